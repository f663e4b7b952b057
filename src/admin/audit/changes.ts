/**
 * What an audit entry says, in words of the chosen language: the resource's and fields' labels
 * from the schemas, the action ('Created', 'Updated'…), and the change as a list of
 * `{ field, before, after }` — for an update the fields that changed, for a create the values set,
 * for a delete the values removed, for a sign-in the address tried (or that the text was none).
 * A reference reads as the record's name where the server gave it (`names`), else as its id.
 * Masked values ('***') stay masked; a masked field an update changed reads 'changed (hidden)'.
 * Everything here is plain text, rendered by React as text. Components get the functions bound to the language from
 * useAuditWords(); these take the translator (`t`) so exports and tooltips say the same.
 *
 * @example
 *   changesOf(entry, t); // [{ field: 'Skill', before: 'Java', after: 'Kotlin' }]
 *   changeText(entry, t); // 'Skill: Java → Kotlin'
 */
import { registry, type ResourceName } from '../../generated/registry.ts';
import type { AuditEntry } from './api.ts';

export type Change = { field: string; before?: string; after?: string };
/** react-admin's translate(): a key, polyglot options (`_` is the text when the key is missing). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const SESSION_RESOURCE = 'session';
const MASKED_CHANGED = '*** (changed)';
/** The server's marker for a failed sign-in's text that was not an e-mail address. */
const NOT_AN_EMAIL = 'not an e-mail address';
const MAX_VALUE = 60;

/** The trail's action names → their key under charter.audit (`login failed` → action_login_failed). */
const ACTIONS = new Set([
  'insert',
  'update',
  'delete',
  'login',
  'login failed',
  'password changed',
  'password change failed',
  'password reset',
  'logout everywhere',
]);

export const actionLabel = (action: string, t: Translate) =>
  ACTIONS.has(action) ? t(`charter.audit.action_${action.replace(/ /g, '_')}`) : action;

const schemaOf = (resource: string) =>
  (registry as Record<string, (typeof registry)[ResourceName] | undefined>)[resource];

/**
 * A schema text in the chosen language: the generator's `schema.<resource>.<JSON path>` key (issue
 * #21 §2), the schema's English where the catalogue has none.
 */
const schemaText = (t: Translate, resource: string, path: string[], english: string) =>
  t(['schema', resource, ...path].join('.'), { _: english });

export function resourceLabel(resource: string, t: Translate): string {
  if (resource === SESSION_RESOURCE) return t('charter.audit.resource_session');
  const title = schemaOf(resource)?.title;
  return title ? schemaText(t, resource, ['title'], title) : resource;
}

/** Every resource the trail can name, for the filter: the schemas, then sign-ins. */
export const auditResources = (t: Translate): { value: string; label: string }[] => [
  ...Object.keys(registry)
    .map((name) => ({ value: name, label: resourceLabel(name, t) }))
    .sort((a, b) => a.label.localeCompare(b.label)),
  { value: SESSION_RESOURCE, label: resourceLabel(SESSION_RESOURCE, t) },
];

function fieldLabel(resource: string, field: string, t: Translate): string {
  const prop = schemaOf(resource)?.properties?.[field];
  const title = typeof prop === 'object' ? prop.title : undefined;
  return title ? schemaText(t, resource, ['properties', field, 'title'], title) : field;
}

/** A value as short text: '—' for nothing, JSON for objects, long texts cut with '…'. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * A reference field's value by the names the server sent (`names`): a record's name, a list's
 * names joined; an id the reader was given no name for (no privilege, a deleted record) stays.
 */
function namedValue(entry: AuditEntry, field: string, value: unknown): unknown {
  const names = entry.names?.[field];
  if (!names || value === null || value === undefined) return value;
  const name = (id: unknown) => names[String(id)] ?? id;
  return Array.isArray(value) ? value.map(name).join(', ') : name(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (v: unknown) =>
  v === null || v === undefined || v === '' || (typeof v === 'object' && !Object.keys(v).length);

export function changesOf(entry: AuditEntry, t: Translate): Change[] {
  const { before, after, resource } = entry;
  const idField = schemaOf(resource)?.['x-id'];
  const label = (field: string) => fieldLabel(resource, field, t);
  const shown = (field: string, value: unknown) => valueText(namedValue(entry, field, value));
  if (resource === SESSION_RESOURCE) {
    const email = after?.email ?? before?.email;
    const field = t('charter.audit.field_email');
    if (email) return [{ field, after: valueText(email) }];
    // A failed sign-in whose text was no address keeps a marker, never the text (a password).
    return after?.note === NOT_AN_EMAIL ? [{ field, after: t('charter.audit.not_an_email') }] : [];
  }
  if (before && after) {
    return Object.keys({ ...before, ...after })
      .filter((field) => !same(before[field], after[field]))
      .map((field) =>
        after[field] === MASKED_CHANGED
          ? { field: label(field), after: t('charter.audit.changed_hidden') }
          : {
              field: label(field),
              before: shown(field, before[field]),
              after: shown(field, after[field]),
            },
      );
  }
  const row = after ?? before ?? {};
  return Object.entries(row)
    .filter(([field, value]) => field !== idField && !empty(value))
    .map(([field, value]) =>
      after
        ? { field: label(field), after: shown(field, value) }
        : { field: label(field), before: shown(field, value) },
    );
}

export function changeLine(change: Change): string {
  if (change.before !== undefined && change.after !== undefined)
    return `${change.field}: ${change.before} → ${change.after}`;
  return `${change.field}: ${change.after ?? change.before}`;
}

/** The whole change on one line (exports, tooltips). */
export const changeText = (entry: AuditEntry, t: Translate) =>
  changesOf(entry, t).map(changeLine).join('; ');

/** The Intl options of a moment: '23 Nov 2026, 14:05:09' (in the browser's time zone). */
export const WHEN_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** A moment through the language's date formatter (useFormat().date); the raw text if unreadable. */
export function whenText(
  at: string,
  date: (value: Date, options: Intl.DateTimeFormatOptions) => string,
): string {
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) return at;
  return date(moment, WHEN_OPTIONS);
}

/** Who did it: the email; 'Anonymous' for a failed sign-in, 'System' for writes without a
 *  signed-in user (the monthly leave accrual). */
export function whoText(entry: AuditEntry, t: Translate): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (entry.actorId != null) return t('charter.audit.user_number', { id: entry.actorId });
  return entry.resource === SESSION_RESOURCE
    ? t('charter.audit.anonymous')
    : t('charter.audit.system');
}
