/**
 * How many employees each department has (and how many have none), kept by triggers on `employee`
 * (tally.ts), so a list's total (`tallyCount`) and the dashboard's headcount (`activeHeadcount`)
 * read a few hundred rows instead of the whole table: the first page read after any write counted
 * 100,000 rows (34 ms on the embedded database), which made that read grow with the company
 * (bench/RESULTS.md). One row per `departmentKey` (the department's id, 0 for no department).
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

/**
 * Employees with an active account per department (no department: one row with nulls), largest
 * first, then by name. The tally counts every employee of a department; the few without an account
 * or whose account is inactive are counted through their indexes (`ix_employee_userId` on the
 * missing ones, the partial `ix_user_inactive`) and taken off, so the first dashboard after a write
 * reads a few hundred rows instead of grouping 100,000 employees (52 ms of 69 at 100k on PGlite).
 */
export async function activeHeadcount(db: Db) {
  const { rows } = await sql<{
    departmentId: number | null;
    department: string | null;
    count: number;
  }>`
    select d."departmentId", d.department, h.n::int as count
    from (
      select t."departmentKey" as k, t.n - coalesce(o.n, 0) as n
      from "employeeTally" t
      left join (
        select k, sum(n) as n from (
          select coalesce("departmentId", 0) as k, count(*) as n from employee
            where "userId" is null group by 1
          union all
          select coalesce(e."departmentId", 0), count(*) from "user" u
            join employee e on e."userId" = u."userId"
            where u.active is not true group by 1
        ) parts group by k
      ) o on o.k = t."departmentKey"
    ) h
    left join department d on d."departmentId" = nullif(h.k, 0)
    where h.n > 0
    order by h.n desc, d.department`.execute(db);
  return rows;
}
