// Leave types are served by the schema engine plus one server hook (resources/leaveType).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(admin), payload });

describe('leave types (LT1–LT5)', () => {
  it('lists the seeded PLANNED and SICK types under leaveTypes', async () => {
    const res = await call('GET', '/leaveType');
    expect(res.statusCode).toBe(200);
    const codes = res.json().leaveTypes.content.map((x: { leaveType: string }) => x.leaveType);
    expect(codes).toEqual(expect.arrayContaining(['PLANNED', 'SICK']));
  });

  it('creates a type with 201 and gives every employee a balance for it in the same step', async () => {
    const employees = (await t.db.selectFrom('employee').select('employeeId').execute()).length;
    const res = await call('POST', '/leaveType/addLeaveType', {
      leaveType: 'STUDY',
      description: 'Study Leave',
      leavesPerMonth: 1,
      carryForwardLimit: 3,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().leaveType.leaveTypeId;
    const balances = await t.db
      .selectFrom('leaveBalance')
      .select(['accruedLeave'])
      .where('leaveTypeId', '=', id)
      .execute();
    expect(balances).toHaveLength(employees);
    expect(balances.every((b) => b.accruedLeave === 1)).toBe(true);
    expect((await call('GET', `/leaveType/${id}`)).json().leaveType.description).toBe(
      'Study Leave',
    );
  });

  it('refuses a lower-case code and a duplicate, storing nothing', async () => {
    const before = await t.db.selectFrom('leaveType').selectAll().execute();
    const bad = await call('POST', '/leaveType/addLeaveType', {
      leaveType: 'study',
      leavesPerMonth: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain(
      'Leave type code must be upper-case letters and underscores',
    );
    expect(
      (await call('POST', '/leaveType/addLeaveType', { leaveType: 'PLANNED', leavesPerMonth: 1 }))
        .statusCode,
    ).toBe(409);
    expect(await t.db.selectFrom('leaveType').selectAll().execute()).toEqual(before);
  });

  it('answers 404 for an unknown type', async () => {
    expect((await call('GET', '/leaveType/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/leaveType/999999', { description: 'x' })).statusCode).toBe(404);
  });
});
