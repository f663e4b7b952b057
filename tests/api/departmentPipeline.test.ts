// What the department's move onto the generic pipeline keeps, beyond tests/api/departments.test.ts:
// the list's order (names ignoring case, the id breaking ties, no client sort), the manager's names
// read through the reference on every row and in the answer of an edit-then-list, and an edit that
// sends the manager as "" keeping it (contract §2.10 D1, D5, D6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(admin), payload });

type Row = {
  departmentId: number;
  department: string;
  managerId: number;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerEmployeeCode: string | null;
};

async function manager(firstName: string, lastName: string) {
  const { employeeId } = await t.createUser([]);
  await t.db
    .updateTable('employee')
    .set({ firstName, lastName, employeeCode: `EMP-${employeeId}` })
    .where('employeeId', '=', employeeId)
    .execute();
  return employeeId;
}

async function create(department: string, managerId: number) {
  const res = await call('POST', '/department', {
    department,
    description: 'Looks after things',
    managerId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().Department as Row;
}

const all = async (query = '') =>
  (await call('GET', `/department?size=100${query}`)).json().content as Row[];

describe('the department list (D1)', () => {
  it('sorts by name ignoring case, the id breaking ties, whatever sort the client asks', async () => {
    const m = await manager('Mia', 'Stone');
    await create('beta', m);
    await create('Alpha', m);
    await create('alpha', m);
    await create('Gamma', m);
    const expected = ['Alpha', 'alpha', 'beta', 'Gamma'];
    expect((await all()).map((r) => r.department)).toEqual(expected);
    const asked = await call('GET', '/department?size=100&sort=department&order=DESC');
    expect(asked.statusCode).toBe(200);
    expect((asked.json().content as Row[]).map((r) => r.department)).toEqual(expected);
  });

  it("carries each row's manager names and code, and follows a change of manager", async () => {
    const first = await manager('Ravi', 'Kumar');
    const second = await manager('Lena', 'Fischer');
    const d = await create('Logistics', first);
    expect(d).toMatchObject({
      managerFirstName: 'Ravi',
      managerLastName: 'Kumar',
      managerEmployeeCode: `EMP-${first}`,
    });
    const patched = await call('PATCH', `/department/${d.departmentId}`, { managerId: second });
    expect(patched.statusCode, patched.body).toBe(200);
    const row = (await all()).find((r) => r.departmentId === d.departmentId);
    expect(row).toMatchObject({
      managerId: second,
      managerFirstName: 'Lena',
      managerLastName: 'Fischer',
      managerEmployeeCode: `EMP-${second}`,
    });
  });
});

describe('editing a department (D6)', () => {
  it('keeps the manager when the edit sends "" or spaces for it', async () => {
    const m = await manager('Ana', 'Silva');
    const d = await create('Purchasing', m);
    for (const managerId of ['', '  ']) {
      const res = await call('PATCH', `/department/${d.departmentId}`, {
        managerId,
        description: 'Buys what we need',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const stored = await t.db
      .selectFrom('department')
      .select(['managerId', 'description'])
      .where('departmentId', '=', d.departmentId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ managerId: m, description: 'Buys what we need' });
  });

  it('refuses a manager that is not a number with 400, changing nothing', async () => {
    const m = await manager('Tom', 'Berg');
    const d = await create('Facilities', m);
    const res = await call('PATCH', `/department/${d.departmentId}`, { managerId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain('Please select a valid Manager.');
    const row = (await all()).find((r) => r.departmentId === d.departmentId);
    expect(row?.managerId).toBe(m);
  });
});
