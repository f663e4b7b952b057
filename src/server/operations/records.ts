/**
 * Records of any resource, for hooks and actions: the generic repository bound to the operation's
 * transaction, addressed by resource name and plain `{ column: value }` conditions. A value of null
 * means "is empty", a list "any of". Column names are checked against the resource's schema, so a
 * hook's mistake is an error naming it, never SQL built from a typo.
 */
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { cachedRead, EVERYONE } from '../cache/cachedRead.ts';
import {
  anyRecord,
  deleteRecord,
  findRecord,
  insertRecord,
  lockKey,
  queryRecords,
  updateRecord,
  updateWhere,
  type ListQuery,
} from '../repositories/records.ts';
import type { Condition } from '../repositories/recordFilters.ts';
import { resourceModel, servedModel, type ResourceModel } from '../resource/model.ts';

type Doc = Record<string, unknown>;

export type Match = { except?: number; ignoreCase?: boolean };
export type ListOptions = {
  where?: Doc;
  offset?: number;
  /** Default: the resource's page size; `Infinity` for every match (the members of one page). */
  limit?: number;
  sort?: { field: string; order?: 'ASC' | 'DESC'; ignoreCase?: boolean };
};

/**
 * A page of `model`'s records with their joined columns and the total: the one place a list reads
 * the database (the pipeline's list and every hook's `records.list`), through the one cache seam
 * (cachedRead.ts; never inside a transaction). Its key is everything it depends on besides the
 * data: the resource and the query; the scope is everyone's, since shaping for a caller (afterRead)
 * happens after it. The rows are shared and frozen: hooks return new objects.
 */
export const pageOfRecords = (db: Db, model: ResourceModel, q: Omit<ListQuery, 'joins'>) =>
  cachedRead(
    db,
    {
      op: `records.${model.name}.page`,
      scope: EVERYONE,
      date: null,
      input: {
        where: JSON.stringify(q.where ?? []),
        sort: `${q.sortColumn}:${q.sortDesc}:${q.sortIgnoreCase ?? false}`,
        offset: q.offset,
        // Infinity is not JSON: every match is its own key.
        limit: Number.isFinite(q.limit) ? q.limit : 'all',
      },
    },
    () => queryRecords(db, model.name, model.columns, { ...q, joins: model.joins }),
    { weigh: (page) => 1 + page.rows.length },
  );

export type Records = {
  /** The record with this id (locked for the rest of the transaction with `lock`). */
  find(resource: string, id: number, options?: { lock?: boolean }): Promise<Doc | undefined>;
  /** Whether a record has this id, or matches every condition (`except` one id). */
  exists(resource: string, match: number | Doc, options?: Match): Promise<boolean>;
  insert(resource: string, values: Doc): Promise<Doc>;
  update(resource: string, id: number, values: Doc): Promise<Doc | undefined>;
  /** Sets `values` on every record matching `where`; the number changed. */
  updateWhere(resource: string, values: Doc, where: Doc): Promise<number>;
  /** Deletes the record and returns it as it was. */
  remove(resource: string, id: number): Promise<Doc | undefined>;
  list(resource: string, options?: ListOptions): Promise<{ rows: Doc[]; total: number }>;
  /** Serialises a check (a name unique per organisation) for the rest of the transaction. */
  lockKey(key: string): Promise<void>;
};

const schemas = registry as unknown as Record<string, ResourceSchema>;

export function modelOf(resource: string): ResourceModel {
  const served = servedModel(resource);
  if (served) return served;
  const schema = schemas[resource];
  if (!schema) throw new Error(`No resource named ${resource}`);
  return resourceModel(schema);
}

function column(model: ResourceModel, name: string) {
  if (!model.columns.includes(name)) throw new Error(`${model.name} has no column ${name}`);
  return name;
}

export function conditionsOf(model: ResourceModel, where: Doc = {}, match: Match = {}) {
  const out: Condition[] = Object.entries(where).map(([name, value]): Condition => {
    const c = column(model, name);
    if (value === null) return { column: c, op: 'null' };
    if (Array.isArray(value)) return { column: c, op: 'in', value };
    return { column: c, op: '=', value, ignoreCase: match.ignoreCase };
  });
  if (match.except !== undefined)
    out.push({ column: model.idColumn, op: '<>', value: match.except });
  return out;
}

/** An image's bytes and type are written with the record, never read with it (a list stays small). */
const imageColumn = (model: ResourceModel, name: string) =>
  model.image && [model.image.column, model.image.type].includes(name) ? name : undefined;

/** Values as the driver takes them: jsonb columns as JSON text, unknown columns refused. */
function encode(model: ResourceModel, values: Doc) {
  const out: Doc = {};
  for (const [name, v] of Object.entries(values))
    out[imageColumn(model, name) ?? column(model, name)] =
      model.jsonColumns.has(name) && v != null ? JSON.stringify(v) : v;
  return out;
}

/**
 * The Records of `db`. A class, not an object of arrow functions: hooks get one per request, and
 * the build names every arrow function it creates (tsx's keepNames, a property definition each),
 * which was a sixth of a remembered list request's CPU (bench/RESULTS.md, 2026-11-29 evening).
 */
export const recordsOf = (db: Db): Records => new BoundRecords(db);

class BoundRecords implements Records {
  constructor(private readonly db: Db) {}

  find(resource: string, id: number, options?: { lock?: boolean }) {
    const m = modelOf(resource);
    return findRecord(this.db, m.name, m.columns, m.idColumn, id, options?.lock, m.joins);
  }

  exists(resource: string, match: number | Doc, options?: Match) {
    const m = modelOf(resource);
    const where = conditionsOf(
      m,
      typeof match === 'number' ? { [m.idColumn]: match } : match,
      options,
    );
    const db = this.db;
    return cachedRead(
      db,
      {
        op: `records.${m.name}.exists`,
        scope: EVERYONE,
        date: null,
        input: { where: JSON.stringify(where) },
      },
      () => anyRecord(db, m.name, m.idColumn, where),
    );
  }

  insert(resource: string, values: Doc) {
    const m = modelOf(resource);
    return insertRecord(this.db, m.name, m.columns, encode(m, values));
  }

  update(resource: string, id: number, values: Doc) {
    const m = modelOf(resource);
    return updateRecord(this.db, m.name, m.columns, m.idColumn, id, encode(m, values));
  }

  updateWhere(resource: string, values: Doc, where: Doc) {
    const m = modelOf(resource);
    return updateWhere(this.db, m.name, encode(m, values), conditionsOf(m, where));
  }

  remove(resource: string, id: number) {
    const m = modelOf(resource);
    return deleteRecord(this.db, m.name, m.columns, m.idColumn, id);
  }

  list(resource: string, options: ListOptions = {}) {
    const m = modelOf(resource);
    const sort = options.sort ?? m.defaultSort;
    return pageOfRecords(this.db, m, {
      where: conditionsOf(m, options.where),
      sortColumn: column(m, sort.field),
      sortDesc: sort.order === 'DESC',
      sortIgnoreCase: sort.ignoreCase,
      idColumn: m.idColumn,
      offset: options.offset ?? 0,
      limit: options.limit ?? m.perPage,
    });
  }

  lockKey(key: string) {
    return lockKey(this.db, key);
  }
}
