/**
 * Sensitive fields follow the record scope (issue #24 §1, security.md case 24): an employee's
 * Aadhar, PAN and UAN numbers, salary and bank account number are in clear only for the employee
 * and for holders of VIEW_SENSITIVE_EMPLOYEE_DATA; a manager of another department and the
 * employee's own manager — holding every other privilege, FIND_EMPLOYEE_BY_ID included — get them
 * masked the same way on every route that answers them, and the audit trail never has them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRIVILEGES, PRIVILEGE_GROUPS } from '../../src/shared/privileges.ts';
import { SENSITIVE_PRIVILEGE } from '../../src/shared/sensitive.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });

const CLEAR = {
  adhaarNumber: '234567890123',
  panNumber: 'ABCDE1234F',
  uanNumber: '345678901234',
  salary: 64321,
};
const ACCOUNT = {
  bankName: 'Axis Bank',
  accountNumber: '001122334455',
  ifsc: 'UTIB0000123',
  branch: 'MG Road',
};
const MASKED = {
  adhaarNumber: '********0123',
  panNumber: '******234F',
  uanNumber: '********1234',
  salary: null,
};
const MASKED_ACCOUNT = '********4455';
const ADDRESS = {
  addressType: 'PERMANENT',
  propertyNumber: '12B',
  zipCode: { zipCode: '560001', city: 'Bengaluru', state: 'Karnataka' },
  country: 'India',
};

/** Every privilege but the sensitive one: reaching a route is not seeing its sensitive fields. */
const EVERYTHING_ELSE = ALL_PRIVILEGES.filter((p) => p !== SENSITIVE_PRIVILEGE);

type Caller = { name: string; token: string; employeeId: number; clear: boolean };
const callers: Caller[] = [];
let subject: number;
let departmentId: number;
let branchId: number;

async function person(privileges: string[]) {
  const u = await t.createUser(privileges);
  return { employeeId: u.employeeId, token: await t.login(u.email, u.password) };
}

async function department(managerId: number, branch?: number) {
  const row = await t.db
    .insertInto('department')
    .values({
      department: `Sensitive ${managerId}`,
      description: 'Test',
      managerId,
      branchId: branch ?? null,
      attributes: '{}',
    })
    .returning('departmentId')
    .executeTakeFirstOrThrow();
  return Number(row.departmentId);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const branch = await t.db
    .insertInto('branch')
    .values({ branchName: 'Sensitive Branch', attributes: '{}' })
    .returning('branchId')
    .executeTakeFirstOrThrow();
  branchId = Number(branch.branchId);
  const otherManager = await person(EVERYTHING_ELSE);
  const ownManager = await person(EVERYTHING_ELSE);
  const self = await person(EVERYTHING_ELSE);
  const hr = await person([SENSITIVE_PRIVILEGE, ...EVERYTHING_ELSE]);
  departmentId = await department(ownManager.employeeId, branchId);
  await department(otherManager.employeeId);
  subject = self.employeeId;
  await t.db
    .updateTable('employee')
    .set({ ...CLEAR, departmentId, employeeCode: `SENS${subject}` })
    .where('employeeId', '=', subject)
    .execute();
  await t.db
    .updateTable('employee')
    .set({ departmentId })
    .where('employeeId', '=', ownManager.employeeId)
    .execute();
  await t.db
    .insertInto('account')
    .values({ employeeId: subject, ...ACCOUNT })
    .execute();
  callers.push(
    { name: 'a manager of another department', ...otherManager, clear: false },
    { name: "the employee's own manager", ...ownManager, clear: false },
    { name: 'the employee', ...self, clear: true },
    { name: 'an HR holder of VIEW_SENSITIVE_EMPLOYEE_DATA', ...hr, clear: true },
  );
});

type Employee = Record<string, unknown> & { account?: { accountNumber?: unknown } | null };
const find = (list: Employee[]) => list.find((e) => e.employeeId === subject);

/** Each route that answers the employee's record: how to call it, and where the record is. */
type Route = { route: string; read: (c: Caller) => Promise<{ body: string; employee?: Employee }> };
const answer = async (res: Awaited<ReturnType<typeof call>>, pick: (json: never) => unknown) => {
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, employee: pick(res.json() as never) as Employee };
};
const details = {
  firstName: 'Sana',
  lastName: 'Iyer',
  get employeeCode() {
    return `SENS${subject}`;
  },
  get departmentId() {
    return departmentId;
  },
};
const addressIdOf = async () =>
  Number(
    (
      await t.db
        .selectFrom('address')
        .select('addressId')
        .where('employeeId', '=', subject)
        .orderBy('addressId', 'desc')
        .executeTakeFirstOrThrow()
    ).addressId,
  );

