/**
 * Storage for the conventional REST dialect (ra-data-simple-rest) of schema-served resources:
 * filtered, sorted, ranged lists and a delete that returns the row it removed. Column names come
 * from the schema and are checked by the operation before they get here; values are always
 * parameters.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';

/** One condition of a list's filter, already checked against the schema. */
export type Condition =
  | { column: string; op: '=' | '>=' | '<='; value: unknown }
  | { column: string; op: 'in'; value: unknown[] }
  | { column: string; op: 'null' }
  | { columns: string[]; op: 'search'; value: string };

export type RestListQuery = {
  where: Condition[];
  sortColumn: string;
  sortDesc: boolean;
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
          return eb(c.column, c.op, c.value);
      }
    }),
  );
}

export async function queryRecords(db: Db, table: string, columns: string[], q: RestListQuery) {
  const dir = q.sortDesc ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    db
      .selectFrom(table)
      .select(columns)
      .where((eb) => toWhere(eb, q.where))
      .orderBy(q.sortColumn, dir)
      .orderBy(q.idColumn, dir)
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where((eb) => toWhere(eb, q.where))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Record<string, unknown>[], total: total.n };
}

/** Deletes one row and returns it as it was, or undefined when there was none. */
export async function deleteReturning(
  db: Db,
  table: string,
  columns: string[],
  idColumn: string,
  id: number,
) {
  const row = await db
    .deleteFrom(table)
    .where(idColumn, '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row as Record<string, unknown> | undefined;
}
