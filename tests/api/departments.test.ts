// Departments on the wire (contract §2.10, D1–D13): statuses, envelopes, the spec's validation words,
// name uniqueness under concurrency, the links to organisations, branches and employees, and PII.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRIVILEGES } from '../../src/shared/privileges.ts';
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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });

let seq = 0;
/** Letters only: department names must not contain digits. */
const uniqueName = (prefix: string) => {
  let n = ++seq;
  let s = '';
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `${prefix} ${s}${String.fromCharCode(97 + Math.floor(Math.random() * 26))}`;
};

async function organization() {
  const row = await t.db
    .insertInto('organization')
    .values({
      organizationName: uniqueName('Org'),
      organizationDescription: 'An organisation for tests',
      attributes: JSON.stringify({}),
    })
    .returning('organizationId')
    .executeTakeFirstOrThrow();
  return Number(row.organizationId);
}

async function branch(organizationId: number | null = null) {
  const row = await t.db
    .insertInto('branch')
    .values({ branchName: uniqueName('Branch'), organizationId, attributes: JSON.stringify({}) })
    .returning('branchId')
    .executeTakeFirstOrThrow();
  return Number(row.branchId);
}

const body = (extra: object = {}) => ({
  department: uniqueName('Dept'),
  description: 'Looks after things',
  managerId,
  ...extra,
});

