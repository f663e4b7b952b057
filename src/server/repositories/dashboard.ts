/**
 * The dashboard's aggregates (operations/dashboard.ts decides who sees which): leave requests by
 * status over a month, who is on approved leave on a day, and the day's clock-ins. `scope` is every
 * employee (`'all'`) or the employees of the departments one manager (an employee id) runs.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { leaveDays } from '../../../resources/leaveRequest/leaveRequest.database.ts';

export type LeaveScope = 'all' | number;

const count = sql<number>`count(*)::int`;

/** A request's days meet [from, to]: what the GiST index on them answers (repositories/leave.ts). */
const meets = (from: string, to: string) =>
  sql<boolean>`${sql.raw(leaveDays('l.'))} && daterange(${from}::date, ${to}::date, '[]')`;

const leaveRows = (db: Db, scope: LeaveScope) => {
  const q = db
    .selectFrom('leaveRequest as l')
    .innerJoin('employee as e', 'e.employeeId', 'l.employeeId');
  if (scope === 'all') return q;
  const managed = db.selectFrom('department').select('departmentId').where('managerId', '=', scope);
  return q.where('e.departmentId', 'in', managed);
};

/** The requests of the scope whose days meet [from, to], counted by status. */
export async function leaveByStatus(db: Db, scope: LeaveScope, from: string, to: string) {
  // Counting every request needs no employee but that it names one (its foreign key does the
  // rest): the index on the dates alone answers, without joining 100k employees.
  const requests =
    scope === 'all'
      ? db.selectFrom('leaveRequest as l').where('l.employeeId', 'is not', null)
      : leaveRows(db, scope);
  const rows = await requests
    .where('l.status', 'in', ['PENDING', 'APPROVED', 'DECLINED'])
    .where(meets(from, to))
    .select(['l.status', count.as('count')])
    .groupBy('l.status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, r.count])) as Record<string, number>;
}

/** The first `limit` people of the scope on approved leave on `day` (by name), and how many in all. */
export async function onLeaveOn(db: Db, scope: LeaveScope, day: string, limit: number) {
  const approved = leaveRows(db, scope).where('l.status', '=', 'APPROVED').where(meets(day, day));
  const [people, total] = await Promise.all([
    approved
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
      .limit(limit)
      .execute(),
    approved
      .select(sql<number>`count(distinct l."employeeId")::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: total.n, people };
}

/** How many clocked in on `day`, and how many of them have not clocked out. */
export const clockInsOn = (db: Db, day: string) =>
  db
    .selectFrom('attendance')
    .where('date', '=', day)
    .select([
      count.as('checkedIn'),
      sql<number>`count(*) filter (where "clockOutTime" is null)::int`.as('stillIn'),
    ])
    .executeTakeFirstOrThrow();
