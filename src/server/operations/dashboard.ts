/**
 * The figures of the dashboard cards (GET /api/v1/dashboard/summary), each part present only when
 * the caller holds the privilege to see that data, and each computed by an aggregate in the database.
 *
 * - headcountByDepartment: GETALL_DEPARTMENTS or GET_ALL_EMPLOYEES; active users' employees.
 * - leaveThisMonth and onLeaveToday: GET_ALL_LEAVE_REQUESTS for everyone; APPROVE_LEAVE_REQUEST or
 *   DECLINE_LEAVE_REQUEST for the departments the caller manages (the approver list's rule, leave.ts).
 * - attendanceToday: GET_ALL_ATTENDANCE (the privilege that reads everyone's attendance).
 *
 * Its few read-only queries live here rather than in a repository (issue #7).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { activeHeadcount } from '../repositories/employees.ts';
import { leaveDays } from '../repositories/leave.ts';
import type { Principal } from '../repositories/users.ts';
import { localDate } from './attendance.ts';

type Heads = Awaited<ReturnType<typeof activeHeadcount>>;

const ON_LEAVE_LIMIT = 50;
const holds = (p: Principal, privilege: string) => p.privileges.includes(privilege);
const count = sql<number>`count(*)::int`;

/**
 * Active employees per department (employeeTally.ts): also the attendance card's number of
 * employees (their sum), so one summary reads it once.
 */
const headcountOnce = (db: Db) => {
  let read: ReturnType<typeof activeHeadcount> | undefined;
  return () => (read ??= activeHeadcount(db));
};

/** Which employees' leave the caller may count: all, their teams', or none. */
function leaveScope(caller: Principal): 'all' | number | null {
  if (holds(caller, 'GET_ALL_LEAVE_REQUESTS')) return 'all';
  const approver = holds(caller, 'APPROVE_LEAVE_REQUEST') || holds(caller, 'DECLINE_LEAVE_REQUEST');
  return approver && caller.employeeId ? caller.employeeId : null;
}

/** A request's days meet [from, to]: what the GiST index on them answers (repositories/leave.ts). */
const meets = (from: string, to: string) =>
  sql<boolean>`${sql.raw(leaveDays('l.'))} && daterange(${from}::date, ${to}::date, '[]')`;

const leaveRows = (db: Db, scope: 'all' | number) => {
  const q = db
    .selectFrom('leaveRequest as l')
    .innerJoin('employee as e', 'e.employeeId', 'l.employeeId');
  if (scope === 'all') return q;
  const managed = db.selectFrom('department').select('departmentId').where('managerId', '=', scope);
  return q.where('e.departmentId', 'in', managed);
};

async function leaveThisMonth(db: Db, scope: 'all' | number, now: Date) {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  // Counting every request needs no employee but that it names one (its foreign key does the
  // rest): the index on the dates alone answers, without joining 100k employees.
  const requests =
    scope === 'all'
      ? db.selectFrom('leaveRequest as l').where('l.employeeId', 'is not', null)
      : leaveRows(db, scope);
  const rows = await requests
    .where('l.status', 'in', ['PENDING', 'APPROVED', 'DECLINED'])
    .where(meets(localDate(first), localDate(last)))
    .select(['l.status', count.as('count')])
    .groupBy('l.status')
    .execute();
  const by = Object.fromEntries(rows.map((r) => [r.status, r.count]));
  return {
    month: localDate(first).slice(0, 7),
    PENDING: by.PENDING ?? 0,
    APPROVED: by.APPROVED ?? 0,
    DECLINED: by.DECLINED ?? 0,
  };
}

async function onLeaveToday(db: Db, scope: 'all' | number, today: string) {
  const approvedToday = leaveRows(db, scope)
    .where('l.status', '=', 'APPROVED')
    .where(meets(today, today));
  const [people, total] = await Promise.all([
    approvedToday
      .leftJoin('department as d', 'd.departmentId', 'e.departmentId')
      .select([
        'e.employeeId',
        'e.firstName',
        'e.lastName',
        'd.department',
        'l.leaveType',
        'l.endDate',
      ])
      .orderBy('e.firstName')
      .orderBy('e.lastName')
      .limit(ON_LEAVE_LIMIT)
      .execute(),
    approvedToday
      .select(sql<number>`count(distinct l."employeeId")::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: total.n, people };
}

async function attendanceToday(db: Db, today: string, headcount: () => Promise<Heads>) {
  const [day, heads] = await Promise.all([
    db
      .selectFrom('attendance')
      .where('date', '=', today)
      .select([
        count.as('checkedIn'),
        sql<number>`count(*) filter (where "clockOutTime" is null)::int`.as('stillIn'),
      ])
      .executeTakeFirstOrThrow(),
    headcount(),
  ]);
  const employees = heads.reduce((sum, d) => sum + d.count, 0);
  return { date: today, checkedIn: day.checkedIn, stillIn: day.stillIn, employees };
}

/** What of the summary the caller may see: the inputs of its answer besides the data and the date. */
export function dashboardView(caller: Principal) {
  return {
    scope: leaveScope(caller),
    seesHeadcount: holds(caller, 'GETALL_DEPARTMENTS') || holds(caller, 'GET_ALL_EMPLOYEES'),
    seesAttendance: holds(caller, 'GET_ALL_ATTENDANCE'),
  };
}

/** The privileges `dashboardView` reads. */
export const DASHBOARD_PRIVILEGES = [
  'GET_ALL_LEAVE_REQUESTS',
  'APPROVE_LEAVE_REQUEST',
  'DECLINE_LEAVE_REQUEST',
  'GETALL_DEPARTMENTS',
  'GET_ALL_EMPLOYEES',
  'GET_ALL_ATTENDANCE',
];

/**
 * The figures of the cards for `view` on the day of `now`; they scan whole tables, so they are
 * served by reads.ts rather than computed on every visit to the home page.
 */
export async function dashboardFigures(db: Db, view: ReturnType<typeof dashboardView>, now: Date) {
  const { scope, seesHeadcount, seesAttendance } = view;
  const today = localDate(now);
  const headcount = headcountOnce(db);
  const [heads, month, away, attendance] = await Promise.all([
    seesHeadcount ? headcount() : undefined,
    scope !== null ? leaveThisMonth(db, scope, now) : undefined,
    scope !== null ? onLeaveToday(db, scope, today) : undefined,
    seesAttendance ? attendanceToday(db, today, headcount) : undefined,
  ]);
  return {
    ...(heads && { headcountByDepartment: heads }),
    ...(month && { leaveThisMonth: { ...month, scope: scope === 'all' ? 'all' : 'team' } }),
    ...(away && { onLeaveToday: away }),
    ...(attendance && { attendanceToday: attendance }),
  };
}
