/**
 * What an audit entry says, in words: the resource's and fields' labels from the schemas, the
 * action ('Created', 'Updated'…), and the change as a list of `{ field, before, after }` — for an
 * update the fields that changed, for a create the values set, for a delete the values removed,
 * for a sign-in the address tried. Masked values ('***') stay masked; a masked field an update
 * changed reads 'changed (hidden)'. Everything here is plain text, rendered by React as text.
 *
 * @example
 *   changesOf(entry); // [{ field: 'Skill', before: 'Java', after: 'Kotlin' }]
 *   changeText(entry); // 'Skill: Java → Kotlin'
 */
import { registry, type ResourceName } from '../../generated/registry.ts';
import type { AuditEntry } from './api.ts';

export type Change = { field: string; before?: string; after?: string };

export const SESSION_RESOURCE = 'session';
const MASKED_CHANGED = '*** (changed)';
const MAX_VALUE = 60;

const ACTIONS: Record<string, string> = {
  insert: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Signed in',
  'login failed': 'Sign-in failed',
  'password changed': 'Password changed',
  'password change failed': 'Password change refused',
  'password reset': 'Password reset',
  'logout everywhere': 'Logged out everywhere',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? action;

const schemaOf = (resource: string) =>
  (registry as Record<string, (typeof registry)[ResourceName] | undefined>)[resource];

export function resourceLabel(resource: string): string {
  if (resource === SESSION_RESOURCE) return 'Sign-in';
  return schemaOf(resource)?.title ?? resource;
}

/** Every resource the trail can name, for the filter: the schemas, then sign-ins. */
export const auditResources = (): { value: string; label: string }[] => [
  ...Object.keys(registry)
    .map((name) => ({ value: name, label: resourceLabel(name) }))
    .sort((a, b) => a.label.localeCompare(b.label)),
  { value: SESSION_RESOURCE, label: resourceLabel(SESSION_RESOURCE) },
];

function fieldLabel(resource: string, field: string): string {
  const prop = schemaOf(resource)?.properties?.[field];
  return (typeof prop === 'object' && prop.title) || field;
}

/** A value as short text: '—' for nothing, JSON for objects, long texts cut with '…'. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (v: unknown) =>
  v === null || v === undefined || v === '' || (typeof v === 'object' && !Object.keys(v).length);

export function changesOf(entry: AuditEntry): Change[] {
  const { before, after, resource } = entry;
  const idField = schemaOf(resource)?.['x-id'];
  const label = (field: string) => fieldLabel(resource, field);
  if (resource === SESSION_RESOURCE) {
    const email = after?.email ?? before?.email;
    return email ? [{ field: 'Email', after: valueText(email) }] : [];
  }
  if (before && after) {
    return Object.keys({ ...before, ...after })
      .filter((field) => !same(before[field], after[field]))
      .map((field) =>
        after[field] === MASKED_CHANGED
          ? { field: label(field), after: 'changed (hidden)' }
          : {
              field: label(field),
              before: valueText(before[field]),
              after: valueText(after[field]),
            },
      );
  }
  const row = after ?? before ?? {};
  return Object.entries(row)
    .filter(([field, value]) => field !== idField && !empty(value))
    .map(([field, value]) =>
      after
        ? { field: label(field), after: valueText(value) }
        : { field: label(field), before: valueText(value) },
    );
}

export function changeLine(change: Change): string {
  if (change.before !== undefined && change.after !== undefined)
    return `${change.field}: ${change.before} → ${change.after}`;
  return `${change.field}: ${change.after ?? change.before}`;
}

/** The whole change on one line (exports, tooltips). */
export const changeText = (entry: AuditEntry) => changesOf(entry).map(changeLine).join('; ');

/** '23 Nov 2026, 14:05:09' in the browser's time zone. */
export function whenText(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return date.toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Who did it: the email; 'Anonymous' for a failed sign-in, 'System' for writes without a
 *  signed-in user (the monthly leave accrual). */
export function whoText(entry: AuditEntry): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (entry.actorId != null) return `User #${entry.actorId}`;
  return entry.resource === SESSION_RESOURCE ? 'Anonymous' : 'System';
}
