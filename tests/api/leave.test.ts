import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccrual } from '../../resources/leaveBalance/leaveBalance.accrual.server.ts';
import {
  currentMonth,
  ensureBalances,
} from '../../resources/leaveBalance/leaveBalance.queries.server.ts';
import { serverHooks } from '../../src/generated/serverHooks.ts';
import { beforeListen, runJob } from '../../src/server/operations/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
type Person = Awaited<ReturnType<TestApp['createUser']>> & { token: string };
let manager: Person, a: Person, b: Person, hr: Person;

const EMPLOYEE = [
  'CREATE_LEAVE_REQUEST',
  'GET_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_APPROVED_REQUEST_OF_EMPLOYEE',
  'GET_DECLINED_REQUEST_OF_EMPLOYEE',
];
const APPROVER = [...EMPLOYEE, 'APPROVE_LEAVE_REQUEST', 'DECLINE_LEAVE_REQUEST'];

async function person(privileges: string[]): Promise<Person> {
  const u = await t.createUser(privileges);
  return { ...u, token: await t.login(u.email, u.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await person(APPROVER);
  hr = await person([...APPROVER, 'GET_ALL_LEAVE_REQUESTS']);
  a = await person(EMPLOYEE);
  b = await person(EMPLOYEE);
  const dept = await t.db
    .insertInto('department')
    .values({
      department: 'Support',
      description: 'Helps customers',
      managerId: manager.employeeId,
      attributes: '{}',
    })
    .returning('departmentId')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('employee')
    .set({ departmentId: dept.departmentId })
    .where('employeeId', '=', a.employeeId)
    .execute();
  await ensureBalances(t.db, currentMonth());
  // Enough days for every request this file makes; the 406 case asks for more.
  await t.db.updateTable('leaveBalance').set({ accruedLeave: 20 }).execute();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
let day = 10;
/** A fresh, non-overlapping two-day range far in the future for each request. */
function nextRange(days = 2) {
  const start = new Date(Date.UTC(2031, 0, 1) + day * 86_400_000);
  day += days + 1;
  const end = new Date(start.getTime() + (days - 1) * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}
const apply = (who: Person, body: object = {}, forEmployee = who.employeeId) =>
  call('POST', `/leave/${forEmployee}/leaveRequest`, who.token, {
    leaveType: 'PLANNED',
    numberOfDays: 1,
    reason: 'Family visit',
    ...nextRange(),
    ...body,
  });
const balanceOf = async (employeeId: number, type = 'PLANNED') =>
  t.db
    .selectFrom('leaveBalance as l')
    .innerJoin('leaveType as t', 't.leaveTypeId', 'l.leaveTypeId')
    .select(['accruedLeave', 'usedLeave', 'carryForward'])
    .where('l.employeeId', '=', employeeId)
    .where('t.leaveType', '=', type)
    .executeTakeFirstOrThrow();
const statusOf = async (leaveId: number) =>
  (
    await t.db
      .selectFrom('leaveRequest')
      .select('status')
      .where('leaveId', '=', leaveId)
      .executeTakeFirstOrThrow()
  ).status;

describe('applying for leave (L1)', () => {
  it('creates a PENDING request with 201 and the S2 envelope', async () => {
    const res = await apply(a);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      Success: true,
      Message: expect.any(String),
      leaveRequest: { status: 'PENDING', leaveType: 'PLANNED' },
    });
  });

  it('refuses leave filed for someone else (case 11)', async () => {
    expect((await apply(a, {}, b.employeeId)).statusCode).toBe(403);
  });

  it('checks the dates, the day count, the schema messages and the balance, storing nothing', async () => {
    const before = await t.db.selectFrom('leaveRequest').select('leaveId').execute();
    expect((await apply(a, { startDate: '2031-06-10', endDate: '2031-06-09' })).statusCode).toBe(
      400,
    );
    expect(
      (await apply(a, { startDate: '2031-06-10', endDate: '2031-06-11', numberOfDays: 3 }))
        .statusCode,
    ).toBe(400);
    const zero = await apply(a, { numberOfDays: 0 });
    expect(zero.json().errors).toContain('This field is required and must be at least 1 day');
    expect((await apply(a, { reason: '  ' })).json().errors).toContain('This field is required');
    expect((await apply(a, { leaveType: 'SABBATICAL' })).statusCode).toBe(404);
    const greedy = await apply(a, { ...nextRange(30), numberOfDays: 30 });
    expect(greedy.statusCode).toBe(406);
    expect(greedy.json().message).toMatch(/days available/);
    expect(await t.db.selectFrom('leaveRequest').select('leaveId').execute()).toEqual(before);
  });

  it('refuses an overlap with a pending request, but not with a declined one', async () => {
    const range = nextRange();
    const first = (await apply(a, range)).json().leaveRequest.leaveId;
    expect((await apply(a, range)).statusCode).toBe(400);
    await call('PATCH', `/leave/declineLeaveRequest/${first}`, manager.token);
    expect((await apply(a, range)).statusCode).toBe(201);
  });
});

describe('approving and declining (L3, L4)', () => {
  it("lets the requester's manager approve, deducting accrued days first", async () => {
    const before = await balanceOf(a.employeeId);
    const id = (await apply(a)).json().leaveRequest.leaveId;
    const res = await call('PATCH', `/leave/${id}/approve`, manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'LEAVE APPROVED SUCCESSFULLY',
      leaveRequest: { id, status: 'APPROVED' },
    });
    const after = await balanceOf(a.employeeId);
    expect(after.usedLeave).toBe(before.usedLeave + 1);
    expect(after.accruedLeave).toBe(before.accruedLeave - 1);
    expect((await call('PATCH', `/leave/${id}/approve`, manager.token)).statusCode).toBe(409);
    expect(
      (await call('PATCH', `/leave/declineLeaveRequest/${id}`, manager.token)).statusCode,
    ).toBe(409);
  });

  it("refuses one's own leave, and leave outside one's team, leaving it PENDING (case 10)", async () => {
    const own = (await apply(manager)).json().leaveRequest.leaveId;
    expect((await call('PATCH', `/leave/${own}/approve`, manager.token)).statusCode).toBe(403);
    const other = (await apply(b)).json().leaveRequest.leaveId;
    expect((await call('PATCH', `/leave/${other}/approve`, manager.token)).statusCode).toBe(403);
    expect(await statusOf(own)).toBe('PENDING');
    expect(await statusOf(other)).toBe('PENDING');
    expect((await call('PATCH', `/leave/${other}/approve`, hr.token)).statusCode).toBe(200);
  });

  it('lets exactly one of twenty racing approve/decline clicks win, deducting once (case 21)', async () => {
    const before = await balanceOf(a.employeeId);
    const id = (await apply(a, { numberOfDays: 1 })).json().leaveRequest.leaveId;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          'PATCH',
          i % 2 ? `/leave/declineLeaveRequest/${id}` : `/leave/${id}/approve`,
          manager.token,
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const after = await balanceOf(a.employeeId);
    const approved = (await statusOf(id)) === 'APPROVED';
    expect(after.usedLeave).toBe(before.usedLeave + (approved ? 1 : 0));
  });

  it('answers 404 for an unknown request', async () => {
    expect((await call('PATCH', '/leave/999999/approve', manager.token)).statusCode).toBe(404);
  });
});

describe('leave lists', () => {
  it("shows a manager their team's pending requests and a holder of GET_ALL_LEAVE_REQUESTS everyone's (L2)", async () => {
    const aId = (await apply(a)).json().leaveRequest.leaveId;
    const bId = (await apply(b)).json().leaveRequest.leaveId;
    const team = (await call('GET', '/leave/getLeaveRequests?size=100', manager.token)).json();
    expect(team.Success).toBe(true);
    const teamIds = team.leaveRequests.map((r: { id: number }) => r.id);
    expect(teamIds).toContain(aId);
    expect(teamIds).not.toContain(bId);
    const all = (await call('GET', '/leave/getLeaveRequests?size=100', hr.token)).json();
    expect(all.leaveRequests.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([aId, bId]),
    );
    expect((await call('GET', '/leave/getLeaveRequests', a.token)).statusCode).toBe(403);
  });

  it("leaves an approver's own pending request out of their approver list (L2, rule 51)", async () => {
    const support = await t.db
      .selectFrom('employee')
      .select('departmentId')
      .where('employeeId', '=', a.employeeId)
      .executeTakeFirstOrThrow();
    // The manager works in the department they manage, as the seeded Manager does.
    await t.db
      .updateTable('employee')
      .set({ departmentId: support.departmentId })
      .where('employeeId', '=', manager.employeeId)
      .execute();
    const own = (await apply(manager)).json().leaveRequest.leaveId;
    const team = (await call('GET', '/leave/getLeaveRequests?size=100', manager.token)).json();
    expect(team.leaveRequests.map((r: { id: number }) => r.id)).not.toContain(own);
    const all = (await call('GET', '/leave/getLeaveRequests?size=100', hr.token)).json();
    expect(all.leaveRequests.map((r: { id: number }) => r.id)).toContain(own);
  });

  it('lists one employee by status under the contract keys, own or team only (L5–L8)', async () => {
    const mine = (
      await call('GET', `/leave/getLeaveRequestsForEmployee/${a.employeeId}`, a.token)
    ).json();
    expect(mine).toMatchObject({
      success: true,
      currentPage: 0,
      totalItems: expect.any(Number),
      totalPages: expect.any(Number),
    });
    expect(mine.leaveRequests.length).toBeLessThanOrEqual(5);
    for (const [path, key] of [
      ['pendingLeaveRequestsForEmployee', 'pendingLeaveRequests'],
      ['approvedLeaveRequestsForEmployee', 'approvedLeaveRequests'],
      ['declinedLeaveRequestsForEmployee', 'declinedLeaveRequests'],
    ]) {
      const res = await call('GET', `/leave/${path}?employeeId=${a.employeeId}`, manager.token);
      expect(res.statusCode, path).toBe(200);
      expect(Array.isArray(res.json()[key]), path).toBe(true);
      expect(
        (await call('GET', `/leave/${path}?employeeId=${a.employeeId}`, b.token)).statusCode,
        path,
      ).toBe(403);
    }
    expect((await call('GET', '/leave/pendingLeaveRequestsForEmployee', a.token)).statusCode).toBe(
      400,
    );
  });
});

describe('balances and accrual', () => {
  it("shows an employee their own balances (LB1) and refuses someone else's", async () => {
    const res = await call('GET', `/leaveBalance/${a.employeeId}`, a.token);
    expect(res.json().LeaveBalances.map((x: { leaveType: string }) => x.leaveType)).toEqual([
      'PLANNED',
      'SICK',
    ]);
    expect(
      (await call('GET', `/leaveBalance/${a.employeeId}?leaveType=SICK`, a.token)).json()
        .LeaveBalance.leaveType,
    ).toBe('SICK');
    expect((await call('GET', `/leaveBalance/${a.employeeId}`, b.token)).statusCode).toBe(403);
  });

  it('gives every employee a balance of a leave type added since, and only once', async () => {
    const type = await t.db
      .insertInto('leaveType')
      .values({ leaveType: 'STUDY', leavesPerMonth: 1, carryForwardLimit: 2 })
      .returning('leaveTypeId')
      .executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('leaveBalance')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('leaveTypeId', '=', type.leaveTypeId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const employees = Number(
      (
        await t.db
          .selectFrom('employee')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await count()).toBe(0);
    await runAccrual(t.db, new Date(), { ensure: false });
    expect(await count()).toBe(0);
    await runAccrual(t.db);
    expect(await count()).toBe(employees);
    await runAccrual(t.db);
    expect(await count()).toBe(employees);
    await t.db.deleteFrom('leaveBalance').where('leaveTypeId', '=', type.leaveTypeId).execute();
    await t.db.deleteFrom('leaveType').where('leaveTypeId', '=', type.leaveTypeId).execute();
  });

  it("runs as leaveBalance's job: lagging balances before listening, missing ones after", async () => {
    const [job] = serverHooks.leaveBalance!.jobs!;
    expect(job).toMatchObject({ name: 'leave accrual', every: 3_600_000, atStart: true });
    const type = await t.db
      .insertInto('leaveType')
      .values({ leaveType: 'JURY', leavesPerMonth: 1, carryForwardLimit: 2 })
      .returning('leaveTypeId')
      .executeTakeFirstOrThrow();
    const count = async () =>
      (
        await t.db
          .selectFrom('leaveBalance')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('leaveTypeId', '=', type.leaveTypeId)
          .executeTakeFirstOrThrow()
      ).n;
    await beforeListen(t.db);
    expect(Number(await count())).toBe(0);
    await runJob(t.db, 'leaveBalance', job!);
    expect(Number(await count())).toBeGreaterThan(0);
    await t.db.deleteFrom('leaveBalance').where('leaveTypeId', '=', type.leaveTypeId).execute();
    await t.db.deleteFrom('leaveType').where('leaveTypeId', '=', type.leaveTypeId).execute();
  });

  it('catches up missed months once, capping carry-forward, and a second run changes nothing', async () => {
    const c = await person(EMPLOYEE);
    await ensureBalances(t.db, currentMonth(), c.employeeId);
    const now = new Date();
    const threeAgo = currentMonth(new Date(now.getFullYear(), now.getMonth() - 3, 1));
    const planned = await t.db
      .selectFrom('leaveType')
      .select('leaveTypeId')
      .where('leaveType', '=', 'PLANNED')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('leaveBalance')
      .set({ accruedLeave: 2, carryForward: 10, lastAccruedMonth: threeAgo })
      .where('employeeId', '=', c.employeeId)
      .where('leaveTypeId', '=', planned.leaveTypeId)
      .execute();
    await runAccrual(t.db);
    const once = await balanceOf(c.employeeId);
    expect(once).toMatchObject({ accruedLeave: 2, carryForward: 12 }); // 10 + 2 + 2 + 2, capped at 12
    await runAccrual(t.db);
    expect(await balanceOf(c.employeeId)).toEqual(once);
  });
});
