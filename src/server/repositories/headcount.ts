/**
 * The dashboard's headcount, read from the per-department counts the employee resource keeps
 * (`employeeTally`, declared in resources/employee/employee.database.ts; the list's totals read it
 * too: resources/employee/employee.tally.queries.server.ts), a few hundred rows instead of the
 * whole table. Here until the dashboard moves into a resource folder of its own (issue #38).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

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
