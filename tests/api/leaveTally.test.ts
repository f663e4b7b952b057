// The pending list's total comes from per-status counts kept by triggers
// (resources/leaveRequest/leaveRequest.database.ts), not from counting the requests. After every
// kind of write (insert, decision, bulk change, a request without an employee, removal through the
// user, a rolled-back transaction) the total the list answers must equal a real count.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let adminEmployee: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const me = await t.app.inject({ url: '/api/v1/user/me', headers: t.auth(admin) });
  adminEmployee = me.json().loginUser.employeeId;
});
afterAll(() => t.close());

const request = (employeeId: number | null, status = 'PENDING') => ({
  employeeId,
  leaveType: 'PLANNED',
  startDate: '2031-05-04',
  endDate: '2031-05-05',
  numberOfDays: 2,
  reason: 'Counted',
  status,
  createdAt: new Date(),
});

/** The pending list's total, as the admin's list answers it and as counting the rows gives it. */
async function totals() {
  const res = await t.app.inject({
    url: '/api/v1/leave/getLeaveRequests?page=0&size=1',
    headers: t.auth(admin),
  });
  expect(res.statusCode).toBe(200);
  const { n } = (
    await sql<{ n: number }>`select count(*)::int as n from "leaveRequest" l
      join employee e on e."employeeId" = l."employeeId"
      where l.status = 'PENDING' and l."employeeId" <> ${adminEmployee}`.execute(t.db)
  ).rows[0];
  return { reported: res.json().totalItems as number, counted: n };
}

async function expectExact() {
  const { reported, counted } = await totals();
  expect(reported).toBe(counted);
  return counted;
}

describe('the pending list total from kept counts', () => {
  it('matches a real count after inserts, decisions, bulk changes and removals', async () => {
    const start = await expectExact();
    const [x, y] = [await t.createUser([]), await t.createUser([])];
    await t.db
      .insertInto('leaveRequest')
      .values([request(x.employeeId), request(x.employeeId), request(y.employeeId)])
      .execute();
    expect(await expectExact()).toBe(start + 3);

    // The admin's own requests are not theirs to decide: counted out of their list.
    await t.db.insertInto('leaveRequest').values(request(adminEmployee)).execute();
    expect(await expectExact()).toBe(start + 3);

    // A request naming no employee is in no list.
    await t.db.insertInto('leaveRequest').values(request(null)).execute();
    expect(await expectExact()).toBe(start + 3);

    // One statement deciding some, and one changing nothing the count depends on.
    await t.db
      .updateTable('leaveRequest')
      .set({
        status: sql`case when "employeeId" = ${x.employeeId} then 'APPROVED' else status end`,
      })
      .where('employeeId', 'in', [x.employeeId, y.employeeId])
      .execute();
    expect(await expectExact()).toBe(start + 1);
    await t.db
      .updateTable('leaveRequest')
      .set({ reason: 'Recounted' })
      .where('employeeId', '=', y.employeeId)
      .execute();
    expect(await expectExact()).toBe(start + 1);

    // Back to pending, then removed with the user (cascade through the employee).
    await t.db
      .updateTable('leaveRequest')
      .set({ status: 'PENDING' })
      .where('employeeId', '=', x.employeeId)
      .execute();
    expect(await expectExact()).toBe(start + 3);
    await t.db.deleteFrom('user').where('userId', '=', x.userId).execute();
    expect(await expectExact()).toBe(start + 1);
  });

  it('keeps nothing of a transaction that rolled back', async () => {
    const before = await expectExact();
    const someone = await t.createUser([]);
    await expect(
      t.db.transaction().execute(async (tx) => {
        await tx.insertInto('leaveRequest').values(request(someone.employeeId)).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await expectExact()).toBe(before);
  });

  it('is recounted from the rows by a migration', async () => {
    const before = await expectExact();
    await sql`update "leaveTally" set n = n + 7`.execute(t.db);
    await sql`select charter_leave_tally_rebuild()`.execute(t.db);
    expect(await expectExact()).toBe(before);
  });
});
