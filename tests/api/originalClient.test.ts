// What the original client sends on the wire (issue #23 §1, contract §1.1, security case 28): an
// empty form-encoded body on every call without a body, and a clock-in scheme split by six spaces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  currentMonth,
  ensureBalances,
} from '../../resources/leaveBalance/leaveBalance.queries.server.ts';
import { BODY_METHODS } from '../../src/server/plugins/bodyTolerance.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const FORM = 'application/x-www-form-urlencoded';
/** What axios sends for `apiConnector('PATCH', url, undefined, headers)` in the original client. */
const AXIOS_EMPTY = { 'content-type': FORM, 'content-length': '0' };
const UNKNOWN = 999_999;

const send = (method: InjectOptions['method'], url: string, headers: object, payload?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...t.auth(admin), ...headers },
    payload,
  });
const answerOf = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  body: res.body === '' ? '' : JSON.parse(res.body),
});

type QuerySchema = { required?: string[]; properties?: Record<string, { type?: unknown }> };
/** A route's URL with unknown ids in its path and every required query parameter filled in. */
function urlFor(url: string, query: QuerySchema | undefined) {
  const path = url.replace(/^\/api\/v1/, '').replace(/:\w+/g, String(UNKNOWN));
  const params = (query?.required ?? []).map((name) => {
    const type = [query?.properties?.[name]?.type].flat();
    return `${name}=${type.includes('boolean') ? 'false' : type.includes('integer') ? UNKNOWN : 'x'}`;
  });
  return params.length ? `${path}?${params.join('&')}` : path;
}

describe('an empty body under any content type, on every route that takes no body', () => {
  const bodyless = () =>
    t.app.routeDocs.filter((r) => BODY_METHODS.has(r.method) && r.schema.body === undefined);

  it('covers the calls the original client makes without a body', () => {
    const routes = new Set(bodyless().map((r) => `${r.method} ${r.url}`));
    for (const route of [
      'PATCH /api/v1/leave/:leaveRequestId/approve',
      'PATCH /api/v1/leave/declineLeaveRequest/:id',
      'PATCH /api/v1/branch/:organizationId/assignBranch/:branchId',
      'PATCH /api/v1/branch/:organizationId/removeBranch/:branchId',
      'PATCH /api/v1/department/:organizationId/assignDepartment/:departmentId',
      'PATCH /api/v1/department/:organizationId/removeDepartment/:departmentId',
      'PATCH /api/v1/department/:branchId/assignDepartmentToBranch/:departmentId',
      'PATCH /api/v1/department/:branchId/removeDepartmentFromBranch/:departmentId',
      'PATCH /api/v1/department/:employeeId/assignEmployeeToDepartment/:departmentId',
      'PATCH /api/v1/department/:employeeId/removeEmployeeFromDepartment/:departmentId',
    ])
      expect(routes, route).toContain(route);
  });

  it('answers each exactly as the same call without a content type', async () => {
    const variants = [
      { 'content-type': FORM },
      AXIOS_EMPTY,
      { 'content-type': 'application/json', 'content-length': '0' },
      { 'content-type': 'text/plain; charset=utf-8' },
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '0' },
    ];
    // A route that ends the caller's sessions (log out everywhere) is called with a new sign-in
    // each time, so every variant meets it as the plain call did.
    const signedOut = async () =>
      (await send('GET', '/user/me', {})).statusCode === 401 && (admin = await t.adminToken());
    for (const route of bodyless()) {
      const url = urlFor(route.url, route.schema.querystring as QuerySchema | undefined);
      const plain = answerOf(await send(route.method as InjectOptions['method'], url, {}));
      expect(plain.status, `${route.method} ${url}`).not.toBe(415);
      await signedOut();
      for (const headers of variants) {
        const res = await send(route.method as InjectOptions['method'], url, headers);
        expect(answerOf(res), `${route.method} ${url} ${JSON.stringify(headers)}`).toEqual(plain);
        await signedOut();
      }
    }
  });
});

async function insert<T extends 'organization' | 'branch'>(table: T, values: object) {
  return t.db
    .insertInto(table)
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<Record<string, number>>;
}