async function create(extra: object = {}) {
  const res = await call('POST', '/department', admin, body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().Department as { departmentId: number; department: string };
}

const rows = () => t.db.selectFrom('department').selectAll().orderBy('departmentId').execute();
const departmentOf = async (employeeId: number) =>
  (
    await t.db
      .selectFrom('employee')
      .select('departmentId')
      .where('employeeId', '=', employeeId)
      .executeTakeFirstOrThrow()
  ).departmentId;
const stored = (id: number) =>
  t.db.selectFrom('department').selectAll().where('departmentId', '=', id).executeTakeFirst();

describe('creating a department (D5)', () => {
  it('answers 201 with the Department envelope and the manager names', async () => {
    // A client's own id is refused (a 400 naming it, nothing stored); the original client's
    // AccessToken is accepted and ignored (x-api ignoredKeys).
    const sent = body();
    const withId = await call('POST', '/department', admin, { ...sent, departmentId: 999_999 });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().message).toBe('Unknown field: departmentId.');
    expect((await rows()).some((r) => r.department === sent.department)).toBe(false);
    const res = await call('POST', '/department', admin, { ...sent, AccessToken: 'leaked' });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: expect.any(String),
      Department: {
        managerId,
        managerFirstName: 'Test',
        organizations: [],
        branches: [],
        attributes: {},
      },
    });
    expect(json.Department.departmentId).not.toBe(999_999);
  });

  it('accepts ids sent as numeric strings and "" as none', async () => {
    const organizationId = await organization();
    const res = await call('POST', '/department', admin, {
      ...body(),
      managerId: String(managerId),
      organizationId: String(organizationId),
      branchId: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(res.json().Department.departmentId);
    expect(row).toMatchObject({ managerId, organizationId, branchId: null });
  });

  const nameRules: [string, string][] = [
    ['Ab', 'Department Name must be at least 3 characters'],
    ['Sales 2', 'Department Name must not contain numbers'],
    ['Sales & Co', 'Department Name must not contain special characters'],
    ['Sales  Team', 'Department Name must not contain consecutive spaces'],
    ['   ', 'Department Name must not be empty or less than 3 characters'],
    ['A'.repeat(51), 'Department Name must be at most 50 characters'],
  ];
  for (const [name, message] of nameRules) {
    it(`refuses the name ${JSON.stringify(name.slice(0, 12))} with '${message}', storing nothing`, async () => {
      const before = await rows();
      const res = await call('POST', '/department', admin, body({ department: name }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(message);
      expect(await rows()).toEqual(before);
    });
  }

  const descriptionRules: [unknown, string][] = [
    [undefined, 'Description is required'],
    ['   ', 'Description is required'],
    ['Tiny', 'Description must be at least 5 characters'],
    ['x'.repeat(51), 'Description must be less than 50 characters'],
  ];
  for (const [description, message] of descriptionRules) {
    it(`refuses the description ${JSON.stringify(description)?.slice(0, 12)} with '${message}'`, async () => {
      const before = await rows();
      const res = await call('POST', '/department', admin, body({ description }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(message);
      expect(await rows()).toEqual(before);
    });
  }

  it("refuses a missing name with 'Department Name is required'", async () => {
    const res = await call('POST', '/department', admin, body({ department: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain('Department Name is required');
  });

  for (const missing of [undefined, null, '', 'abc'])
    it(`refuses manager ${JSON.stringify(missing)} with 'Please select a valid Manager.'`, async () => {
      const before = await rows();
      const res = await call('POST', '/department', admin, body({ managerId: missing }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain('Please select a valid Manager.');
      expect(await rows()).toEqual(before);
    });

  it('answers 404 for an unknown manager, organisation or branch, storing nothing', async () => {
    const before = await rows();
    for (const extra of [
      { managerId: 9_999_999 },
      { organizationId: 9_999_999 },
      { branchId: 9_999_999 },
    ]) {
      const res = await call('POST', '/department', admin, body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await rows()).toEqual(before);
  });

  it('answers 404 for an unknown attribute key', async () => {
    const res = await call('POST', '/department', admin, body({ attributes: { Nope: 'x' } }));
    expect(res.statusCode).toBe(404);
  });

  it('refuses a duplicate name in the same organisation, whatever its case, with 409', async () => {
    const organizationId = await organization();
    const first = await create({ organizationId });
    const before = await rows();
    const res = await call(
      'POST',
      '/department',
      admin,
      body({ organizationId, department: ` ${first.department.toUpperCase()}`.trim() }),
    );
    expect(res.statusCode).toBe(409);
    expect(await rows()).toEqual(before);
    // Another organisation may use the name.
    await create({ organizationId: await organization(), department: first.department });
  });

  it('refuses a duplicate name in the same branch with 409', async () => {
    const branchId = await branch();
    const first = await create({ branchId });
    const res = await call(
      'POST',
      '/department',
      admin,
      body({ branchId, department: first.department }),
    );
    expect(res.statusCode).toBe(409);
  });

  it('gives one 201 and nineteen 409s for twenty parallel creates of one name', async () => {
    const organizationId = await organization();
    const department = uniqueName('Race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/department', admin, body({ organizationId, department })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const stored = await t.db
      .selectFrom('department')
      .select('departmentId')
      .where('organizationId', '=', organizationId)
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe('listing departments (D1, D3, D4)', () => {
  it('lists all departments as a bare Page of DepartmentRow', async () => {
    await create();
    const res = await call('GET', '/department?page=0&size=5', admin);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      number: 0,
      size: 5,
      first: true,
      totalElements: expect.any(Number),
    });
    for (const key of ['pageable', 'last', 'totalPages', 'numberOfElements', 'empty', 'sort'])
      expect(page).toHaveProperty(key);
    const row = page.content[0];
    for (const key of [
      'departmentId',
      'department',
      'description',
      'managerId',
      'managerEmployeeCode',
      'managerFirstName',
      'managerLastName',
      'attributes',
    ])
      expect(row).toHaveProperty(key);
    expect(row.organizations).toEqual([]);
    expect(row.branches).toEqual([]);
  });

  it('caps the size at 100 and refuses a negative page', async () => {
    expect((await call('GET', '/department?size=1e9', admin)).json().size).toBe(100);
    expect((await call('GET', '/department?page=-1', admin)).statusCode).toBe(400);
  });

  it('lists departments without an organisation, with their branch, under Departments', async () => {
    const branchId = await branch();
    const loose = await create({ branchId });
    const placed = await create({ organizationId: await organization() });
    const res = await call(
      'GET',
      '/department/unassignedDepartmentsOfOrganization?size=100',
      admin,
    );
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: expect.any(String) });
    const ids = json.Departments.content.map((d: { departmentId: number }) => d.departmentId);
    expect(ids).toContain(loose.departmentId);
    expect(ids).not.toContain(placed.departmentId);
    const row = json.Departments.content.find(
      (d: { departmentId: number }) => d.departmentId === loose.departmentId,
    );
    expect(row.branches).toEqual([expect.objectContaining({ branchId })]);
  });

  it('lists departments without a branch under Departments', async () => {
    const inBranch = await create({ branchId: await branch() });
    const res = await call('GET', '/department/unassignedDepartmentsOfBranch?size=100', admin);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: expect.any(String) });
    const ids = json.Departments.content.map((d: { departmentId: number }) => d.departmentId);
    expect(ids).not.toContain(inBranch.departmentId);
  });
});

describe("a department's employees (D2)", () => {
  let departmentId: number;
  let people: { employeeId: number }[];
  beforeAll(async () => {
    departmentId = (await create()).departmentId;
    const names = [
      ['zed', 'Adams'],
      ['amy', 'Baker'],
      ['Amy', 'Zhou'],
    ];
    people = [];
    for (const [firstName, lastName] of names) {
      const u = await t.createUser([]);
      await t.db
        .updateTable('employee')
        .set({
          firstName,
          lastName,
          departmentId,
          adhaarNumber: '123456789012',
          panNumber: 'ABCDE1234F',
          salary: 50_000,
        })
        .where('employeeId', '=', u.employeeId)
        .execute();
      await t.db
        .insertInto('account')
        .values({
          employeeId: u.employeeId,
          bankName: 'Bank',
          accountNumber: '000111222333',
          ifsc: 'BANK0001234',
          branch: 'Main',
        })
        .execute();
      people.push(u);
    }
  });

  const names = (res: {
    json(): { Employees: { content: { firstName: string; lastName: string }[] } };
  }) => res.json().Employees.content.map((e) => `${e.firstName} ${e.lastName}`);

  it('answers with success, message and Employees as a Page of Employee objects', async () => {
    const res = await call('GET', `/department/${departmentId}`, admin);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: expect.any(String) });
    expect(json.Employees).toMatchObject({ totalElements: 3, number: 0, size: 10 });
    const e = json.Employees.content[0];
    expect(e.user).toEqual({
      userId: expect.any(Number),
      email: expect.any(String),
      createdAt: expect.any(String),
      active: true,
    });
    for (const key of ['addresses', 'emergencyContacts', 'skills', 'designations'])
      expect(e[key]).toEqual([]);
    expect(e.departments).toEqual([expect.objectContaining({ departmentId })]);
    expect(e.account).toMatchObject({ bankName: 'Bank' });
  });

  it('sorts by name (first, then last, ignoring case), newest first, or storage order', async () => {
    expect(names(await call('GET', `/department/${departmentId}?sortBy=Name`, admin))).toEqual([
      'amy Baker',
      'Amy Zhou',
      'zed Adams',
    ]);
    expect(names(await call('GET', `/department/${departmentId}?sortBy=createdAt`, admin))).toEqual(
      ['Amy Zhou', 'amy Baker', 'zed Adams'],
    );
    expect(names(await call('GET', `/department/${departmentId}?sortBy=noSort`, admin))).toEqual([
      'zed Adams',
      'amy Baker',
      'Amy Zhou',
    ]);
  });

  it('never carries a password hash', async () => {
    const res = await call('GET', `/department/${departmentId}`, admin);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('scrypt');
  });

  it('shows identity numbers, salary and account number to a caller with VIEW_SENSITIVE_EMPLOYEE_DATA', async () => {
    const token = await t.tokenFor(['GET_EMPLOYEES_OF_DEPARTMENT', 'VIEW_SENSITIVE_EMPLOYEE_DATA']);
    const e = (await call('GET', `/department/${departmentId}`, token)).json().Employees.content[0];
    expect(e).toMatchObject({
      adhaarNumber: '123456789012',
      panNumber: 'ABCDE1234F',
      salary: 50_000,
    });
    expect(e.account.accountNumber).toBe('000111222333');
  });

  it('masks identity numbers, salary and account number for other callers', async () => {
    // FIND_EMPLOYEE_BY_ID (a manager's) no longer shows them (issue #24 §1).
    const token = await t.tokenFor(['GET_EMPLOYEES_OF_DEPARTMENT', 'FIND_EMPLOYEE_BY_ID']);
    const res = await call('GET', `/department/${departmentId}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('123456789012');
    expect(res.body).not.toContain('ABCDE1234F');
    expect(res.body).not.toContain('000111222333');
    const e = res.json().Employees.content[0];
    expect(e).toMatchObject({ adhaarNumber: '********9012', salary: null });
    expect(e.account.accountNumber).toBe('********2333');
  });

  it('answers 404 for an unknown department and 400 for a non-numeric id', async () => {
    expect((await call('GET', '/department/9999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/department/abc', admin)).statusCode).toBe(400);
  });
});

describe('editing a department (D6)', () => {
  it('updates the name and description, keeping the manager when none is sent', async () => {
    const d = await create();
    const res = await call('PATCH', `/department/${d.departmentId}`, admin, {
      department: uniqueName('Renamed'),
      description: 'A new description',
      managerId: null,
      attributes: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'success']);
    expect(await stored(d.departmentId)).toMatchObject({
      description: 'A new description',
      managerId,
    });
  });

  it('changes the manager and ignores organizationId and branchId', async () => {
    const d = await create();
    const other = await t.createUser([]);
    const res = await call('PATCH', `/department/${d.departmentId}`, admin, {
      managerId: String(other.employeeId),
      organizationId: await organization(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(d.departmentId)).toMatchObject({
      managerId: other.employeeId,
      organizationId: null,
    });
  });

  it('merges attributes', async () => {
    const keys = ['Floor', 'Budget'];
    const ids: number[] = [];
    for (const attributeKey of keys)
      ids.push(
        Number(
          (
            await t.db
              .insertInto('departmentAttribute')
              .values({ attributeKey: `${attributeKey}${uniqueName('x').replace(/ /g, '')}` })
              .returning(['attributeId', 'attributeKey'])
              .executeTakeFirstOrThrow()
          ).attributeId,
        ),
      );
    const defs = await t.db
      .selectFrom('departmentAttribute')
      .select(['attributeId', 'attributeKey'])
      .where('attributeId', 'in', ids)
      .orderBy('attributeId')
      .execute();
    const [floor, budget] = defs.map((r) => r.attributeKey as string);
    const d = (
      await call('POST', '/department', admin, body({ attributes: { [floor]: 'Third' } }))
    ).json().Department;
    expect(d.attributes).toEqual({ [floor]: 'Third' });
    expect(
      (
        await call('PATCH', `/department/${d.departmentId}`, admin, {
          attributes: { [budget]: 'High' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await stored(d.departmentId))!.attributes).toEqual({
      [String(ids[0])]: 'Third',
      [String(ids[1])]: 'High',
    });
  });

  it('refuses a name taken in its organisation with 409 and bad input with 400, changing nothing', async () => {
    const organizationId = await organization();
    const a = await create({ organizationId });
    const b = await create({ organizationId });
    const before = await rows();
    const dup = await call('PATCH', `/department/${b.departmentId}`, admin, {
      department: a.department.toLowerCase(),
    });
    expect(dup.statusCode).toBe(409);
    const bad = await call('PATCH', `/department/${b.departmentId}`, admin, { department: 'R2D2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain('Department Name must not contain numbers');
    const unknownManager = await call('PATCH', `/department/${b.departmentId}`, admin, {
      managerId: 9_999_999,
    });
    expect(unknownManager.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('answers 404 for an unknown department and 400 for a non-numeric id', async () => {
    expect(
      (await call('PATCH', '/department/9999999', admin, { description: 'Valid one' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/department/abc', admin, { description: 'Valid one' })).statusCode,
    ).toBe(400);
  });
});

describe('assigning departments to organisations and branches (D7–D10)', () => {
  it('assigns, replaces, repeats as a no-op and removes an organisation', async () => {
    const d = await create();
    const [o1, o2] = [await organization(), await organization()];
    const path = (o: number, verb: string) => `/department/${o}/${verb}/${d.departmentId}`;
    const assign = await call('PATCH', path(o1, 'assignDepartment'), admin);
    expect(assign.statusCode).toBe(200);
    expect(assign.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await call('PATCH', path(o1, 'assignDepartment'), admin)).statusCode).toBe(200);
    expect((await stored(d.departmentId))!.organizationId).toBe(o1);
    expect((await call('PATCH', path(o2, 'assignDepartment'), admin)).statusCode).toBe(200);
    expect((await stored(d.departmentId))!.organizationId).toBe(o2);
    const removed = await call('PATCH', path(o2, 'removeDepartment'), admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await stored(d.departmentId))!.organizationId).toBeNull();
  });

  it('assigns, replaces and removes a branch', async () => {
    const d = await create();
    const [b1, b2] = [await branch(), await branch()];
    const path = (b: number, verb: string) => `/department/${b}/${verb}/${d.departmentId}`;
    expect((await call('PATCH', path(b1, 'assignDepartmentToBranch'), admin)).statusCode).toBe(200);
    expect((await call('PATCH', path(b2, 'assignDepartmentToBranch'), admin)).statusCode).toBe(200);
    expect((await stored(d.departmentId))!.branchId).toBe(b2);
    const removed = await call('PATCH', path(b2, 'removeDepartmentFromBranch'), admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await stored(d.departmentId))!.branchId).toBeNull();
  });

  it('refuses to assign where the name is already used, with 409', async () => {
    const organizationId = await organization();
    const a = await create({ organizationId });
    const b = await create({ department: a.department.toUpperCase() });
    const res = await call(
      'PATCH',
      `/department/${organizationId}/assignDepartment/${b.departmentId}`,
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect((await stored(b.departmentId))!.organizationId).toBeNull();
  });

  it('answers 404 for unknown ids and 400 for non-numeric ones', async () => {
    const d = await create();
    const o = await organization();
    for (const url of [
      `/department/9999999/assignDepartment/${d.departmentId}`,
      `/department/${o}/assignDepartment/9999999`,
      `/department/9999999/removeDepartment/${d.departmentId}`,
      `/department/9999999/assignDepartmentToBranch/${d.departmentId}`,
      `/department/9999999/removeDepartmentFromBranch/${d.departmentId}`,
    ])
      expect((await call('PATCH', url, admin)).statusCode, url).toBe(404);
    expect(
      (await call('PATCH', `/department/x/assignDepartment/${d.departmentId}`, admin)).statusCode,
    ).toBe(400);
  });
});

describe('employees in departments (D11, D12)', () => {
  it('assigns an employee, replacing the previous department, and removes them', async () => {
    const [d1, d2] = [await create(), await create()];
    const { employeeId } = await t.createUser([]);
    const path = (d: number, verb: string) => `/department/${employeeId}/${verb}/${d}`;
    const res = await call('PATCH', path(d1.departmentId, 'assignEmployeeToDepartment'), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(
      (await call('PATCH', path(d1.departmentId, 'assignEmployeeToDepartment'), admin)).statusCode,
    ).toBe(200);
    expect(await departmentOf(employeeId)).toBe(d1.departmentId);
    await call('PATCH', path(d2.departmentId, 'assignEmployeeToDepartment'), admin);
    expect(await departmentOf(employeeId)).toBe(d2.departmentId);
    // Removing from a department the employee is not in changes nothing.
    expect(
      (await call('PATCH', path(d1.departmentId, 'removeEmployeeFromDepartment'), admin))
        .statusCode,
    ).toBe(200);
    expect(await departmentOf(employeeId)).toBe(d2.departmentId);
    const removed = await call(
      'PATCH',
      path(d2.departmentId, 'removeEmployeeFromDepartment'),
      admin,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(await departmentOf(employeeId)).toBeNull();
  });

  it('answers 404 for an unknown employee or department', async () => {
    const d = await create();
    const { employeeId } = await t.createUser([]);
    expect(
      (
        await call(
          'PATCH',
          `/department/9999999/assignEmployeeToDepartment/${d.departmentId}`,
          admin,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/department/${employeeId}/assignEmployeeToDepartment/9999999`, admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/department/${employeeId}/removeEmployeeFromDepartment/9999999`, admin))
        .statusCode,
    ).toBe(404);
  });
});

describe('deleting a department (D13)', () => {
  it('detaches its employees, deletes it, then answers 404', async () => {
    const d = await create();
    const { employeeId } = await t.createUser([]);
    await call(
      'PATCH',
      `/department/${employeeId}/assignEmployeeToDepartment/${d.departmentId}`,
      admin,
    );
    const res = await call('DELETE', `/department/${d.departmentId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'success']);
    expect(await stored(d.departmentId)).toBeUndefined();
    expect(await departmentOf(employeeId)).toBeNull();
    expect((await call('DELETE', `/department/${d.departmentId}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/department/abc', admin)).statusCode).toBe(400);
  });
});

describe('privileges', () => {
  it('refuses each department privilege family to a caller holding every privilege but it', async () => {
    const d = await create();
    const o = await organization();
    const { employeeId } = await t.createUser([]);
    const cases: [string, Method, string, object?][] = [
      ['GETALL_DEPARTMENTS', 'GET', '/department'],
      ['GETALL_DEPARTMENTS', 'GET', '/department/unassignedDepartmentsOfOrganization'],
      ['GET_EMPLOYEES_OF_DEPARTMENT', 'GET', `/department/${d.departmentId}`],
      ['ADD_DEPARTMENT', 'POST', '/department', body()],
      [
        'UPDATE_DEPARTMENT',
        'PATCH',
        `/department/${d.departmentId}`,
        { description: 'Changed it' },
      ],
      [
        'ASSIGN_DEPARTMENT_TO_ORGANIZATION',
        'PATCH',
        `/department/${o}/assignDepartment/${d.departmentId}`,
      ],
      [
        'ASSIGN_DEPARTMENT_TO_EMPLOYEE',
        'PATCH',
        `/department/${employeeId}/assignEmployeeToDepartment/${d.departmentId}`,
      ],
      ['DELETE_DEPARTMENT', 'DELETE', `/department/${d.departmentId}`],
    ];
    for (const [privilege, method, url, payload] of cases) {
      const token = await t.tokenFor(ALL_PRIVILEGES.filter((p) => p !== privilege));
      const before = await rows();
      const res = await call(method, url, token, payload);
      expect(res.statusCode, `${method} ${url} without ${privilege}`).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        status: 403,
        isSuccess: false,
        data: null,
      });
      expect(await rows()).toEqual(before);
      expect(await departmentOf(employeeId)).toBeNull();
    }
  });
});
