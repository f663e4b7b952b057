/**
 * The conventional REST dialect of a schema-served resource without `x-api` (ra-data-simple-rest):
 * `sort=["date","ASC"]`, `range=[0,9]`, `filter={"ownerId":4}` in, rows and a total out.
 * Every name a client sends is checked against the schema (unknown field → 400 naming it), every
 * value against the property's type, so nothing a client sends reaches SQL unchecked or ends in a
 * 500. Filter keys: a property (`null` = empty, a list = any of), `id` (the x-id), `<property>_gte`
 * / `<property>_lte` (ranges of numbers and dates), `q` (text search over the text columns) and a
 * many-to-many property (`memberIds`: has any of these ids).
 */
import type { JSONSchema7 } from 'json-schema';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { badRequest } from '../http/errors.ts';
import type { Condition } from '../repositories/recordFilters.ts';
import type { ResourceModel } from '../resource/model.ts';
import { listOp, type Call } from './pipeline.ts';
import { referencesOfModel } from './references.ts';

/** The largest page a client may ask for, as for the contract's lists. */
export const MAX_RANGE = 100;

export type RawListQuery = { sort?: string; range?: string; filter?: string };

type Kind = 'integer' | 'number' | 'boolean' | 'date' | 'date-time' | 'text' | 'json';

function kindOf(prop: JSONSchema7 | undefined): Kind {
  const types = [prop?.type ?? []].flat().filter((t) => t !== 'null');
  const t = types[0];
  if (t === 'integer' || t === 'number' || t === 'boolean') return t;
  if (t === 'string')
    return prop?.format === 'date' ? 'date' : prop?.format === 'date-time' ? 'date-time' : 'text';
  return 'json';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const valid: Record<Kind, (v: unknown) => boolean> = {
  integer: (v) => Number.isSafeInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  // A real calendar day: '2030-02-31' would reach PostgreSQL and fail there.
  date: (v) =>
    typeof v === 'string' &&
    DATE.test(v) &&
    !Number.isNaN(Date.parse(v)) &&
    new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
  'date-time': (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  text: (v) => typeof v === 'string' && v.length <= 200,
  json: () => false,
};
const expected: Record<Kind, string> = {
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time',
  text: 'a text of at most 200 characters',
  json: 'never filtered',
};

/** A JSON query parameter, undefined when absent; not JSON → 400 naming it and its shape. */
export function parseJson(name: string, text: string | undefined, shape: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('query.not_json', { name, shape });
  }
}

/** The columns of a resource and how each may be filtered and sorted. */
function columnKinds(schema: ResourceSchema, model: ResourceModel): Map<string, Kind> {
  const props = (schema.properties ?? {}) as Record<string, JSONSchema7>;
  return new Map(model.columns.map((c) => [c, kindOf(props[c])]));
}

function conditions(
  model: ResourceModel,
  plural: string,
  kinds: Map<string, Kind>,
  raw: unknown,
): Condition[] {
  if (raw === undefined) return [];
  const enums = new Map(
    Object.entries((model.schema.properties ?? {}) as Record<string, JSONSchema7>).flatMap(
      ([name, p]) => (Array.isArray(p.enum) ? [[name, p.enum as unknown[]] as const] : []),
    ),
  );
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest('query.filter_object');
  const out: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200) throw badRequest('query.filter_q');
      const columns = [...kinds].filter(([, k]) => k === 'text').map(([c]) => c);
      if (value.trim()) out.push({ op: 'search', columns, value: value.trim() });
      continue;
    }
    const join = referencesOfModel(model).find((r) => r.join && r.name === key)?.join;
    if (join) {
      // A many-to-many's filter is "has any of": one id or a list of them.
      const ids = [value].flat();
      if (ids.length > MAX_RANGE)
        throw badRequest('query.filter_too_many', { field: key, max: MAX_RANGE });
      if (!ids.every((v) => valid.integer(v)))
        throw badRequest('query.filter_value', { field: key, expected: expected.integer });
      const [own, other] = [join.ownColumn, join.otherColumn];
      const owner = `${model.name}.${model.idColumn}`;
      out.push({
        column: model.idColumn,
        op: 'linked',
        owner,
        join: join.name,
        own,
        other,
        value: ids,
      });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    const name = range ? range[1] : key;
    const column = name === 'id' ? model.idColumn : name;
    const kind = kinds.get(column);
    if (!kind || kind === 'json' || (range && (kind === 'boolean' || kind === 'text')))
      throw badRequest('query.filter_field', { plural, field: key });
    // An enum's filter takes its own values only (a select's choices): anything else is a 400.
    const choices = enums.get(column);
    const check = (v: unknown) => {
      if (!valid[kind](v))
        throw badRequest('query.filter_value', { field: key, expected: expected[kind] });
      if (choices && !choices.includes(v))
        throw badRequest('query.filter_value', {
          field: key,
          expected: `one of ${choices.join(', ')}`,
        });
      return v;
    };
    if (range) out.push({ column, op: range[2] === 'gte' ? '>=' : '<=', value: check(value) });
    else if (value === null) out.push({ column, op: 'null' });
    else if (Array.isArray(value)) {
      if (value.length > MAX_RANGE)
        throw badRequest('query.filter_too_many', { field: key, max: MAX_RANGE });
      out.push({ column, op: 'in', value: value.map(check) });
    } else out.push({ column, op: '=', value: check(value) });
  }
  return out;
}

function sortOf(model: ResourceModel, kinds: Map<string, Kind>, raw: unknown) {
  if (raw === undefined)
    return { sortColumn: model.defaultSort.field, sortDesc: model.defaultSort.order === 'DESC' };
  if (!Array.isArray(raw) || raw.length !== 2 || typeof raw[0] !== 'string')
    throw badRequest('query.sort');
  if (raw[1] !== 'ASC' && raw[1] !== 'DESC') throw badRequest('query.sort');
  const column = raw[0] === 'id' ? model.idColumn : raw[0];
  const kind = kinds.get(column);
  if (!kind || kind === 'json') throw badRequest('query.sort_field', { field: raw[0] });
  return { sortColumn: column, sortDesc: raw[1] === 'DESC' };
}

/** `[first, last]` as an offset and a limit of at most MAX_RANGE; `fallback` rows without one. */
export function rangeOf(raw: unknown, fallback: number) {
  if (raw === undefined) return { offset: 0, limit: fallback };
  const ok =
    Array.isArray(raw) &&
    raw.length === 2 &&
    raw.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    raw[1] >= raw[0];
  if (!ok) throw badRequest('query.range');
  const [first, last] = raw as [number, number];
  return { offset: first, limit: Math.min(last - first + 1, MAX_RANGE) };
}

/** The rows of one page, the total matching the filter, and the range to report. */
export async function restList(call: Call, q: RawListQuery) {
  const { model } = call;
  const schema = model.schema;
  const kinds = columnKinds(schema, model);
  const plural = (schema['x-label'] ?? model.name).toLowerCase();
  const where = conditions(model, plural, kinds, parseJson('filter', q.filter, '{"field": value}'));
  const sort = sortOf(model, kinds, parseJson('sort', q.sort, '["field","ASC"]'));
  const { offset, limit } = rangeOf(parseJson('range', q.range, '[first, last]'), model.perPage);
  const { rows, total } = await listOp(call, { where, ...sort, offset, limit });
  return { rows, total, first: offset, last: offset + rows.length - 1 };
}
