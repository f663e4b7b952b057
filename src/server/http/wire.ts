/**
 * The one module of wire helpers (contract §1–§2): paths and id parameters, paging queries and the
 * Spring Page, the three envelopes, the response view of a schema property, the error answers and
 * the value formats the database does not produce by itself. Routes, the registrar and operations
 * all take them from here, so every endpoint speaks the same wire with the same sentences.
 */
import type { JSONSchema7 } from 'json-schema';

/** The largest page any list answers (a larger `size` is served as 100). */
export const MAX_PAGE_SIZE = 100;

/** `/project/{projectId}` → `/api/v1/project/:projectId` */
export const apiPath = (p: string) => `/api/v1${p.replace(/\{(\w+)\}/g, ':$1')}`;

/** The `{placeholders}` of a contract path, in order. */
export const pathParams = (p: string) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** Path parameters that are positive integer ids; a non-numeric id is a 400 (contract §1.7). */
export function idParams(...names: string[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(
      names.map((n) => [n, { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }]),
    ),
    errorMessage: {
      properties: Object.fromEntries(
        names.map((n) => [n, `${n} must be a positive whole number.`]),
      ),
    },
  };
}

export const PAGE_MESSAGES = {
  page: 'page must be a whole number of 0 or more.',
  size: 'size must be a whole number of 1 or more.',
};

/** `page` ≥ 0 and `size` ≥ 1 (400 otherwise), plus any extra query properties with their messages. */
export function pageQuery(
  defaultSize = 10,
  extra: Record<string, object> = {},
  messages: Record<string, string> = {},
) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 0, default: 0 },
      size: { type: 'integer', minimum: 1, default: defaultSize },
      ...extra,
    },
    errorMessage: { properties: { ...PAGE_MESSAGES, ...messages } },
  };
}

/** ra-data-simple-rest's list query: `sort`, `range` and `filter`, each a JSON text (restRecords.ts). */
export const simpleRestQuery = {
  type: 'object',
  properties: {
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 100 },
    filter: { type: 'string', maxLength: 4000 },
  },
};

/** The page a request asks for, its size capped at MAX_PAGE_SIZE. */
export const paging = <Q extends { page: number; size: number }>(q: Q): Q => ({
  ...q,
  size: Math.min(q.size, MAX_PAGE_SIZE),
});

const int = { type: 'integer' };
const bool = { type: 'boolean' };
const sortSchema = { type: 'object', properties: { empty: bool, sorted: bool, unsorted: bool } };

/** The Spring Page (contract §1.5) around an item schema. */
export const pageSchema = (item: object) => ({
  type: 'object',
  properties: {
    content: { type: 'array', items: item },
    pageable: {
      type: 'object',
      properties: {
        pageNumber: int,
        pageSize: int,
        offset: int,
        paged: bool,
        unpaged: bool,
        sort: sortSchema,
      },
    },
    last: bool,
    first: bool,
    totalPages: int,
    totalElements: int,
    size: int,
    number: int,
    numberOfElements: int,
    empty: bool,
    sort: sortSchema,
  },
});

/** The Spring Data Page object (contract §1.5), every key present. */
export function page<T>(content: T[], pageIndex: number, size: number, total: number) {
  const totalPages = size > 0 ? Math.ceil(total / size) : 0;
  const sort = { empty: true, sorted: false, unsorted: true };
  return {
    content,
    pageable: {
      pageNumber: pageIndex,
      pageSize: size,
      offset: pageIndex * size,
      paged: true,
      unpaged: false,
      sort,
    },
    last: pageIndex >= totalPages - 1,
    first: pageIndex === 0,
    totalPages,
    totalElements: total,
    size,
    number: pageIndex,
    numberOfElements: content.length,
    empty: content.length === 0,
    sort,
  };
}

/** S1 `{success, message, <key>?}` (contract §2). */
export const envelopeSchema = (key?: string, payload?: object) => ({
  type: 'object',
  properties: {
    success: bool,
    message: { type: 'string' },
    ...(key && payload ? { [key]: payload } : {}),
  },
});

/** An S1 answer: `{ success: true, message }`, with the payload under `key` when there is one. */
export const ok = (message: string, key?: string, payload?: unknown) =>
  key ? { success: true, message, [key]: payload } : { success: true, message };

/** S4 `{status, isSuccess, message, data}` (contract §2). */
export const s4Schema = (payload: object) => ({
  type: 'object',
  properties: { status: int, isSuccess: bool, message: { type: 'string' }, data: payload },
});

/** A column that may be empty: JSON null on the wire, never "" (contract §1.6). */
export const nullable = (type: string) => ({ type: [type, 'null'] });

/**
 * A schema property as fast-json-stringify should write it: none of the x- vocabulary or the
 * validation messages, every value nullable (JSON null, never ""), and free-form objects (attribute
 * maps) written out whole. A record's own columns (`documented`) keep the keywords the API document
 * shows (title, enum, default, allOf; a column is never absent, so `default` is never written);
 * nested values (a person's addresses…) drop them.
 */
export function wireView(p: unknown, documented = false): JSONSchema7 {
  if (!p || typeof p !== 'object') return p as JSONSchema7;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    if (k.startsWith('x-') || k === 'errorMessage' || (!documented && UNDOCUMENTED.has(k)))
      continue;
    if (k === 'properties')
      out[k] = Object.fromEntries(
        Object.entries(v as object).map(([n, s]) => [n, wireView(s, documented)]),
      );
    else if (k === 'items') out[k] = wireView(v, documented);
    else out[k] = v;
  }
  const types = [out.type].flat().filter(Boolean) as string[];
  if (types.length && !types.includes('null')) out.type = [...types, 'null'];
  if (types.includes('object') && !out.properties && out.additionalProperties === undefined)
    out.additionalProperties = true;
  return out as JSONSchema7;
}
const UNDOCUMENTED = new Set(['allOf', 'default', 'title', 'enum']);

/** Every error answer (contract §2): S1 with `errors` for validation, S4 keys where the route uses S4. */
export const errorResponse = {
  type: 'object',
  properties: {
    success: bool,
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'string' } },
    /** Each of `errors` with the field it belongs to (issue #22 §3): '' for the body itself. */
    fieldErrors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
    status: int,
    isSuccess: bool,
    data: { type: 'null' },
  },
} as const;

/** The usual error answers of a protected route, so they are serialised through a schema as well. */
export const protectedErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd/MM/yyyy HH:mm` in server local time: the original's text format for createdAt and reviewDate. */
export function formatLegacyDateTime(d: Date): string {
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
