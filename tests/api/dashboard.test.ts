// GET /dashboard/summary: each part only for the privilege that may see it, a manager's leave
// figures limited to their own departments, and the numbers counted from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localDateTime } from '../../src/server/http/localTime.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
type Person = Awaited<ReturnType<TestApp['createUser']>> & { token: string };
let manager: Person, member: Person, outsider: Person;
const now = new Date();
const today = localDate(now);
const daysFromToday = (n: number) =>
  localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + n));
const firstOfMonth = localDate(new Date(now.getFullYear(), now.getMonth(), 1));
const nextMonth = localDate(new Date(now.getFullYear(), now.getMonth() + 1, 5));

async function person(privileges: string[]): Promise<Person> {
  const u = await t.createUser(privileges);
  return { ...u, token: await t.login(u.email, u.password) };
}
const summary = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard/summary',
    headers: t.auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const leave = (employeeId: number, startDate: string, endDate: string, status: string) =>
  t.db
    .insertInto('leaveRequest')
    .values({
      employeeId,
      leaveType: 'PLANNED',
      startDate,
      endDate,
      numberOfDays: 1,
      reason: 'Family visit',
      status,
      createdAt: new Date(),
    })
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  manager = await person(['APPROVE_LEAVE_REQUEST', 'DECLINE_LEAVE_REQUEST']);
  member = await person([]);
  outsider = await person([]);
  const dept = await t.db
    .insertInto('department')
    .values({
      department: 'Dashboard Team',
      description: 'Counted on the dashboard',
      managerId: manager.employeeId,
      attributes: '{}',
    })
    .returning('departmentId')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('employee')
    .set({ departmentId: dept.departmentId })
    .where('employeeId', 'in', [member.employeeId, manager.employeeId])
    .execute();
  // The team: approved today, pending this month, declined next month (not counted this month).
  await leave(member.employeeId, daysFromToday(0), daysFromToday(0), 'APPROVED');
  await leave(member.employeeId, firstOfMonth, firstOfMonth, 'PENDING');
  await leave(member.employeeId, nextMonth, nextMonth, 'DECLINED');
  // Someone outside the team, on leave today.
  await leave(outsider.employeeId, daysFromToday(-1), daysFromToday(1), 'APPROVED');
});
afterAll(() => t.close());

describe('GET /dashboard/summary', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a person without privileges no figures at all', async () => {
    const body = await summary(member.token);
    expect(body.success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  });

  it("gives an approver their own team's leave only", async () => {
    const body = await summary(manager.token);
    expect(body.headcountByDepartment).toBeUndefined();
    expect(body.attendanceToday).toBeUndefined();
    expect(body.leaveThisMonth).toMatchObject({
      scope: 'team',
      PENDING: 1,
      APPROVED: 1,
      DECLINED: 0,
    });
    expect(body.leaveThisMonth.month).toBe(today.slice(0, 7));
    expect(body.onLeaveToday.total).toBe(1);
    expect(body.onLeaveToday.people).toEqual([
      expect.objectContaining({
        employeeId: member.employeeId,
        department: 'Dashboard Team',
        leaveType: 'PLANNED',
      }),
    ]);
  });

  it('gives GET_ALL_LEAVE_REQUESTS everyone on leave today', async () => {
    const hr = await person(['GET_ALL_LEAVE_REQUESTS']);
    const body = await summary(hr.token);
    expect(body.leaveThisMonth.scope).toBe('all');
    const ids = body.onLeaveToday.people.map((p: { employeeId: number }) => p.employeeId);
    expect(ids).toEqual(expect.arrayContaining([member.employeeId, outsider.employeeId]));
    expect(body.onLeaveToday.total).toBeGreaterThanOrEqual(2);
  });

  it('counts active employees per department for GETALL_DEPARTMENTS or GET_ALL_EMPLOYEES', async () => {
    for (const privilege of ['GETALL_DEPARTMENTS', 'GET_ALL_EMPLOYEES']) {
      const body = await summary((await person([privilege])).token);
      const team = body.headcountByDepartment.find(
        (d: { department: string | null }) => d.department === 'Dashboard Team',
      );
      expect(team.count).toBe(2);
      expect(body.leaveThisMonth).toBeUndefined();
    }
    const watcher = (await person(['GET_ALL_ATTENDANCE'])).token;
    const viewer = (await person(['GETALL_DEPARTMENTS'])).token;
    const employees = (await summary(watcher)).attendanceToday.employees;
    await t.db
      .updateTable('user')
      .set({ active: false })
      .where('userId', '=', member.userId)
      .execute();
    const body = await summary(viewer);
    const team = body.headcountByDepartment.find(
      (d: { department: string | null }) => d.department === 'Dashboard Team',
    );
    expect(team.count).toBe(1);
    // The attendance card counts the same active employees.
    expect((await summary(watcher)).attendanceToday.employees).toBe(employees - 1);
    await t.db
      .updateTable('user')
      .set({ active: true })
      .where('userId', '=', member.userId)
      .execute();
  });

  it("counts today's check-ins for GET_ALL_ATTENDANCE", async () => {
    const watcher = await person(['GET_ALL_ATTENDANCE']);
    const before = (await summary(watcher.token)).attendanceToday;
    expect(before.date).toBe(today);
    const row = {
      date: today,
      latitude: 1,
      longitude: 1,
      elevation: null,
      attendanceMarked: false,
    };
    await t.db
      .insertInto('attendance')
      .values([
        { ...row, userId: member.userId, clockInTime: localDateTime(now) },
        {
          ...row,
          userId: outsider.userId,
          clockInTime: localDateTime(now),
          clockOutTime: localDateTime(now),
        },
      ])
      .execute();
    const after = (await summary(watcher.token)).attendanceToday;
    expect(after.checkedIn - before.checkedIn).toBe(2);
    expect(after.stillIn - before.stillIn).toBe(1);
    expect(after.employees).toBeGreaterThanOrEqual(3);
  });

  it('counts a stored request whose end comes before its start by the days between, and answers', async () => {
    // Such a row can only come from an older install or a direct write; the index on the days a
    // request spans must take it (a reversed range would refuse the insert) and the month count it.
    const hr = await person(['GET_ALL_LEAVE_REQUESTS']);
    const before = (await summary(hr.token)).leaveThisMonth;
    await leave(outsider.employeeId, firstOfMonth, daysFromToday(-400), 'DECLINED');
    const after = (await summary(hr.token)).leaveThisMonth;
    expect(after.DECLINED - before.DECLINED).toBe(1);
    expect(after.PENDING).toBe(before.PENDING);
  });
});