const ROUTES: Route[] = [
  {
    route: 'GET /api/v1/employee/:employeeId',
    read: async (c) =>
      answer(await call('GET', `/employee/${subject}`, c.token), (j: any) => j.Employee.employee),
  },
  {
    route: 'GET /api/v1/employee/getAllEmployees',
    read: async (c) =>
      answer(
        await call(
          'GET',
          `/employee/getAllEmployees?departmentId=${departmentId}&size=100`,
          c.token,
        ),
        (j: any) => find(j.Employees.content),
      ),
  },
  {
    route: 'GET /api/v1/department/:departmentId',
    read: async (c) =>
      answer(await call('GET', `/department/${departmentId}?size=100`, c.token), (j: any) =>
        find(j.Employees.content),
      ),
  },
  {
    route: 'GET /api/v1/branch/employeesInBranch/:branchId',
    read: async (c) =>
      answer(
        await call('GET', `/branch/employeesInBranch/${branchId}?size=100`, c.token),
        (j: any) => find(j.Employees.content),
      ),
  },
  {
    route: 'PATCH /api/v1/employee/updateEmployeeDetails/:employeeId',
    read: async (c) =>
      answer(
        await call('PATCH', `/employee/updateEmployeeDetails/${subject}`, c.token, {
          position: `Analyst ${c.employeeId}`,
        }),
        (j: any) => j.UpdatedEmployee,
      ),
  },
  {
    route: 'POST /api/v1/employee/:employeeId',
    read: async (c) =>
      answer(
        await call('POST', `/employee/${subject}`, c.token, { ...details }),
        (j: any) => j.Employee,
      ),
  },
  {
    route: 'POST /api/v1/address/:employeeId/addNewAddress',
    read: async (c) =>
      answer(
        await call('POST', `/address/${subject}/addNewAddress`, c.token, ADDRESS),
        (j: any) => j.UpdatedEmployee,
      ),
  },
  {
    route: 'PUT /api/v1/address/:employeeId/editAddress/:addressId',
    read: async (c) =>
      answer(
        await call('PUT', `/address/${subject}/editAddress/${await addressIdOf()}`, c.token, {
          ...ADDRESS,
          propertyNumber: '14C',
        }),
        (j: any) => j.UpdatedEmployee,
      ),
  },
  {
    route: 'DELETE /api/v1/address/:employeeId/removeAddress/:addressId',
    read: async (c) =>
      answer(
        await call('DELETE', `/address/${subject}/removeAddress/${await addressIdOf()}`, c.token),
        (j: any) => j.UpdatedEmployee,
      ),
  },
  {
    route: 'POST /api/v1/account/:employeeId/AddBankAccount',
    read: async (c) =>
      answer(
        await call('POST', `/account/${subject}/AddBankAccount`, c.token, ACCOUNT),
        (j: any) => j.updatedUser,
      ),
  },
  {
    // AC2 answers the account alone: it stands in for the record's `account`.
    route: 'PATCH /api/v1/account/:accountId',
    read: async (c) => {
      const { accountId } = await t.db
        .selectFrom('account')
        .select('accountId')
        .where('employeeId', '=', subject)
        .executeTakeFirstOrThrow();
      const res = await call('PATCH', `/account/${accountId}`, c.token, ACCOUNT);
      expect(res.statusCode, res.body).toBe(200);
      return { body: res.body, employee: { account: res.json().updatedAccount } };
    },
  },
];

function expectView(e: Employee | undefined, clear: boolean, label: string) {
  expect(e, label).toBeTruthy();
  const fields = clear ? CLEAR : MASKED;
  if ('employeeId' in e!)
    for (const [name, value] of Object.entries(fields))
      expect(e![name], `${label}: ${name}`).toBe(value);
  expect(e!.account?.accountNumber, `${label}: accountNumber`).toBe(
    clear ? ACCOUNT.accountNumber : MASKED_ACCOUNT,
  );
}

const leaks = [
  CLEAR.adhaarNumber,
  CLEAR.panNumber,
  CLEAR.uanNumber,
  String(CLEAR.salary),
  ACCOUNT.accountNumber,
];

