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
      organizationName: 'Employees Test Org',
      organizationDescription: 'Employees Test Org',
      attributes: JSON.stringify({}),
    })
    .returning(['organizationId'])
    .executeTakeFirstOrThrow();
  orgId = Number(org.organizationId);
  await t.db
    .insertInto('skill')
    .values([{ skill: 'Typescript' }, { skill: 'Payroll' }])
    .execute();
  await t.db
    .insertInto('designation')
    .values([{ designation: 'Engineer' }, { designation: 'Lead' }])
    .execute();
  await t.db.insertInto('employeeAttribute').values({ attributeKey: 'Shirt Size' }).execute();
  await t.db.insertInto('employeeAttribute').values({ attributeKey: 'Desk' }).execute();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });

let seq = 0;
const letters = () => {
  let n = ++seq + 26 * 27;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  }
  return s;
};

async function department(managerId: number) {
  const row = await t.db
    .insertInto('department')
    .values({
      department: `Dept ${letters()}`,
      description: 'Test',
      managerId,
      organizationId: orgId,
      attributes: JSON.stringify({}),
    })
    .returning(['departmentId'])
    .executeTakeFirstOrThrow();
  return Number(row.departmentId);
}

async function employee(values: Record<string, unknown> = {}) {
  const u = await t.createUser([]);
  if (Object.keys(values).length)
    await t.db.updateTable('employee').set(values).where('employeeId', '=', u.employeeId).execute();
  return u;
}

const row = (employeeId: number) =>
  t.db
    .selectFrom('employee')
    .selectAll()
    .where('employeeId', '=', employeeId)
    .executeTakeFirstOrThrow();
const links = async (employeeId: number) => ({
  skills: (
    await t.db
      .selectFrom('employeeSkill as es')
      .innerJoin('skill as s', 's.skillId', 'es.skillId')
      .select('s.skill')
      .where('es.employeeId', '=', employeeId)
      .orderBy('s.skill')
      .execute()
  ).map((r) => r.skill),
  designations: (
    await t.db
      .selectFrom('employeeDesignation as ed')
      .innerJoin('designation as d', 'd.designationId', 'ed.designationId')
      .select('d.designation')
      .where('ed.employeeId', '=', employeeId)
      .orderBy('d.designation')
      .execute()
  ).map((r) => r.designation),
});

