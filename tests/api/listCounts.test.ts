// Totals and dashboard figures are remembered per database snapshot (src/server/db/snapshotMemo.ts):
// repeated reads give the same figures, and any committed write shows in the very next read.
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
});