describe('sensitive employee fields', () => {
  it('cover every route whose answer can carry them', () => {
    const carrying = t.app.routeDocs
      .filter((r) => /"(adhaarNumber|accountNumber)"/.test(JSON.stringify(r.schema.response ?? {})))
      .map((r) => `${r.method} ${r.url}`);
    // EM6 answers employees of no department; it is swept on its own below.
    const covered = [
      ...ROUTES.map((r) => r.route),
      'GET /api/v1/employee/unassignedEmployeesOfDepartment',
    ];
    expect(carrying.sort()).toEqual(covered.sort());
  });

  for (const { route, read } of ROUTES)
    it(`${route}: in clear for the employee and an HR holder only`, async () => {
      for (const c of callers) {
        const { body, employee } = await read(c);
        expectView(employee, c.clear, `${route} as ${c.name}`);
        if (!c.clear)
          for (const value of leaks) expect(body, `${route} as ${c.name}`).not.toContain(value);
      }
    });

  it('GET /api/v1/employee/unassignedEmployeesOfDepartment: likewise', async () => {
    const loner = await person(EVERYTHING_ELSE);
    await t.db
      .updateTable('employee')
      .set(CLEAR)
      .where('employeeId', '=', loner.employeeId)
      .execute();
    const url = '/employee/unassignedEmployeesOfDepartment?size=100';
    for (const [token, clear] of [
      [loner.token, true],
      [callers[3].token, true],
      [callers[0].token, false],
    ] as const) {
      const res = await call('GET', url, token);
      expect(res.statusCode).toBe(200);
      const e = res
        .json()
        .Employees.content.find((x: Employee) => x.employeeId === loner.employeeId);
      for (const [name, value] of Object.entries(clear ? CLEAR : MASKED))
        expect(e[name], name).toBe(value);
    }
  });

  it('shows a caller their own row in clear and the rest of a shared page masked', async () => {
    const url = `/department/${departmentId}?size=100`;
    // The HR holder reads the page first, so the others get it from memory.
    await call('GET', url, callers[3].token);
    const page = (await call('GET', url, callers[2].token)).json().Employees.content as Employee[];
    const manager = page.find((e) => e.employeeId === callers[1].employeeId)!;
    await t.db
      .updateTable('employee')
      .set({ salary: 1 })
      .where('employeeId', '=', callers[1].employeeId)
      .execute();
    expect(find(page)).toMatchObject(CLEAR);
    expect(manager.salary).toBeNull();
    const theirs = (await call('GET', url, callers[1].token)).json().Employees
      .content as Employee[];
    expect(theirs.find((e) => e.employeeId === callers[1].employeeId)!.salary).toBe(1);
    expect(find(theirs)).toMatchObject(MASKED);
  });

  it('keeps them when a caller who sees them masked sends the mask back (null); a holder may clear', async () => {
    const stored = () =>
      t.db
        .selectFrom('employee')
        .select(['salary', 'adhaarNumber', 'position'])
        .where('employeeId', '=', subject)
        .executeTakeFirstOrThrow();
    const echo = { position: 'Echoed', salary: null, adhaarNumber: null };
    const res = await call(
      'PATCH',
      `/employee/updateEmployeeDetails/${subject}`,
      callers[1].token,
      echo,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toMatchObject({
      position: 'Echoed',
      salary: CLEAR.salary,
      adhaarNumber: CLEAR.adhaarNumber,
    });
    // A new value from them is a write like any other.
    const set = await call(
      'PATCH',
      `/employee/updateEmployeeDetails/${subject}`,
      callers[1].token,
      {
        salary: 70000,
      },
    );
    expect(set.json().UpdatedEmployee.salary).toBeNull();
    expect((await stored()).salary).toBe(70000);
    await call('PATCH', `/employee/updateEmployeeDetails/${subject}`, callers[3].token, {
      salary: null,
    });
    expect((await stored()).salary).toBeNull();
    await t.db.updateTable('employee').set(CLEAR).where('employeeId', '=', subject).execute();
  });

  it('never shows them in the audit trail, to anyone', async () => {
    for (const c of callers) {
      for (const url of [
        `/audit/employee/${subject}?size=100`,
        `/audit?resource=account&size=100`,
      ]) {
        const res = await call('GET', url, c.token);
        expect(res.statusCode, res.body).toBe(200);
        for (const value of leaks) expect(res.body, `${url} as ${c.name}`).not.toContain(value);
      }
    }
    const history = (
      await call('GET', `/audit/employee/${subject}?size=100`, callers[0].token)
    ).json();
    expect(JSON.stringify(history)).toContain('"adhaarNumber":"***');
  });

  it('is a privilege of its own: on the role screen, held by SuperAdmin, not by the seeded Manager', async () => {
    expect(PRIVILEGE_GROUPS.sensitiveData).toHaveProperty(SENSITIVE_PRIVILEGE);
    const roles = await t.db.selectFrom('role').select(['role', 'privilege']).execute();
    const of = (name: string) => roles.find((r) => r.role === name)?.privilege as string[];
    expect(of('SuperAdmin')).toContain(SENSITIVE_PRIVILEGE);
    expect(of('Manager')).not.toContain(SENSITIVE_PRIVILEGE);
    expect(of('Manager')).toContain('FIND_EMPLOYEE_BY_ID');
    const me = await t.app.inject({ url: '/api/v1/user/me', headers: t.auth(admin) });
    expect(me.json().loginUser.roles[0].privilege).toContain(SENSITIVE_PRIVILEGE);
  });
});