describe('GET /employee/getAllEmployees', () => {
  it('answers a Spring page with a top-level totalPages copy and a reduced user', async () => {
    const res = await call('GET', '/employee/getAllEmployees?page=0&size=5', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.totalPages).toBe(body.Employees.totalPages);
    for (const key of ['content', 'pageable', 'last', 'first', 'totalElements', 'number', 'empty'])
      expect(body.Employees).toHaveProperty(key);
    const first = body.Employees.content[0];
    expect(Object.keys(first.user).sort()).toEqual(['active', 'createdAt', 'email', 'userId']);
    for (const key of ['departments', 'addresses', 'emergencyContacts', 'account', 'skills'])
      expect(first).toHaveProperty(key);
    expect(res.body).not.toMatch(/passwordHash|scrypt|createdBy/);
  });

  it('filters by department and sorts by name or newest first', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const a = await employee({ firstName: 'zoe', lastName: 'Adams', departmentId: dept });
    const b = await employee({ firstName: 'Amy', lastName: 'Zed', departmentId: dept });
    const c = await employee({ firstName: 'amy', lastName: 'Brown', departmentId: dept });
    const ids = async (sortBy: string) =>
      (await call('GET', `/employee/getAllEmployees?departmentId=${dept}&sortBy=${sortBy}`, admin))
        .json()
        .Employees.content.map((e: { employeeId: number }) => e.employeeId);
    expect(await ids('Name')).toEqual([c.employeeId, b.employeeId, a.employeeId]);
    expect(await ids('createdAt')).toEqual([c.employeeId, b.employeeId, a.employeeId]);
    expect(await ids('noSort')).toEqual([a.employeeId, b.employeeId, c.employeeId]);
    expect(await ids('1%3Bdrop%20table%20employee')).toEqual([
      a.employeeId,
      b.employeeId,
      c.employeeId,
    ]);
  });

  it('masks identity numbers, salary and account number without VIEW_SENSITIVE_EMPLOYEE_DATA', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const e = await employee({
      departmentId: dept,
      adhaarNumber: '123456789012',
      panNumber: 'ABCDE1234F',
      salary: 50000,
    });
    await t.db
      .insertInto('account')
      .values({
        employeeId: e.employeeId,
        bankName: 'Axis Bank',
        accountNumber: '123456789012',
        ifsc: 'UTIB0000123',
        branch: 'Main',
      })
      .execute();
    const url = `/employee/getAllEmployees?departmentId=${dept}`;
    const masked = (
      await call('GET', url, await t.tokenFor(['GET_ALL_EMPLOYEES', 'FIND_EMPLOYEE_BY_ID']))
    ).json().Employees.content[0];
    expect(masked.adhaarNumber).toBe('********9012');
    expect(masked.panNumber).toBe('******234F');
    expect(masked.salary).toBeNull();
    expect(masked.account.accountNumber).toBe('********9012');
    const clear = (
      await call(
        'GET',
        url,
        await t.tokenFor([
          'GET_ALL_EMPLOYEES',
          'FIND_EMPLOYEE_BY_ID',
          'VIEW_SENSITIVE_EMPLOYEE_DATA',
        ]),
      )
    ).json().Employees.content[0];
    expect(clear.adhaarNumber).toBe('123456789012');
    expect(clear.salary).toBe(50000);
    expect(clear.account.accountNumber).toBe('123456789012');
  });

  it('answers an empty page past the end, 400 for a negative page, and caps the size', async () => {
    const past = (await call('GET', '/employee/getAllEmployees?page=9999', admin)).json();
    expect(past.Employees.content).toEqual([]);
    expect(past.Employees.totalElements).toBeGreaterThan(0);
    expect((await call('GET', '/employee/getAllEmployees?page=-1', admin)).statusCode).toBe(400);
    const big = await call('GET', '/employee/getAllEmployees?size=1000000000', admin);
    expect(big.statusCode).toBe(200);
    expect(big.json().Employees.size).toBe(100);
  });
});

