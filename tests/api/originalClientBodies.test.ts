// The bodies the original front end sends with more than the route reads (contract §1.1, §2.7–§2.12,
// §2.20) keep working now that an unknown key is refused (issue #37 §3): each extra is declared
// ignored on its route (x-api `ignoredKeys`), accepted and never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  managerId = (await t.createUser([])).employeeId;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });

/** What the original client keeps in local storage and leaks into some bodies. */
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.leaked.token';
let n = 0;
const letters = () => {
  let k = ++n;
  let s = '';
  do {
    s = String.fromCharCode(97 + (k % 26)) + s;
    k = Math.floor(k / 26);
  } while (k > 0);
  return s;
};

async function organizationId() {
  const row = await t.db
    .insertInto('organization')
    .values({
      organizationName: `Original Org ${letters()}`,
      organizationDescription: 'Made for the original client',
      attributes: '{}',
    })
    .returning('organizationId')
    .executeTakeFirstOrThrow();
  return Number(row.organizationId);
}

describe('departments and branches (D5, D6, B1, B6): AccessToken in the body', () => {
  it('creates and edits a department as the original does, its organisation left as it was', async () => {
    const org = await organizationId();
    const created = await call('POST', '/department', {
      department: `Original ${letters()}`,
      description: 'Sent by the original client',
      managerId,
      organizationId: org,
      attributes: {},
      AccessToken: ACCESS_TOKEN,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().Department.departmentId as number;
    // Edit mode sends the whole DeptBody again: organisation and branch are not changed here.
    const edited = await call('PATCH', `/department/${id}`, {
      department: `Edited ${letters()}`,
      description: 'Edited by the original client',
      managerId: null,
      organizationId: await organizationId(),
      branchId: null,
      attributes: {},
      AccessToken: ACCESS_TOKEN,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const row = await t.db
      .selectFrom('department')
      .selectAll()
      .where('departmentId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ description: 'Edited by the original client', managerId });
    expect(row.organizationId).toBe(org);
    expect(JSON.stringify(row)).not.toContain('leaked');
  });

  it('creates and edits a branch with the token in the body', async () => {
    const created = await call('POST', '/branch', {
      branchName: `Original Branch ${letters()}`,
      attributes: {},
      AccessToken: ACCESS_TOKEN,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().Branch.branchId as number;
    const edited = await call('PATCH', `/branch/${id}`, {
      branchName: `Edited Branch ${letters()}`,
      attributes: {},
      AccessToken: ACCESS_TOKEN,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('attribute definitions (OA2, DA2, BA1): attributeId in a create', () => {
  it.each(['organizationAttribute', 'departmentAttribute', 'branchAttribute', 'employeeAttribute'])(
    'creates a %s sent with attributeId: 0, under a new id',
    async (resource) => {
      const res = await call('POST', `/${resource}`, {
        attributeKey: `Original ${letters()}`,
        attributeId: 0,
      });
      expect(res.statusCode, res.body).toBe(201);
      const saved = res.json().data ?? res.json().attribute;
      expect(saved.attributeId).toBeGreaterThan(0);
    },
  );
});

describe('the employee details (EM3, EM7): attribute inputs and the whole employee', () => {
  it('saves an edit that posts the whole pre-edited employee back, changing only its fields', async () => {
    const e = await t.createUser([]);
    const shown = await call('GET', `/employee/${e.employeeId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const employee = shown.json().Employee.employee as Record<string, unknown>;
    const res = await call('PATCH', `/employee/updateEmployeeDetails/${e.employeeId}`, {
      ...employee,
      firstName: 'Edited',
      lastName: 'Original',
      employeeId: 1,
      userId: 1,
      Desk: 'an attribute input copied to the top',
      AccessToken: ACCESS_TOKEN,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('employee')
      .selectAll()
      .where('employeeId', '=', e.employeeId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Edited', lastName: 'Original', userId: e.userId });
  });
});
