/**
 * Leave requests as LeaveRows (the lists, the overlap check), and the public holidays a request's
 * days leave out: the leave rules' SQL (leaveRequest.rules.server.ts and the hook file call these
 * with the hook's transaction).
 */
import { dbOf, sql, type Db, type Tx } from '../../src/server/repositories/queryApi.ts';

/** A hook's transaction, or the database itself (a read outside one, a test). */
type On = Tx | Db;

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
  on: On,
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
  const db = dbOf(on);
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
 * How many requests have `status`, but `except`'s: the kept count (leaveRequest.database.ts) less theirs
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

export const findLeaveRow = (on: On, leaveId: number) =>
  leaveRows(dbOf(on)).where('l.leaveId', '=', leaveId).executeTakeFirst();

export async function overlaps(on: On, employeeId: number, startDate: string, endDate: string) {
  const row = await dbOf(on)
    .selectFrom('leaveRequest')
    .select('leaveId')
    .where('employeeId', '=', employeeId)
    .where('status', '<>', 'DECLINED')
    .where('startDate', '<=', endDate)
    .where('endDate', '>=', startDate)
    .executeTakeFirst();
  return !!row;
}

// ---- the public-holiday calendar as the leave rules read it

/**
 * The holidays of one employee (those of every organisation plus their own organisation's) between
 * two dates, one row per date. An employee's organisation is their department's (or that
 * department's sub-organisation's). A date with any full-day holiday counts as a full day.
 */
export async function holidaysOfEmployee(
  on: On,
  employeeId: number,
  start: string,
  end: string,
): Promise<{ date: string; halfDay: boolean }[]> {
  const rows = await dbOf(on)
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
