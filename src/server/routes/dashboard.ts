/**
 * GET /api/v1/dashboard/summary: the figures of the dashboard cards, each part present only when the
 * caller holds the privilege to see that data, and each computed by an aggregate in the database.
 *
 * - headcountByDepartment: GETALL_DEPARTMENTS or GET_ALL_EMPLOYEES; active users' employees.
 * - leaveThisMonth and onLeaveToday: GET_ALL_LEAVE_REQUESTS for everyone; APPROVE_LEAVE_REQUEST or
 *   DECLINE_LEAVE_REQUEST for the departments the caller manages (the approver list's rule, leave.ts).
 * - attendanceToday: GET_ALL_ATTENDANCE (the privilege that reads everyone's attendance).
 *
 * One module by design (issue #7): its few read-only queries live here rather than in a repository.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { activeHeadcount } from '../db/employeeTally.ts';
import { memoBySnapshot } from '../db/snapshotMemo.ts';
import { replyOnceSaying } from '../messages.ts';
import { localDate } from '../operations/attendance.ts';
import type { Principal } from '../repositories/users.ts';
import type { FeatureOptions } from './features.ts';
import { nullable, protectedErrors } from '../wire.ts';

const ON_LEAVE_LIMIT = 50;
const holds = (p: Principal, privilege: string) => p.privileges.includes(privilege);
const count = sql<number>`count(*)::int`;

/**
 * Active employees per department (employeeTally.ts). Shared by every caller while the database is
 * unchanged: it is also the attendance card's number of employees (their sum).
 */
const headcount = (db: Db) => memoBySnapshot(db, 'dashboard:headcount', () => activeHeadcount(db));

/** Which employees' leave the caller may count: all, their teams', or none. */
function leaveScope(caller: Principal): 'all' | number | null {
  if (holds(caller, 'GET_ALL_LEAVE_REQUESTS')) return 'all';
  const approver = holds(caller, 'APPROVE_LEAVE_REQUEST') || holds(caller, 'DECLINE_LEAVE_REQUEST');
  return approver && caller.employeeId ? caller.employeeId : null;
}

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
  const rows = await leaveRows(db, scope)
    // The three statuses named, so the (status, endDate) index answers on PostgreSQL 15 too.
    .where('l.status', 'in', ['PENDING', 'APPROVED', 'DECLINED'])
    .where('l.startDate', '<=', localDate(last))
    .where('l.endDate', '>=', localDate(first))
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
    .where('l.startDate', '<=', today)
    .where('l.endDate', '>=', today);
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

async function attendanceToday(db: Db, today: string) {
  const [day, heads] = await Promise.all([
    db
      .selectFrom('attendance')
      .where('date', '=', today)
      .select([
        count.as('checkedIn'),
        sql<number>`count(*) filter (where "clockOutTime" is null)::int`.as('stillIn'),
      ])
      .executeTakeFirstOrThrow(),
    headcount(db),
  ]);
  const employees = heads.reduce((sum, d) => sum + d.count, 0);
  return { date: today, checkedIn: day.checkedIn, stillIn: day.stillIn, employees };
}

/**
 * The figures depend only on the database, the date and what the caller may see, so they are
 * computed once while the database is unchanged (snapshotMemo.ts) for each such combination: the aggregates
 * scan whole tables, and repeating them on every visit to the home page would not scale.
 */
export async function dashboardSummary(db: Db, caller: Principal, now = new Date()) {
  const today = localDate(now);
  const scope = leaveScope(caller);
  const seesHeadcount = holds(caller, 'GETALL_DEPARTMENTS') || holds(caller, 'GET_ALL_EMPLOYEES');
  const seesAttendance = holds(caller, 'GET_ALL_ATTENDANCE');
  const key = `dashboard:${today}:${scope}:${seesHeadcount}:${seesAttendance}`;
  return memoBySnapshot(
    db,
    key,
    () => summary(db, now, today, scope, seesHeadcount, seesAttendance),
    {
      seal: true,
    },
  );
}

async function summary(
  db: Db,
  now: Date,
  today: string,
  scope: 'all' | number | null,
  seesHeadcount: boolean,
  seesAttendance: boolean,
) {
  const [heads, month, away, attendance] = await Promise.all([
    seesHeadcount ? headcount(db) : undefined,
    scope !== null ? leaveThisMonth(db, scope, now) : undefined,
    scope !== null ? onLeaveToday(db, scope, today) : undefined,
    seesAttendance ? attendanceToday(db, today) : undefined,
  ]);
  return {
    ...(heads && { headcountByDepartment: heads }),
    ...(month && { leaveThisMonth: { ...month, scope: scope === 'all' ? 'all' : 'team' } }),
    ...(away && { onLeaveToday: away }),
    ...(attendance && { attendanceToday: attendance }),
  };
}

/** One envelope per remembered summary, so its JSON is written once (sealed.ts). */
const summaryReply = replyOnceSaying(
  () => 'dashboard.fetched',
  (figures: Awaited<ReturnType<typeof dashboardSummary>>, message) => ({
    success: true,
    message,
    ...figures,
  }),
);

const int = { type: 'integer' };
const text = { type: 'string' };
const summarySchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: text,
    headcountByDepartment: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          departmentId: nullable('integer'),
          department: nullable('string'),
          count: int,
        },
      },
    },
    leaveThisMonth: {
      type: 'object',
      properties: { month: text, scope: text, PENDING: int, APPROVED: int, DECLINED: int },
    },
    onLeaveToday: {
      type: 'object',
      properties: {
        total: int,
        people: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              employeeId: int,
              firstName: nullable('string'),
              lastName: nullable('string'),
              department: nullable('string'),
              leaveType: text,
              endDate: text,
            },
          },
        },
      },
    },
    attendanceToday: {
      type: 'object',
      properties: { date: text, checkedIn: int, stillIn: int, employees: int },
    },
  },
};

export async function dashboardRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  app.get(
    '/api/v1/dashboard/summary',
    {
      // Any session; each part is gated by its own privilege above.
      config: { access: 'signedIn' },
      schema: { response: { 200: summarySchema, ...protectedErrors } },
    },
    async (request, reply) => summaryReply(reply, await dashboardSummary(db, request.principal)),
  );
}
