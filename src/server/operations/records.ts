/**
 * The generic operations of a schema-served resource: list, show, create, update, delete. Access is
 * the route's privilege (these resources have no record scope); validation is the schema's, run by
 * the route; rules are the schema's constraints (unique → 409, still referenced → 409).
 */
import type { ResourceSchema } from '../../shared/dialect.ts';
import { tableSpec } from '../../shared/columns.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import {
  constraintViolation,
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  updateRecord,
} from '../repositories/records.ts';
import { readableColumns, writableFields } from '../schemaViews.ts';
import { resourceHooks } from './hooks.ts';

/** A record's title as the parameters of `record.*` messages (the schema is the title's source). */
export const titleOf = (model: { name: string; title: string }) => ({
  title: model.title,
  resource: model.name,
});
export const lowerTitle = (model: { name: string; title: string }) => ({
  lowerTitle: model.title.toLowerCase(),
  resource: model.name,
});

export type ResourceModel = {
  name: string;
  title: string;
  idColumn: string;
  columns: string[];
  writable: string[];
  jsonColumns: Set<string>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  sortable: Set<string>;
  perPage: number;
};

export function resourceModel(schema: ResourceSchema): ResourceModel {
  const spec = tableSpec(schema);
  const idColumn = schema['x-id'];
  const columns = readableColumns(schema);
  return {
    name: schema['x-resource'],
    title: schema.title ?? schema['x-resource'],
    idColumn,
    columns,
    writable: writableFields(schema),
    jsonColumns: new Set(spec.columns.filter((c) => c.sqlType === 'jsonb').map((c) => c.name)),
    defaultSort: schema['x-list']?.sort ?? { field: idColumn, order: 'ASC' },
    sortable: new Set(columns),
    perPage: schema['x-list']?.perPage ?? 10,
  };
}

/** Only declared, writable fields reach SQL; jsonb values travel as JSON text on both drivers. */
function toRow(model: ResourceModel, body: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const field of model.writable) {
    if (!(field in body)) continue;
    const v = body[field];
    row[field] =
      model.jsonColumns.has(field) && v !== null && v !== undefined ? JSON.stringify(v) : v;
  }
  return row;
}

async function guard<T>(model: ResourceModel, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const kind = constraintViolation(err);
    if (kind === 'unique') throw conflict('record.duplicate', lowerTitle(model));
    if (kind === 'foreignKey') throw conflict('record.conflict', lowerTitle(model));
    throw err;
  }
}

export async function listResource(
  db: Db,
  model: ResourceModel,
  q: { page: number; size: number; sort?: string; order?: 'ASC' | 'DESC' },
) {
  const sortColumn = q.sort && model.sortable.has(q.sort) ? q.sort : model.defaultSort.field;
  const order = q.order ?? (q.sort ? 'ASC' : model.defaultSort.order);
  return listRecords(db, model.name, model.columns, {
    offset: q.page * q.size,
    limit: q.size,
    sortColumn,
    sortDesc: order === 'DESC',
    idColumn: model.idColumn,
  });
}

export async function showResource(db: Db, model: ResourceModel, id: number) {
  const row = await findRecord(db, model.name, model.columns, model.idColumn, id);
  if (!row) throw notFound('record.not_found', titleOf(model));
  return row;
}

export const createResource = (db: Db, model: ResourceModel, body: Record<string, unknown>) =>
  guard(model, () =>
    db.transaction().execute(async (tx) => {
      const row = await insertRecord(tx, model.name, model.columns, toRow(model, body));
      await resourceHooks[model.name]?.afterCreate?.(tx, row);
      return row;
    }),
  );

export async function updateResource(
  db: Db,
  model: ResourceModel,
  id: number,
  body: Record<string, unknown>,
) {
  const row = await guard(model, () =>
    updateRecord(db, model.name, model.columns, model.idColumn, id, toRow(model, body)),
  );
  if (!row) throw notFound('record.not_found', titleOf(model));
  return row;
}

export async function deleteResource(db: Db, model: ResourceModel, id: number) {
  const deleted = await guard(model, () => deleteRecord(db, model.name, model.idColumn, id));
  if (!deleted) throw notFound('record.not_found', titleOf(model));
}
