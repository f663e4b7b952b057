/**
 * The figures of the dashboard cards (GET /api/v1/dashboard/summary), each part present only when
 * the caller holds the privilege to see that data, and each computed by an aggregate in the database.
 *
 * - headcountByDepartment: GETALL_DEPARTMENTS or GET_ALL_EMPLOYEES; active users' employees.
 * - leaveThisMonth and onLeaveToday: GET_ALL_LEAVE_REQUESTS for everyone; APPROVE_LEAVE_REQUEST or
 *   DECLINE_LEAVE_REQUEST for the departments the caller manages (the approver list's rule, leave.ts).
 * - attendanceToday: GET_ALL_ATTENDANCE (the privilege that reads everyone's attendance).
 *
 * The aggregates themselves are repositories/dashboard.ts's.
 */
import type { Db } from '../db/database.ts';
import {
  clockInsOn,
  leaveByStatus,
  onLeaveOn,
  type LeaveScope,
} from '../repositories/dashboard.ts';
import { activeHeadcount } from '../repositories/headcount.ts';
import type { Principal } from '../repositories/users.ts';
import { localDate } from './attendance.ts';

type Heads = Awaited<ReturnType<typeof activeHeadcount>>;

const ON_LEAVE_LIMIT = 50;
const holds = (p: Principal, privilege: string) => p.privileges.includes(privilege);

/**
 * Active employees per department (repositories/headcount.ts): also the attendance card's number of
 * employees (their sum), so one summary reads it once.
 */
const headcountOnce = (db: Db) => {
  let read: ReturnType<typeof activeHeadcount> | undefined;
  return () => (read ??= activeHeadcount(db));
};

/** Which employees' leave the caller may count: all, their teams', or none. */
function leaveScope(caller: Principal): LeaveScope | null {
  if (holds(caller, 'GET_ALL_LEAVE_REQUESTS')) return 'all';
  const approver = holds(caller, 'APPROVE_LEAVE_REQUEST') || holds(caller, 'DECLINE_LEAVE_REQUEST');
  return approver && caller.employeeId ? caller.employeeId : null;
}

async function leaveThisMonth(db: Db, scope: LeaveScope, now: Date) {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const by = await leaveByStatus(db, scope, localDate(first), localDate(last));
  return {
    month: localDate(first).slice(0, 7),
    PENDING: by.PENDING ?? 0,
    APPROVED: by.APPROVED ?? 0,
    DECLINED: by.DECLINED ?? 0,
  };
}

async function attendanceToday(db: Db, today: string, headcount: () => Promise<Heads>) {
  const [day, heads] = await Promise.all([clockInsOn(db, today), headcount()]);
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
    scope !== null ? onLeaveOn(db, scope, today, ON_LEAVE_LIMIT) : undefined,
    seesAttendance ? attendanceToday(db, today, headcount) : undefined,
  ]);
  return {
    ...(heads && { headcountByDepartment: heads }),
    ...(month && { leaveThisMonth: { ...month, scope: scope === 'all' ? 'all' : 'team' } }),
    ...(away && { onLeaveToday: away }),
    ...(attendance && { attendanceToday: attendance }),
  };
}