describe('GET /employee/{employeeId}', () => {
  it('answers S3 with Employee.employee and the organisations of the department', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const e = await employee({
      departmentId: dept,
      firstName: 'Ravi',
      adhaarNumber: '111122223333',
    });
    const res = await call('GET', `/employee/${e.employeeId}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Status).toBe(true);
    expect(body.Employee.employee.employeeId).toBe(e.employeeId);
    expect(body.Employee.employee.adhaarNumber).toBe('111122223333');
    expect(body.Employee.employee.departments[0].departmentId).toBe(dept);
    expect(body.Employee.organizations[0].organizationId).toBe(orgId);
    expect(body.Employee.employee.user.email).toBe(e.email);
  });

  it('answers 404 for an unknown employee and 400 for a non-numeric id', async () => {
    expect((await call('GET', '/employee/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/employee/abc', admin)).statusCode).toBe(400);
  });
});

describe('GET /employee/searchEmployee', () => {
  it('matches first or last name ignoring case, as a bare array without email', async () => {
    const e = await employee({ firstName: 'Quentin', lastName: 'Xylophone' });
    for (const term of ['quen', 'XYLO', 'tin xy']) {
      const res = await call(
        'GET',
        `/employee/searchEmployee?name=${encodeURIComponent(term)}`,
        admin,
      );
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((r: { employeeId: number }) => r.employeeId)).toContain(e.employeeId);
      expect(res.body).not.toContain(e.email);
    }
  });

  it('returns at most ten results', async () => {
    for (let i = 0; i < 12; i++) await employee({ firstName: 'Manyname', lastName: 'Same' });
    const res = await call('GET', '/employee/searchEmployee?name=manyname', admin);
    expect(res.json()).toHaveLength(10);
  });

  it('refuses wildcards and empty terms instead of matching everyone', async () => {
    for (const term of ['%', '_', '', "a'b"])
      expect(
        (await call('GET', `/employee/searchEmployee?name=${encodeURIComponent(term)}`, admin))
          .statusCode,
      ).toBe(400);
  });
});

describe('GET /employee/searchByManager', () => {
  it('lists the direct reports of the caller, ignoring a managerId in the query', async () => {
    const m = await t.createUser(['SEARCH_EMPLOYEE_BY_MANAGER_ID']);
    const token = await t.login(m.email, m.password);
    const dept = await department(m.employeeId);
    const report = await employee({ departmentId: dept, firstName: 'Report' });
    const stranger = await employee();
    const res = await call('GET', `/employee/searchByManager?managerId=${stranger.userId}`, token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { employeeId: number }) => r.employeeId);
    expect(ids).toEqual([report.employeeId]);
  });

  it('answers an empty list for a caller who manages nobody', async () => {
    const token = await t.tokenFor(['SEARCH_EMPLOYEE_BY_MANAGER_ID']);
    expect((await call('GET', '/employee/searchByManager', token)).json()).toEqual([]);
  });
});

const details = (dept: number, extra: object = {}) => ({
  firstName: 'Asha',
  lastName: 'Verma',
  employeeCode: `EC${letters()}`,
  departmentId: String(dept),
  skillList: ['typescript', 'Payroll'],
  designationList: ['Engineer'],
  attributes: { 'shirt size': 'M' },
  contact: '9876543210',
  dateOfBirth: '1990-05-01',
  position: 'Developer',
  joinDate: '2020-01-15',
  adhaarNumber: '123412341234',
  panNumber: 'ABCDE1234F',
  uanNumber: '100200300400',
  salary: '72000',
  ...extra,
});

describe('POST /employee/{employeeId}', () => {
  it('saves the details, lists by name, attributes and personal fields, ignoring extras', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const e = await employee();
    const res = await call(
      'POST',
      `/employee/${e.employeeId}`,
      admin,
      details(dept, { userId: 1, employeeId: 1, profileImage: 'x', Desk: 'ignored' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.Employee.firstName).toBe('Asha');
    expect(body.Employee.attributes).toEqual({ 'Shirt Size': 'M' });
    expect(body.Employee.departments[0].departmentId).toBe(dept);
    const stored = await row(e.employeeId);
    expect(stored.userId).toBe(e.userId);
    expect(stored.profileImage).toBeNull();
    expect(stored.salary).toBe(72000);
    expect(stored.departmentId).toBe(dept);
    expect(await links(e.employeeId)).toEqual({
      skills: ['Payroll', 'Typescript'],
      designations: ['Engineer'],
    });
  });

  it.each([
    [{ firstName: 'As1' }, 'First name should contain only letters'],
    [{ firstName: undefined }, 'First name is required'],
    [{ lastName: 'V' }, 'Last name must be at least 2 characters'],
    [{ employeeCode: 'A-1' }, 'Employee code should contain only letters and numbers'],
    [{ departmentId: '' }, 'Department is required'],
    [{ contact: '123' }, 'Contact Number must be exactly 10 digits'],
    [{ panNumber: 'abc' }, 'PAN Number must be in the format ABCDE1234F'],
    [{ gender: 'X' }, 'Gender must be Male, Female or Other'],
  ])('refuses %j with the schema message and changes nothing', async (patch, message) => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const e = await employee();
    const before = await row(e.employeeId);
    const res = await call('POST', `/employee/${e.employeeId}`, admin, details(dept, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await row(e.employeeId)).toEqual(before);
  });

  it('refuses a taken employee code ignoring case with 409 and changes nothing', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const code = `DUP${letters()}`;
    await employee({ employeeCode: code });
    const e = await employee();
    const before = await row(e.employeeId);
    const res = await call(
      'POST',
      `/employee/${e.employeeId}`,
      admin,
      details(dept, { employeeCode: code.toLowerCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(await row(e.employeeId)).toEqual(before);
    expect(await links(e.employeeId)).toEqual({ skills: [], designations: [] });
  });

  it('answers 400 for an unknown skill, 404 for unknown department, attribute or employee', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const e = await employee();
    const before = await row(e.employeeId);
    const post = (body: object, id = e.employeeId) =>
      call('POST', `/employee/${id}`, admin, body).then((r) => r.statusCode);
    expect(await post(details(dept, { skillList: ['Juggling'] }))).toBe(400);
    expect(await post(details(dept, { designationList: ['Wizard'] }))).toBe(400);
    expect(await post(details(999999))).toBe(404);
    expect(await post(details(dept, { attributes: { Nope: 'x' } }))).toBe(404);
    expect(await post(details(dept), 999999)).toBe(404);
    expect(await row(e.employeeId)).toEqual(before);
  });
});

describe('PATCH /employee/updateEmployeeDetails/{employeeId}', () => {
  async function saved() {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const e = await employee();
    const res = await call('POST', `/employee/${e.employeeId}`, admin, details(dept));
    expect(res.statusCode).toBe(200);
    return { e, dept };
  }

  it('changes only the fields sent; lists replace and attributes merge', async () => {
    const { e } = await saved();
    const res = await call('PATCH', `/employee/updateEmployeeDetails/${e.employeeId}`, admin, {
      lastName: 'Kapoor',
      skillList: ['Payroll'],
      attributes: { Desk: 'B12' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().UpdatedEmployee.lastName).toBe('Kapoor');
    const stored = await row(e.employeeId);
    expect(stored.firstName).toBe('Asha');
    expect(res.json().UpdatedEmployee.attributes).toEqual({ 'Shirt Size': 'M', Desk: 'B12' });
    expect(await links(e.employeeId)).toEqual({ skills: ['Payroll'], designations: ['Engineer'] });
    const cleared = await call('PATCH', `/employee/updateEmployeeDetails/${e.employeeId}`, admin, {
      attributes: { 'Shirt Size': '' },
    });
    expect(cleared.json().UpdatedEmployee.attributes).toEqual({ Desk: 'B12' });
  });

  it('accepts the whole pre-edited employee posted back, binding only its fields', async () => {
    const { e } = await saved();
    const shown = (await call('GET', `/employee/${e.employeeId}`, admin)).json().Employee.employee;
    const before = await row(e.employeeId);
    const res = await call('PATCH', `/employee/updateEmployeeDetails/${e.employeeId}`, admin, {
      ...shown,
      user: { userId: 1, email: 'x@y.com' },
      employeeId: 1,
      firstName: 'Meera',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(e.employeeId);
    expect(after).toEqual({ ...before, firstName: 'Meera' });
  });

  it('refuses a taken employee code with 409 and a bad value with 400, changing nothing', async () => {
    const { e } = await saved();
    const other = await saved();
    const taken = (await row(other.e.employeeId)).employeeCode;
    const before = await row(e.employeeId);
    const url = `/employee/updateEmployeeDetails/${e.employeeId}`;
    expect((await call('PATCH', url, admin, { employeeCode: taken })).statusCode).toBe(409);
    const bad = await call('PATCH', url, admin, { firstName: '1', lastName: 'Ok' });
    expect(bad.statusCode).toBe(400);
    expect(await row(e.employeeId)).toEqual(before);
  });

  it('answers 404 for an unknown employee or department', async () => {
    const { e } = await saved();
    expect(
      (await call('PATCH', '/employee/updateEmployeeDetails/999999', admin, { lastName: 'Ok' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/employee/updateEmployeeDetails/${e.employeeId}`, admin, {
          departmentId: 999999,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /employee/unassignedEmployeesOfDepartment', () => {
  it('pages only employees without a department', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const placed = await employee({ departmentId: dept });
    const loose = await employee();
    const res = await call('GET', '/employee/unassignedEmployeesOfDepartment?size=100', admin);
    expect(res.statusCode).toBe(200);
    const ids = res.json().Employees.content.map((e: { employeeId: number }) => e.employeeId);
    expect(ids).toContain(loose.employeeId);
    expect(ids).not.toContain(placed.employeeId);
  });
});

describe('employee code under concurrency', () => {
  it('lets exactly one of ten parallel saves take a code', async () => {
    const manager = await employee();
    const dept = await department(manager.employeeId);
    const people = await Promise.all(Array.from({ length: 10 }, () => employee()));
    const code = `RACE${letters()}`;
    const statuses = await Promise.all(
      people.map((p) =>
        call('PATCH', `/employee/updateEmployeeDetails/${p.employeeId}`, admin, {
          employeeCode: code,
          departmentId: dept,
        }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const holders = await t.db
      .selectFrom('employee')
      .select('employeeId')
      .where('employeeCode', '=', code)
      .execute();
    expect(holders).toHaveLength(1);
  });
});

/** Signature and IHDR of a 1×1 PNG: what the server inspects. */
const tinyPng = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR', 'latin1'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0, 0, 0, 0]),
  ]);

async function upload(employeeId: number, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  else form.append('note', 'nothing');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/employee/${employeeId}/uploadImage`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { ...t.auth(admin), 'content-type': req.headers.get('content-type')! },
  });
}

describe('POST /employee/{employeeId}/uploadImage', () => {
  it('stores a PNG checked by content and serves it as an image', async () => {
    const e = await employee();
    const res = await upload(e.employeeId, { bytes: tinyPng(), name: 'me.png' });
    expect(res.statusCode, res.body).toBe(200);
    // A signed link to this version of the photo (imageLinks.test.ts covers the link itself); the
    // row keeps the route.
    expect(res.json().profileImage).toMatch(
      new RegExp(`^/api/v1/employee/${e.employeeId}/photo\\?v=[0-9a-f]{20}&exp=\\d+&sig=`),
    );
    expect((await row(e.employeeId)).profileImage).toBe(`/api/v1/employee/${e.employeeId}/photo`);
    const photo = await t.app.inject({
      method: 'GET',
      url: res.json().profileImage,
      headers: t.auth(await t.tokenFor([])),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    // Like an organisation's logo: the browser keeps it for this user only and asks again each time.
    expect(photo.headers['cache-control']).toBe('private, no-cache');
    expect(photo.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('refuses HTML named .png, an SVG and a missing file with 400, changing nothing', async () => {
    const e = await employee();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await upload(e.employeeId, { bytes: html, name: 'x.png' })).statusCode).toBe(400);
    expect((await upload(e.employeeId, { bytes: svg, name: 'x.svg' })).statusCode).toBe(400);
    const none = await upload(e.employeeId);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please Select an Image');
    expect((await row(e.employeeId)).profileImage).toBeNull();
  });

  it('accepts exactly 5 MiB, answers 413 past it and 404 for an unknown employee', async () => {
    const e = await employee();
    const max = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 - tinyPng().length)]);
    expect((await upload(e.employeeId, { bytes: max, name: 'max.png' })).statusCode).toBe(200);
    await t.db
      .updateTable('employee')
      .set({ profileImage: null })
      .where('employeeId', '=', e.employeeId)
      .execute();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(e.employeeId, { bytes: big, name: 'big.png' })).statusCode).toBe(413);
    expect((await row(e.employeeId)).profileImage).toBeNull();
    expect((await upload(999999, { bytes: tinyPng(), name: 'a.png' })).statusCode).toBe(404);
  });
});
