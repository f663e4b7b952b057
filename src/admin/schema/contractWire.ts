/**
 * The contract's legacy wire as pure functions, for the data provider (dataProvider.ts) and the
 * screens that call the contract themselves: paths with placeholders, the record and list shapes
 * inside envelopes, the operation that lists a filter, the success message and the writable fields.
 */
import type { RaRecord } from 'react-admin';
import type { ApiOperation, ResourceRouting } from '../../shared/dialect.ts';
import { isManyReference } from '../../shared/references.ts';
import { API_BASE } from '../providers/httpClient.ts';

/** `/skill/{skillId}` with `{ skillId: 4 }` → `/api/v1/skill/4` */
export function resolvePath(path: string, params: Record<string, unknown>): string {
  return (
    API_BASE +
    path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name])))
  );
}

// List rows of some operations carry the id as `id` only (contract §3.16).
export const withId = (schema: ResourceRouting, row: Record<string, unknown>): RaRecord =>
  ({ ...row, id: (row[schema['x-id']] ?? row.id) as number }) as RaRecord;

/** The record inside a contract envelope, or the bare body. */
export function unwrap(api: ApiOperation, json: unknown): Record<string, unknown> | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const body = json as Record<string, unknown>;
  const inner = api.key ? body[api.key] : body;
  return inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : undefined;
}

/**
 * The contract's lists come in four shapes: a bare Page, a bare array, or either under an envelope
 * key (some with their own `totalItems`). All become rows and a total.
 */
export function readList(
  api: ApiOperation,
  json: unknown,
): { rows: Record<string, unknown>[]; total: number } {
  const body = (json ?? {}) as Record<string, unknown>;
  const payload = api.key && api.key !== 'content' ? body[api.key] : json;
  if (Array.isArray(payload)) {
    return {
      rows: payload,
      total: typeof body.totalItems === 'number' ? body.totalItems : payload.length,
    };
  }
  const page = payload as { content?: unknown; totalElements?: number } | undefined;
  if (page && Array.isArray(page.content)) {
    return { rows: page.content, total: page.totalElements ?? page.content.length };
  }
  throw new Error('The server answered a list in a shape this screen does not know.');
}

/**
 * Which x-api operation lists the rows for a filter: the x-list filter routes a fixed option to its
 * own action and a reference value to `filter.action` (the value fills its placeholder); no filter
 * value → `list`.
 *
 * @example
 *   listAction(registry.project, { teamId: 3 }) // 'ofTeam'
 *   listAction(registry.project, { teamId: 'unassigned' }) // 'unassignedOfTeam'
 */
export function listAction(schema: ResourceRouting, filter: Record<string, unknown> = {}): string {
  const declared = schema['x-list']?.filter;
  const value = declared ? filter[declared.source] : undefined;
  if (!declared || value === undefined || value === null || value === '') return 'list';
  const fixed = declared.options?.find((o) => o.value === String(value));
  return fixed ? fixed.action : declared.action;
}

/** The success message of a contract envelope (`message`, or `Message` on the S2 family). */
export function messageOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const body = json as { message?: unknown; Message?: unknown };
  const message = body.message ?? body.Message;
  return typeof message === 'string' && message ? message : undefined;
}

/** Only the fields a client may write: never the id, read-only or wire-only fields. */
export function writable(schema: ResourceRouting, data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop !== 'object' || prop.readOnly || !(name in data)) continue;
    const column = (prop as { 'x-column'?: { stored?: boolean; internal?: boolean } })['x-column'];
    // A many-to-many is no column but is written (its join table), as the server's body says.
    if ((column?.stored === false && !isManyReference(prop)) || column?.internal) continue;
    out[name] = data[name];
  }
  return out;
}
