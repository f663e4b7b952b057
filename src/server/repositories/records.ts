/**
 * Generic record storage for resources served by the schema engine. Table and column names come from
 * the schema (quoted identifiers); values are always parameters. Sorting only ever uses a column the
 * schema declares, so a client-sent sort can never reach the SQL text.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type ListQuery = {
  offset: number;
  limit: number;
  sortColumn: string;
  sortDesc: boolean;
  idColumn: string;
};

export async function listRecords(db: Db, table: string, columns: string[], q: ListQuery) {
  const dir = q.sortDesc ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    db
      .selectFrom(table)
      .select(columns)
      .orderBy(q.sortColumn, dir)
      .orderBy(q.idColumn, dir)
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function findRecord(
  db: Db,
  table: string,
  columns: string[],
  idColumn: string,
  id: number,
) {
  return db.selectFrom(table).select(columns).where(idColumn, '=', id).executeTakeFirst();
}

export async function insertRecord(
  db: Db,
  table: string,
  columns: string[],
  values: Record<string, unknown>,
) {
  return db.insertInto(table).values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function updateRecord(
  db: Db,
  table: string,
  columns: string[],
  idColumn: string,
  id: number,
  values: Record<string, unknown>,
) {
  if (Object.keys(values).length === 0) return findRecord(db, table, columns, idColumn, id);
  return db
    .updateTable(table)
    .set(values)
    .where(idColumn, '=', id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteRecord(
  db: Db,
  table: string,
  idColumn: string,
  id: number,
): Promise<boolean> {
  const res = await db.deleteFrom(table).where(idColumn, '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** PostgreSQL's answer to a constraint violation, to turn into 409 rather than 500. */
export function constraintViolation(err: unknown): 'unique' | 'foreignKey' | undefined {
  const code = (err as { code?: string } | null)?.code;
  if (code === '23505') return 'unique';
  if (code === '23503') return 'foreignKey';
  return undefined;
}
