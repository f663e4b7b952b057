/**
 * Leave requests as LeaveRows (the lists, the overlap check), the balances' creation and accrual,
 * and the public holidays a request's days leave out.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The days a request spans, as the GiST index on them is written (leaveRequest.database.ts). */
export { leaveDays } from '../../../resources/leaveRequest/leaveRequest.database.ts';

export type LeaveStatus = 'PENDING' | 'APPROVED' | 'DECLINED';

const leaveRows = (db: Db) =>
  db
    .selectFrom('leaveRequest as l')
    .innerJoin('employee as e', 'e.employeeId', 'l.employeeId')
    .select([
      'l.leaveId as id',
      'l.employeeId',
      'e.firstName as employeeFirstName',
      'e.lastName as employeeLastName',
      'l.leaveType',
      'l.startDate',
      'l.endDate',
      'l.numberOfDays',
      'l.reason',
      'l.status',
    ]);

export async function pageLeave(
  db: Db,
  q: {
    employeeId?: number;
    status?: LeaveStatus;
    managerId?: number;
    /** Leave out this employee's requests (an approver's own, which they may not act on). */
    exceptEmployeeId?: number;
    offset: number;
    limit: number;
  },
) {
  // The same filter for the page and its count.
  const conditions = [
    sql`true`,
    q.employeeId !== undefined && sql`l."employeeId" = ${q.employeeId}`,
    q.exceptEmployeeId !== undefined && sql`l."employeeId" <> ${q.exceptEmployeeId}`,
    q.status !== undefined && sql`l.status = ${q.status}`,
    q.managerId !== undefined &&
      sql`e."departmentId" in (select "departmentId" from department where "managerId" = ${q.managerId})`,
  ].filter((c) => c !== false);
  const where = sql<boolean>`${sql.join(conditions, sql` and `)}`;
  const [items, total] = await Promise.all([
    leaveRows(db)
      .where(where)
      .orderBy('l.startDate', 'desc')
      .orderBy('l.leaveId', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    (q.status && q.employeeId === undefined && q.managerId === undefined
      ? keptCount(db, q.status, q.exceptEmployeeId)
      : db
          .selectFrom('leaveRequest as l')
          .innerJoin('employee as e', 'e.employeeId', 'l.employeeId')
          .where(where)
          .select(sql<number>`count(*)::int`.as('n'))
    ).executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.n };
}

/**
 * How many requests have `status`, but `except`'s: the kept count (db/leaveTally.ts) less theirs
 * (their index), instead of counting every request of that status after each write.
 */
function keptCount(db: Db, status: LeaveStatus, except: number | undefined) {
  const own =
    except === undefined
      ? sql`0`
      : sql`(select count(*) from "leaveRequest" where "employeeId" = ${except} and status = ${status})`;
  return db.selectNoFrom(
    sql<number>`(coalesce((select n from "leaveTally" where status = ${status}), 0) - ${own})::int`.as(
      'n',
    ),
  );
}

export const findLeaveRow = (db: Db, leaveId: number) =>
  leaveRows(db).where('l.leaveId', '=', leaveId).executeTakeFirst();

export async function overlaps(db: Db, employeeId: number, startDate: string, endDate: string) {
  const row = await db
    .selectFrom('leaveRequest')
    .select('leaveId')
    .where('employeeId', '=', employeeId)
    .where('status', '<>', 'DECLINED')
    .where('startDate', '<=', endDate)
    .where('endDate', '>=', startDate)
    .executeTakeFirst();
  return !!row;
}

/**
 * Gives every (employee, leave type) pair without a balance its first month: accrued = the type's
 * monthly allowance. Safe to run any number of times (contract §5.5 #44).
 */
export async function ensureBalances(db: Db, month: string, employeeId?: number) {
  if (employeeId === undefined && (await everyBalanceExists(db))) return;
  await sql`
    insert into "leaveBalance" ("employeeId", "leaveTypeId", "accruedLeave", "usedLeave", "carryForward", "lastAccruedMonth")
    select e."employeeId", t."leaveTypeId", t."leavesPerMonth", 0, 0, ${month}
    from "employee" e cross join "leaveType" t
    where (${employeeId ?? null}::bigint is null or e."employeeId" = ${employeeId ?? null}::bigint)
      and not exists (
        select 1 from "leaveBalance" b where b."employeeId" = e."employeeId" and b."leaveTypeId" = t."leaveTypeId"
      )`.execute(db);
}

/**
 * Whether every employee has a balance of every leave type: (employee, leave type) is unique in
 * leaveBalance, so equal counts mean none is missing. Counting is three index-only scans (~0.1 s
 * at 100,000 employees on PGlite), where the anti-join that finds the missing pairs took ~1 s.
 */
async function everyBalanceExists(db: Db): Promise<boolean> {
  const { rows } = await sql<{ complete: boolean }>`
    select (select count(*) from "leaveBalance")
         = (select count(*) from "employee") * (select count(*) from "leaveType") as complete`.execute(
    db,
  );
  return rows[0]?.complete === true;
}

/**
 * One month of accrual for every balance still behind `month`: unused accrued days move to
 * carry-forward (capped at the type's limit) and accrued restarts at the monthly allowance. The
 * `lastAccruedMonth` guard makes a second run in the same month a no-op.
 */
export async function accrueOneMonth(db: Db, month: string): Promise<number> {
  const res = await sql`
    update "leaveBalance" b
    set "carryForward" = least(b."carryForward" + b."accruedLeave", t."carryForwardLimit"),
        "accruedLeave" = t."leavesPerMonth",
        "lastAccruedMonth" = to_char(to_date(coalesce(b."lastAccruedMonth", ${month}), 'YYYY-MM') + interval '1 month', 'YYYY-MM')
    from "leaveType" t
    where t."leaveTypeId" = b."leaveTypeId"
      and b."lastAccruedMonth" is not null
      and b."lastAccruedMonth" < ${month}`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

// ---- the public-holiday calendar as the leave rules read it

/**
 * The holidays of one employee (those of every organisation plus their own organisation's) between
 * two dates, one row per date. An employee's organisation is their department's (or that
 * department's sub-organisation's). A date with any full-day holiday counts as a full day.
 */
export async function holidaysOfEmployee(
  db: Db,
  employeeId: number,
  start: string,
  end: string,
): Promise<{ date: string; halfDay: boolean }[]> {
  const rows = await db
    .selectFrom('holiday as h')
    .select([
      'h.date',
      // bool_and: half only when every holiday on that date is a half day.
      sql<boolean>`bool_and(coalesce(h."halfDay", false))`.as('halfDay'),
    ])
    .where('h.date', '>=', start)
    .where('h.date', '<=', end)
    .where((eb) =>
      eb.or([
        eb('h.organizationId', 'is', null),
        eb(
          'h.organizationId',
          '=',
          eb
            .selectFrom('employee as e')
            .innerJoin('department as d', 'd.departmentId', 'e.departmentId')
            .leftJoin('branch as b', 'b.branchId', 'd.branchId')
            .select(sql<number>`coalesce(d."organizationId", b."organizationId")`.as('o'))
            .where('e.employeeId', '=', employeeId),
        ),
      ]),
    )
    .groupBy('h.date')
    .orderBy('h.date')
    .execute();
  return rows as { date: string; halfDay: boolean }[];
}