describe('the original client’s body-less calls succeed with its header', () => {
  it('assigns and removes a branch, and a department to an organisation, a branch and an employee', async () => {
    const org = await insert('organization', {
      organizationName: 'Form Encoded Org',
      organizationDescription: 'Sent by the original client',
      attributes: '{}',
    });
    const branch = await insert('branch', { branchName: 'Form Branch', attributes: '{}' });
    const manager = await t.createUser([]);
    const dept = await t.db
      .insertInto('department')
      .values({
        department: 'Form Department',
        description: 'Assigned by form calls',
        managerId: manager.employeeId,
        attributes: '{}',
      })
      .returning('departmentId')
      .executeTakeFirstOrThrow();
    const worker = await t.createUser([]);
    const d = dept.departmentId;
    const steps: [string, () => Promise<unknown>][] = [
      [`/branch/${org.organizationId}/assignBranch/${branch.branchId}`, branchOrg],
      [`/branch/${org.organizationId}/removeBranch/${branch.branchId}`, branchOrg],
      [`/department/${org.organizationId}/assignDepartment/${d}`, deptOrgs],
      [`/department/${org.organizationId}/removeDepartment/${d}`, deptOrgs],
      [`/department/${branch.branchId}/assignDepartmentToBranch/${d}`, deptBranches],
      [`/department/${branch.branchId}/removeDepartmentFromBranch/${d}`, deptBranches],
      [`/department/${worker.employeeId}/assignEmployeeToDepartment/${d}`, workerDept],
      [`/department/${worker.employeeId}/removeEmployeeFromDepartment/${d}`, workerDept],
    ];
    const expected = [
      org.organizationId,
      null,
      org.organizationId,
      null,
      branch.branchId,
      null,
      d,
      null,
    ];
    for (const [i, [url, state]] of steps.entries()) {
      const res = await send('PATCH', url, AXIOS_EMPTY);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
      expect(await state(), url).toEqual(expected[i]);
    }

    async function branchOrg() {
      const row = await t.db
        .selectFrom('branch')
        .select('organizationId')
        .where('branchId', '=', branch.branchId)
        .executeTakeFirstOrThrow();
      return row.organizationId;
    }
    async function deptOrgs() {
      return (await deptRow()).organizationId;
    }
    async function deptBranches() {
      return (await deptRow()).branchId;
    }
    function deptRow() {
      return t.db
        .selectFrom('department')
        .select(['organizationId', 'branchId'])
        .where('departmentId', '=', d)
        .executeTakeFirstOrThrow();
    }
    async function workerDept() {
      const row = await t.db
        .selectFrom('employee')
        .select('departmentId')
        .where('employeeId', '=', worker.employeeId)
        .executeTakeFirstOrThrow();
      return row.departmentId;
    }
  });
});

describe('leave approve and decline with the original header', () => {
  const pending = async () => {
    const u = await t.createUser(['CREATE_LEAVE_REQUEST']);
    await ensureBalances(t.db, currentMonth());
    await t.db.updateTable('leaveBalance').set({ accruedLeave: 20 }).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leave/${u.employeeId}/leaveRequest`,
      headers: t.auth(await t.login(u.email, u.password)),
      payload: {
        leaveType: 'PLANNED',
        numberOfDays: 1,
        startDate: '2031-03-03',
        endDate: '2031-03-03',
        reason: 'Form encoded',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().leaveRequest.leaveId as number;
  };
  const statusOf = async (leaveId: number) =>
    (
      await t.db
        .selectFrom('leaveRequest')
        .select('status')
        .where('leaveId', '=', leaveId)
        .executeTakeFirstOrThrow()
    ).status;

  it('approves (L3) and declines (L4), as without the header', async () => {
    const approved = await pending();
    const res = await send('PATCH', `/leave/${approved}/approve`, AXIOS_EMPTY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, leaveRequest: { id: approved } });
    expect(await statusOf(approved)).toBe('APPROVED');
    const declined = await pending();
    const no = await send('PATCH', `/leave/declineLeaveRequest/${declined}`, AXIOS_EMPTY);
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(await statusOf(declined)).toBe('DECLINED');
  });

  it('still refuses a non-empty body of a type the route does not take with 415, changing nothing', async () => {
    const leaveId = await pending();
    const res = await send('PATCH', `/leave/${leaveId}/approve`, { 'content-type': FORM }, 'a=1');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'This content type is not accepted.' });
    expect(await statusOf(leaveId)).toBe('PENDING');
  });
});

describe('a non-empty form-encoded body on a JSON route', () => {
  it('is 415 and stores nothing', async () => {
    const count = async () =>
      (await t.db.selectFrom('skill').select('skill').where('skill', '=', 'Formish').execute())
        .length;
    const res = await send('POST', '/skill', { 'content-type': FORM }, 'skill=Formish');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'This content type is not accepted.' });
    expect(await count()).toBe(0);
  });

  it('keeps an empty JSON body on a JSON route a 400', async () => {
    const res = await send('POST', '/skill', { 'content-type': 'application/json' }, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
