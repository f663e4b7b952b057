/**
 * Generic record storage for every schema-served resource: filtered, sorted, paged lists with their
 * total, one record by id (optionally locked), inserts, updates, deletes, existence checks and
 * advisory locks. Table and column names come from the schema (quoted identifiers) and are checked
 * by the operation before they get here; values are always parameters. A list's filter becomes SQL
 * in recordFilters.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { foldedText, toWhere, type Condition } from './recordFilters.ts';

type Row = Record<string, unknown>;

/** A read-only column read through a reference: `table.column` of the row `via` points at. */
export type Join = { name: string; via: string; table: string; idColumn: string; column: string };

export type ListQuery = {
  where?: Condition[];
  sortColumn: string;
  sortDesc: boolean;
  /** Sort text ignoring case and accents (`foldedText`), the id breaking ties. */
  sortIgnoreCase?: boolean;
  idColumn: string;
  offset: number;
  limit: number;
  /** Columns of referenced rows, each reference joined once (left join: a page is one query). */
  joins?: Join[];
};

/**
 * `select` of a table's columns plus its joined ones: one left join per reference property
 * (`r_<property>`), the table's own columns qualified so that equal names on both sides (an id,
 * `attributes`) stay apart. Without joins the statement is the plain one.
 */
function selectWithJoins(db: Db, table: string, columns: string[], joins: Join[] = []) {
  if (!joins.length) return { query: db.selectFrom(table).select(columns), ref: (c: string) => c };
  let query = db.selectFrom(table);
  for (const via of new Set(joins.map((j) => j.via))) {
    const j = joins.find((x) => x.via === via)!;
    query = query.leftJoin(`${j.table} as r_${via}`, `r_${via}.${j.idColumn}`, `${table}.${via}`);
  }
  const ref = (c: string) => `${table}.${c}`;
  return {
    query: query.select([
      ...columns.map((c) => sql.ref(ref(c)).as(c)),
      ...joins.map((j) => sql.ref(`r_${j.via}.${j.column}`).as(j.name)),
    ]),
    ref,
  };
}

export async function queryRecords(db: Db, table: string, columns: string[], q: ListQuery) {
  const dir = q.sortDesc ? 'desc' : 'asc';
  const { query: selected, ref } = selectWithJoins(db, table, columns, q.joins);
  const where = (q.where ?? []).map((c) =>
    'column' in c ? { ...c, column: ref(c.column) } : { ...c, columns: c.columns.map(ref) },
  ) as Condition[];
  const sortRef = sql.ref(ref(q.sortColumn));
  const sortKey = q.sortIgnoreCase ? foldedText(sortRef) : sortRef;
  const query = selected
    .where((eb) => toWhere(eb, where))
    .orderBy(sortKey, dir)
    .orderBy(ref(q.idColumn), dir)
    .offset(q.offset);
  // Every match (the members of one page): what is read is the total, no count to run.
  if (!Number.isFinite(q.limit) && q.offset === 0) {
    const rows = (await query.execute()) as Row[];
    return { rows, total: rows.length };
  }
  const [rows, total] = await Promise.all([
    (Number.isFinite(q.limit) ? query.limit(q.limit) : query).execute(),
    db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where((eb) => toWhere(eb, q.where ?? []))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: total.n };
}

/** One row by id, with its joined columns; `lock` locks it (the row alone, without joins). */
export async function findRecord(
  db: Db,
  table: string,
  columns: string[],
  idColumn: string,
  id: number,
  lock = false,
  joins: Join[] = [],
) {
  if (lock) {
    const q = db.selectFrom(table).select(columns).where(idColumn, '=', id);
    return (await q.forUpdate().executeTakeFirst()) as Row | undefined;
  }
  const { query, ref } = selectWithJoins(db, table, columns, joins);
  return (await query.where(ref(idColumn), '=', id).executeTakeFirst()) as Row | undefined;
}

/** Whether `table` has a row with this id (its id column named `<table>Id`). */
export const idExists = (db: Db, table: string, id: number) =>
  anyRecord(db, table, `${table}Id`, [{ column: `${table}Id`, op: '=', value: id }]);

/** Whether a row matches every condition. */
export async function anyRecord(db: Db, table: string, idColumn: string, where: Condition[]) {
  const row = await db
    .selectFrom(table)
    .select(idColumn)
    .where((eb) => toWhere(eb, where))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRecord(db: Db, table: string, columns: string[], values: Row) {
  return (await db
    .insertInto(table)
    .values(values)
    .returning(columns)
    .executeTakeFirstOrThrow()) as Row;
}

export async function updateRecord(
  db: Db,
  table: string,
  columns: string[],
  idColumn: string,
  id: number,
  values: Row,
) {
  if (Object.keys(values).length === 0) return findRecord(db, table, columns, idColumn, id);
  return (await db
    .updateTable(table)
    .set(values)
    .where(idColumn, '=', id)
    .returning(columns)
    .executeTakeFirst()) as Row | undefined;
}

/** Deletes one row and returns it as it was, or undefined when there was none. */
export async function deleteRecord(
  db: Db,
  table: string,
  columns: string[],
  idColumn: string,
  id: number,
) {
  return (await db
    .deleteFrom(table)
    .where(idColumn, '=', id)
    .returning(columns)
    .executeTakeFirst()) as Row | undefined;
}

/** Sets `values` on every row matching `where` (a link column cleared, a member moved). */
export async function updateWhere(db: Db, table: string, values: Row, where: Condition[]) {
  const res = await db
    .updateTable(table)
    .set(values)
    .where((eb) => toWhere(eb, where))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Drops `key` from the jsonb `column` of every row holding it (a definition's stored values). */
export async function removeJsonKey(db: Db, table: string, column: string, key: string) {
  await db
    .updateTable(table)
    .set({ [column]: sql`${sql.ref(column)} - ${key}::text` })
    .where(sql<boolean>`${sql.ref(column)} ? ${key}::text`)
    .execute();
}

/**
 * Serialises one kind of check for the rest of the transaction (a name unique per organisation,
 * ignoring case): unique indexes catch exact duplicates, this makes the wider check correct under
 * PostgreSQL's real concurrency too.
 */
export async function lockKey(db: Db, key: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/** PostgreSQL's answer to a constraint violation, to turn into 409 rather than 500. */
export function constraintViolation(err: unknown): 'unique' | 'foreignKey' | undefined {
  const code = (err as { code?: string } | null)?.code;
  if (code === '23505') return 'unique';
  if (code === '23503') return 'foreignKey';
  return undefined;
}

/**
 * Up to `limit` ids of the rows whose `columns`, joined by a space, read `text`, ignoring case and
 * the spaces around it (how an import finds a referenced record by its name).
 */
export async function idsByText(
  db: Db,
  table: string,
  idColumn: string,
  columns: string[],
  text: string,
  limit = 2,
) {
  // The name as the console shows it: the columns joined by a space, empty ones skipped.
  const name = sql<string>`concat_ws(' ', ${sql.join(columns.map((c) => sql`nullif(${sql.ref(c)}::text, '')`))})`;
  const rows = await db
    .selectFrom(table)
    .select(idColumn)
    .where(sql<string>`lower(btrim(${name}))`, '=', text.trim().toLowerCase())
    .orderBy(idColumn)
    .limit(limit)
    .execute();
  return rows.map((r) => Number((r as Row)[idColumn]));
}
