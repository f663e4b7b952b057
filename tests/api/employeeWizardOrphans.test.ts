// The wizard's orphan rule (README "Decisions"): the user and its blank employee exist from step 1,
// so an employee abandoned there is listed (first name empty, for the 'Incomplete' chip), can be
// opened for resuming (EM5 answers it) and can be deleted with its user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const org = await t.db
    .insertInto('organization')
    .values({
      organizationName: 'Orphan Test Org',
      organizationDescription: 'Orphan Test Org',
      attributes: JSON.stringify({}),
    })
    .returning(['organizationId'])
    .executeTakeFirstOrThrow();
  orgId = Number(org.organizationId);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(admin), payload });

type Listed = { employeeId: number; firstName: string | null };
async function listed(): Promise<Listed[]> {
  const res = await call('GET', '/employee/getAllEmployees?page=0&size=100');
  expect(res.statusCode).toBe(200);
  const payload = res.json().Employees;
  return Array.isArray(payload) ? payload : payload.content;
}

describe('an employee abandoned after wizard step 1', () => {
  it('is listed with an empty first name, opens for resuming, and is deleted with its user', async () => {
    const created = await call('POST', `/user/addNewUser/${orgId}`, {
      email: `orphan-${process.pid}@charter.test`,
      password: 'Secret1!',
      role: 'Employee',
    });
    expect(created.statusCode).toBe(201);
    const { employeeId, userId } = created.json().newUser;

    const row = (await listed()).find((e) => e.employeeId === employeeId);
    expect(row).toBeDefined();
    expect(row?.firstName ?? null).toBeNull();

    const shown = await call('GET', `/employee/${employeeId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().Employee.employee).toMatchObject({ employeeId, firstName: null });

    expect((await call('DELETE', `/user/${userId}`)).statusCode).toBe(204);
    expect((await listed()).some((e) => e.employeeId === employeeId)).toBe(false);
    expect((await call('GET', `/employee/${employeeId}`)).statusCode).toBe(404);
  });
});
