/**
 * How many employees each department has (and how many have none), kept by triggers on `employee`
 * (tally.ts), so a list's total (`tallyCount`) and the dashboard's headcount
 * (resources/dashboard/dashboard.queries.server.ts) read a few hundred rows instead of the whole
 * table: the first page read after any write counted 100,000 rows (34 ms on the embedded
 * database), which made that read grow with the company (bench/RESULTS.md). One row per
 * `departmentKey` (the department's id, 0 for no department).
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The filter of an employee list, as `pageEmployees` applies it to the rows. */
export type TallyFilter = {
  departmentId?: number;
  /** Employees of the departments of one sub-organisation (B3). */
  branchId?: number;
  unassigned?: boolean;
};

/** A one-row query of how many employees the filter matches: `{ n }`. */
export function tallyCount(db: Db, q: TallyFilter) {
  const conditions = [];
  if (q.unassigned) conditions.push(sql`"departmentKey" = 0`);
  if (q.departmentId !== undefined) {
    // Department ids start at 1; 0 stands for "no department" here, never for a department.
    conditions.push(q.departmentId >= 1 ? sql`"departmentKey" = ${q.departmentId}` : sql`false`);
  }
  if (q.branchId !== undefined) {
    conditions.push(
      sql`"departmentKey" in (select "departmentId" from department where "branchId" = ${q.branchId})`,
    );
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return db.selectNoFrom(
    sql<number>`(select coalesce(sum(n), 0)::int from "employeeTally" ${where})`.as('n'),
  );
}
