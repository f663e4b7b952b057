// Totals, dashboard figures, the caller's privileges and attribute names are remembered while the
// database is unchanged (src/server/cache/cachedRead.ts): repeated reads give the same figures, any
// committed write shows in the very next read, and a write refused inside its transaction leaves
// nothing behind. The suite also runs on PostgreSQL (TEST_DATABASE_URL), where the key is the
// database snapshot rather than this process's own count of writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const total = async (url: string) => (await get(url)).Employees.totalElements as number;
const headcount = async (departmentId: number) =>
  (
    (await get('/dashboard/summary')).headcountByDepartment as {
      departmentId: number;
      count: number;
    }[]
  ).find((d) => d.departmentId === departmentId)?.count ?? 0;

describe('remembered totals', () => {
  it('counts a new and a removed employee on the next page read', async () => {
    const list = '/employee/getAllEmployees?page=0&size=5';
    const before = await total(list);
    expect(await total(list)).toBe(before);
    const user = await t.createUser([]);
    expect(await total(list)).toBe(before + 1);
    expect(await total(`${list}&sortBy=Name`)).toBe(before + 1);
    await t.db.deleteFrom('user').where('userId', '=', user.userId).execute();
    expect(await total(list)).toBe(before);
  });

  it('moves the dashboard headcount and the department page total with a transfer', async () => {
    const dept = await t.db
      .insertInto('department')
      .values({ department: 'Memo Team', description: 'Counted', attributes: '{}' })
      .returning('departmentId')
      .executeTakeFirstOrThrow();
    const id = Number(dept.departmentId);
    const ofDept = `/department/${id}?page=0&size=5`;
    expect(await headcount(id)).toBe(0);
    expect((await get(ofDept)).Employees.totalElements).toBe(0);
    const user = await t.createUser([]);
    await t.db
      .updateTable('employee')
      .set({ departmentId: id })
      .where('employeeId', '=', user.employeeId)
      .execute();
    expect(await headcount(id)).toBe(1);
    expect((await get(ofDept)).Employees.totalElements).toBe(1);
    expect(await headcount(id)).toBe(1);
  });

  it('counts a department created and deleted through the API, and not one refused mid-transaction', async () => {
    const departments = async () =>
      (await get('/department?page=0&size=5')).totalElements as number;
    const before = await departments();
    expect(await departments()).toBe(before);
    // Department names hold letters only.
    const name = `Memo ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const { employeeId: managerId } = await t.createUser([]);
    const { organizationId } = await t.db
      .insertInto('organization')
      .values({ organizationName: name, organizationDescription: 'Counted', attributes: '{}' })
      .returning('organizationId')
      .executeTakeFirstOrThrow();
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
    const created = await send('POST', '/department', {
      department: name,
      description: 'Counted',
      managerId,
      organizationId,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await departments()).toBe(before + 1);
    // A duplicate in one organisation is found after the transaction has taken its lock: rolled back.
    const refused = await send('POST', '/department', {
      department: name,
      description: 'Again',
      managerId,
      organizationId,
    });
    expect(refused.statusCode).toBe(409);
    expect(await departments()).toBe(before + 1);
    const id = created.json().Department.departmentId;
    expect((await send('DELETE', `/department/${id}`)).statusCode).toBe(200);
    expect(await departments()).toBe(before);
  });

  it('signs out a user whose account was deactivated between two of their requests', async () => {
    const user = await t.createUser(['GET_ALL_EMPLOYEES']);
    const own = t.auth(await t.login(user.email, user.password));
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/employee/getAllEmployees?page=0&size=1',
        headers: own,
      });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    await t.db
      .updateTable('user')
      .set({ active: false })
      .where('userId', '=', user.userId)
      .execute();
    expect((await list()).statusCode).toBe(401);
  });
});
