/**
 * The figures of the dashboard cards (GET /api/v1/dashboard/summary), each part present only when
 * the caller holds the privilege to see that data, and each computed by an aggregate in the database.
 *
 * - headcountByDepartment: GETALL_DEPARTMENTS or GET_ALL_EMPLOYEES; active users' employees.
 * - leaveThisMonth and onLeaveToday: GET_ALL_LEAVE_REQUESTS for everyone; APPROVE_LEAVE_REQUEST or
 *   DECLINE_LEAVE_REQUEST for the departments the caller manages (the approver list's rule,
 *   resources/leaveRequest/leaveRequest.pending.server.ts).
 * - attendanceToday: GET_ALL_ATTENDANCE (the privilege that reads everyone's attendance).
 *
 * The aggregates themselves are dashboard.queries.server.ts's. They scan whole tables, so the
 * summary is remembered per caller's view and day until the next write, not computed on every visit
 * to the home page.
 */
import {
  callerScope,
  localDate,
  remember,
  type Principal,
  type Tx,
} from '../../src/server/operations/hookApi.ts';
import {
  activeHeadcount,
  clockInsOn,
  leaveByStatus,
  onLeaveOn,
  type LeaveScope,
} from './dashboard.queries.server.ts';

type Heads = Awaited<ReturnType<typeof activeHeadcount>>;

const ON_LEAVE_LIMIT = 50;
const holds = (p: Principal, privilege: string) => p.privileges.includes(privilege);

/**
 * Active employees per department (the employee tally): also the attendance card's number of
 * employees (their sum), so one summary reads it once.
 */
const headcountOnce = (tx: Tx) => {
  let read: ReturnType<typeof activeHeadcount> | undefined;
  return () => (read ??= activeHeadcount(tx));
};

/** Which employees' leave the caller may count: all, their teams', or none. */
function leaveScope(caller: Principal): LeaveScope | null {
  if (holds(caller, 'GET_ALL_LEAVE_REQUESTS')) return 'all';
  const approver = holds(caller, 'APPROVE_LEAVE_REQUEST') || holds(caller, 'DECLINE_LEAVE_REQUEST');
  return approver && caller.employeeId ? caller.employeeId : null;
}

async function leaveThisMonth(tx: Tx, scope: LeaveScope, now: Date) {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const by = await leaveByStatus(tx, scope, localDate(first), localDate(last));
  return {
    month: localDate(first).slice(0, 7),
    PENDING: by.PENDING ?? 0,
    APPROVED: by.APPROVED ?? 0,
    DECLINED: by.DECLINED ?? 0,
  };
}

async function attendanceToday(tx: Tx, today: string, headcount: () => Promise<Heads>) {
  const [day, heads] = await Promise.all([clockInsOn(tx, today), headcount()]);
  const employees = heads.reduce((sum, d) => sum + d.count, 0);
  return { date: today, checkedIn: day.checkedIn, stillIn: day.stillIn, employees };
}

/** What of the summary the caller may see: the inputs of its answer besides the data and the date. */
function dashboardView(caller: Principal) {
  return {
    scope: leaveScope(caller),
    seesHeadcount: holds(caller, 'GETALL_DEPARTMENTS') || holds(caller, 'GET_ALL_EMPLOYEES'),
    seesAttendance: holds(caller, 'GET_ALL_ATTENDANCE'),
  };
}

/** The privileges `dashboardView` reads. */
const DASHBOARD_PRIVILEGES = [
  'GET_ALL_LEAVE_REQUESTS',
  'APPROVE_LEAVE_REQUEST',
  'DECLINE_LEAVE_REQUEST',
  'GETALL_DEPARTMENTS',
  'GET_ALL_EMPLOYEES',
  'GET_ALL_ATTENDANCE',
];

/** The figures of the cards for `view` on the day of `now`. */
async function dashboardFigures(tx: Tx, view: ReturnType<typeof dashboardView>, now: Date) {
  const { scope, seesHeadcount, seesAttendance } = view;
  const today = localDate(now);
  const headcount = headcountOnce(tx);
  const [heads, month, away, attendance] = await Promise.all([
    seesHeadcount ? headcount() : undefined,
    scope !== null ? leaveThisMonth(tx, scope, now) : undefined,
    scope !== null ? onLeaveOn(tx, scope, today, ON_LEAVE_LIMIT) : undefined,
    seesAttendance ? attendanceToday(tx, today, headcount) : undefined,
  ]);
  return {
    ...(heads && { headcountByDepartment: heads }),
    ...(month && { leaveThisMonth: { ...month, scope: scope === 'all' ? 'all' : 'team' } }),
    ...(away && { onLeaveToday: away }),
    ...(attendance && { attendanceToday: attendance }),
  };
}

/** The dashboard's figures for the caller, today: remembered until the next write. */
export function dashboardSummary(tx: Tx, caller: Principal, now = new Date()) {
  const view = dashboardView(caller);
  return remember(
    tx,
    {
      op: 'dashboard.summary',
      scope: callerScope(caller, DASHBOARD_PRIVILEGES),
      date: localDate(now),
      input: {},
    },
    () => dashboardFigures(tx, view, now),
  );
}
