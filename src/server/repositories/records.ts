/**
 * Generic record storage for every schema-served resource: filtered, sorted, paged lists with their
 * total, one record by id (optionally locked), inserts, updates, deletes, existence checks and
 * advisory locks. Table and column names come from the schema (quoted identifiers) and are checked
 * by the operation before they get here; values are always parameters.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { memoQuery } from '../db/snapshotMemo.ts';

type Row = Record<string, unknown>;

/** One condition of a list's filter, already checked against the schema. */
export type Condition =
  | { column: string; op: '=' | '<>' | '>=' | '<='; value: unknown; ignoreCase?: boolean }
  | { column: string; op: 'in'; value: unknown[] }
  | { column: string; op: 'null' }
  | { columns: string[]; op: 'search'; value: string };

export type ListQuery = {
  where?: Condition[];
  sortColumn: string;
  sortDesc: boolean;
  /** Sort text ignoring case (`lower(column)`), the id breaking ties. */
  sortIgnoreCase?: boolean;
  idColumn: string;
  offset: number;
  limit: number;
};

/** `%`, `_` and `\` typed by a user match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toWhere(eb: ExpressionBuilder<any, any>, conditions: Condition[]) {
  return eb.and(
    conditions.map((c) => {
      switch (c.op) {
        case 'null':
          return eb(c.column, 'is', null);
        case 'in':
          return c.value.length ? eb(c.column, 'in', c.value) : sql<boolean>`false`;
        case 'search':
          return eb.or(
            c.columns.map((col) => eb(sql`${sql.ref(col)}::text`, 'ilike', likePattern(c.value))),
          );
        default:
          return c.ignoreCase && typeof c.value === 'string'
            ? eb(sql`lower(btrim(${sql.ref(c.column)}))`, c.op, c.value.trim().toLowerCase())
            : eb(c.column, c.op, c.value);
      }
    }),
  );
}

export async function queryRecords(db: Db, table: string, columns: string[], q: ListQuery) {
  const dir = q.sortDesc ? 'desc' : 'asc';
  const where = q.where ?? [];
  const sortKey = q.sortIgnoreCase ? sql`lower(${sql.ref(q.sortColumn)})` : sql.ref(q.sortColumn);
  const query = db
    .selectFrom(table)
    .select(columns)
    .where((eb) => toWhere(eb, where))
    .orderBy(sortKey, dir)
    .orderBy(q.idColumn, dir)
    .offset(q.offset);
  // Every match (the members of one page): what is read is the total, no count to run.
  if (!Number.isFinite(q.limit) && q.offset === 0) {
    const rows = (await query.execute()) as Row[];
    return { rows, total: rows.length };
  }
  const [rows, total] = await Promise.all([
    (Number.isFinite(q.limit) ? query.limit(q.limit) : query).execute(),
    memoQuery(
      db,
      db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .where((eb) => toWhere(eb, where)),
    ),
  ]);
  return { rows: rows as Row[], total: total.n };
}

export async function findRecord(
  db: Db,
  table: string,
  columns: string[],
  idColumn: string,
  id: number,
  lock = false,
) {
  const q = db.selectFrom(table).select(columns).where(idColumn, '=', id);
  return (await (lock ? q.forUpdate() : q).executeTakeFirst()) as Row | undefined;
}

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
