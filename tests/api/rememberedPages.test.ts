// Employee pages, one employee, name search, department pages and the approver's leave list are
// remembered while the database is unchanged (cachedRead in src/server/cache/cachedRead.ts). What a
// client must never notice: a stale answer after a write, or one caller's view (personal numbers in
// clear) served to another. Writes here go both through the API and straight to the database, as
// another process would; the suite also runs on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondReadStatements } from '../helpers/quietSnapshot.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const get = async (url: string, token = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Letters only (search terms allow letters and spaces), unique per call. */
const uniqueName = () =>
  'Memo' + Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.random() * 26)).join('');
const rename = (employeeId: number, firstName: string) =>
  t.db.updateTable('employee').set({ firstName }).where('employeeId', '=', employeeId).execute();
const newest = '/employee/getAllEmployees?page=0&size=5&sortBy=createdAt';

describe('remembered employee reads', () => {
  it('shows a rename in the next list page, employee read and search', async () => {
    const { employeeId } = await t.createUser([]);
    const first = uniqueName();
    await rename(employeeId, first);
    for (let i = 0; i < 2; i++) {
      expect((await get(newest)).Employees.content[0]).toMatchObject({
        employeeId,
        firstName: first,
      });
      expect((await get(`/employee/${employeeId}`)).Employee.employee.firstName).toBe(first);
      expect(
        (await get(`/employee/searchEmployee?name=${first}`)).map(
          (r: { employeeId: number }) => r.employeeId,
        ),
      ).toEqual([employeeId]);
    }
    const second = uniqueName();
    await rename(employeeId, second);
    expect((await get(newest)).Employees.content[0].firstName).toBe(second);
    expect((await get(`/employee/${employeeId}`)).Employee.employee.firstName).toBe(second);
    expect(await get(`/employee/searchEmployee?name=${first}`)).toEqual([]);
    expect((await get(`/employee/searchEmployee?name=${second}`))[0].employeeId).toBe(employeeId);
  });

  it('answers 404 for an employee removed after it was read', async () => {
    const { userId, employeeId } = await t.createUser([]);
    await get(`/employee/${employeeId}`);
    await t.db.deleteFrom('user').where('userId', '=', userId).execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/employee/${employeeId}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await get(newest)).Employees.content.map((e: { employeeId: number }) => e.employeeId),
    ).not.toContain(employeeId);
  });

  it('masks personal numbers for a caller without VIEW_SENSITIVE_EMPLOYEE_DATA whoever read the page first', async () => {
    const clear = await t.tokenFor(['GET_ALL_EMPLOYEES', 'VIEW_SENSITIVE_EMPLOYEE_DATA']);
    // FIND_EMPLOYEE_BY_ID (a manager's) no longer shows them (issue #24 §1).
    const masked = await t.tokenFor(['GET_ALL_EMPLOYEES', 'FIND_EMPLOYEE_BY_ID']);
    const { employeeId } = await t.createUser([]);
    await t.db
      .updateTable('employee')
      .set({ adhaarNumber: '123456789012', salary: 91000 })
      .where('employeeId', '=', employeeId)
      .execute();
    const top = async (token: string) => (await get(newest, token)).Employees.content[0];
    // The holder first, then the other; then the other way round after a write moved the data on.
    expect(await top(clear)).toMatchObject({
      employeeId,
      adhaarNumber: '123456789012',
      salary: 91000,
    });
    expect(await top(masked)).toMatchObject({
      employeeId,
      adhaarNumber: '********9012',
      salary: null,
    });
    await rename(employeeId, uniqueName());
    expect(await top(masked)).toMatchObject({ adhaarNumber: '********9012', salary: null });
    expect(await top(clear)).toMatchObject({ adhaarNumber: '123456789012', salary: 91000 });
  });
});

describe('remembered department pages', () => {
  it("shows a transfer in the department's page and a deleted department as 404", async () => {
    const { departmentId } = await t.db
      .insertInto('department')
      .values({ department: 'Memo Pages', description: 'Remembered', attributes: '{}' })
      .returning('departmentId')
      .executeTakeFirstOrThrow();
    const url = `/department/${departmentId}?page=0&size=5`;
    expect((await get(url)).Employees.content).toEqual([]);
    const { employeeId } = await t.createUser([]);
    await t.db
      .updateTable('employee')
      .set({ departmentId })
      .where('employeeId', '=', employeeId)
      .execute();
    expect(
      (await get(url)).Employees.content.map((e: { employeeId: number }) => e.employeeId),
    ).toEqual([employeeId]);
    await t.db
      .updateTable('employee')
      .set({ departmentId: null })
      .where('employeeId', '=', employeeId)
      .execute();
    await t.db.deleteFrom('department').where('departmentId', '=', departmentId).execute();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.auth(admin) });
    expect(res.statusCode).toBe(404);
  });
});

describe('a remembered read', () => {
  it('runs no statement the second time (only the snapshot read on PostgreSQL)', async () => {
    const calls = [
      '/employee/getAllEmployees?page=0&size=5',
      '/employee/getAllEmployees?page=0&size=5&sortBy=Name',
      '/department?page=0&size=10',
      '/dashboard/summary',
      '/leave/getLeaveRequests',
    ];
    for (const url of calls)
      expect(await secondReadStatements(t.database.db, () => get(url)), url).toEqual([]);
  });
});
