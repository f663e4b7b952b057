// The audit trail names the records an entry refers to (issue #37 §4): an employee moved to a
// department reads "Department: — → Engineering", not "→ 1". The name comes only to a reader who
// may read that resource; anyone else gets the id, and the name is nowhere in the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let employeeId: number;
let departmentId: number;
const DEPARTMENT = 'Audited Engineering';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const manager = await t.createUser([]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/department',
    headers: t.auth(admin),
    payload: {
      department: DEPARTMENT,
      description: 'Builds things',
      managerId: manager.employeeId,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  departmentId = created.json().Department.departmentId;
  employeeId = (await t.createUser([])).employeeId;
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/department/${employeeId}/assignEmployeeToDepartment/${departmentId}`,
    headers: t.auth(admin),
  });
  expect(moved.statusCode, moved.body).toBe(200);
});
afterAll(() => t.close());

type Entry = {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  names?: Record<string, Record<string, string>>;
};

/** The update that moved the employee, as `token`'s holder reads the record's history. */
async function moveEntry(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/audit/employee/${employeeId}`,
    headers: t.auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const entries = res.json().auditLog.content as Entry[];
  const entry = entries.find(
    (e) => e.action === 'update' && e.after?.departmentId === departmentId,
  )!;
  expect(entry).toBeDefined();
  return { entry, body: res.body };
}

describe('names in the audit trail', () => {
  it('names the department an employee moved to, for a reader who may read departments', async () => {
    const { entry } = await moveEntry(admin);
    expect(entry.before?.departmentId).toBeNull();
    expect(entry.names?.departmentId).toEqual({ [String(departmentId)]: DEPARTMENT });
    // The account the employee belongs to, by its address (the user's name).
    expect(Object.values(entry.names?.userId ?? {})).toEqual([expect.stringMatching(/@/)]);
  });

  it('names them in the whole log too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit?resource=employee&size=50',
      headers: t.auth(admin),
    });
    const entries = res.json().auditLog.content as Entry[];
    const moved = entries.find((e) => e.after?.departmentId === departmentId && e.names);
    expect(moved?.names?.departmentId).toEqual({ [String(departmentId)]: DEPARTMENT });
  });

  it('keeps the id alone, the name nowhere, for a reader who may not read departments', async () => {
    const auditor = await t.tokenFor(['GET_AUDIT_LOG']);
    const { entry, body } = await moveEntry(auditor);
    expect(entry.after?.departmentId).toBe(departmentId);
    expect(entry.names).toBeUndefined();
    expect(body).not.toContain(DEPARTMENT);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit?resource=employee&size=50',
      headers: t.auth(auditor),
    });
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toContain(DEPARTMENT);
  });

  it('names the department for a reader holding the departments’ list privilege', async () => {
    const reader = await t.tokenFor(['GET_AUDIT_LOG', 'GETALL_DEPARTMENTS']);
    const { entry } = await moveEntry(reader);
    // Departments only: the accounts need GET_ALL_USERS.
    expect(entry.names).toEqual({ departmentId: { [String(departmentId)]: DEPARTMENT } });
  });
});
