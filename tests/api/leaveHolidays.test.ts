// Leave uses the holiday calendar: public holidays inside a request's range do not count towards
// its days (a half day counts half, rounded up to whole leave days), and a holiday of another
// organisation is not the requester's holiday.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentMonth,
  ensureBalances,
} from '../../resources/leaveBalance/leaveBalance.queries.server.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let me: { employeeId: number; token: string };
let ownOrg: number;
let otherOrg: number;

const org = async (organizationName: string) =>
  (
    await t.db
      .insertInto('organization')
      .values({ organizationName, organizationDescription: organizationName, attributes: '{}' })
      .returning('organizationId')
      .executeTakeFirstOrThrow()
  ).organizationId;

const holiday = (date: string, extra: { halfDay?: boolean; organizationId?: number } = {}) =>
  t.db
    .insertInto('holiday')
    .values({ name: `Holiday ${date}`, date, halfDay: false, organizationId: null, ...extra })
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const u = await t.createUser(['CREATE_LEAVE_REQUEST']);
  me = { employeeId: u.employeeId, token: await t.login(u.email, u.password) };
  ownOrg = await org('Leave Calendar Org');
  otherOrg = await org('Elsewhere Org');
  const { departmentId } = await t.db
    .insertInto('department')
    .values({
      department: 'Calendar',
      description: 'Plans',
      organizationId: ownOrg,
      attributes: '{}',
    })
    .returning('departmentId')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('employee')
    .set({ departmentId })
    .where('employeeId', '=', me.employeeId)
    .execute();
  await ensureBalances(t.db, currentMonth());
  await t.db.updateTable('leaveBalance').set({ accruedLeave: 50 }).execute();
  // Week of 2032-03-01 (Mon–Fri): one national holiday on Wednesday.
  await holiday('2032-03-03');
  // Week of 2032-03-08: a holiday of another organisation only.
  await holiday('2032-03-10', { organizationId: otherOrg });
  // Week of 2032-03-15: the requester's own organisation's holiday.
  await holiday('2032-03-17', { organizationId: ownOrg });
  // Week of 2032-03-22: one half day. Week of 2032-03-29: two half days.
  await holiday('2032-03-24', { halfDay: true });
  await holiday('2032-03-30', { halfDay: true });
  await holiday('2032-03-31', { halfDay: true });
  // 2032-04-05..06: both days are holidays.
  await holiday('2032-04-05');
  await holiday('2032-04-06');
});
afterAll(() => t.close());

const apply = (startDate: string, endDate: string, numberOfDays: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/leave/${me.employeeId}/leaveRequest`,
    headers: t.auth(me.token),
    payload: { leaveType: 'PLANNED', reason: 'Trip', startDate, endDate, numberOfDays },
  });
const requestsOf = async () =>
  (
    await t.db
      .selectFrom('leaveRequest')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('employeeId', '=', me.employeeId)
      .executeTakeFirstOrThrow()
  ).n;

describe('leave requests and public holidays', () => {
  it('does not count a holiday inside the range, and says so', async () => {
    const before = await requestsOf();
    const res = await apply('2032-03-01', '2032-03-05', 5);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Number of days cannot be more than the 4 working days between the dates (1 public holiday excluded).',
    );
    expect(await requestsOf()).toBe(before);
    expect((await apply('2032-03-01', '2032-03-05', 4)).statusCode).toBe(201);
  });

  it("ignores another organisation's holiday", async () => {
    expect((await apply('2032-03-08', '2032-03-12', 5)).statusCode).toBe(201);
  });

  it("counts the requester's own organisation's holiday", async () => {
    expect((await apply('2032-03-15', '2032-03-19', 5)).statusCode).toBe(400);
    expect((await apply('2032-03-15', '2032-03-19', 4)).statusCode).toBe(201);
  });

  it('counts a half-day holiday as half, rounded up to whole leave days', async () => {
    // 5 − ½ = 4½ → 5 whole days: the half day still needs a day of leave.
    expect((await apply('2032-03-22', '2032-03-26', 5)).statusCode).toBe(201);
    // 5 − ½ − ½ = 4.
    const res = await apply('2032-03-29', '2032-04-02', 5);
    expect(res.json().message).toBe(
      'Number of days cannot be more than the 4 working days between the dates (2 public holidays excluded).',
    );
  });

  it('refuses a range made only of holidays', async () => {
    const res = await apply('2032-04-05', '2032-04-06', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Every day between these dates is a public holiday.');
  });
});
