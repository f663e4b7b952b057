// O5 (contract §2.6): the departments of one organisation as a bare Page of DepartmentRow, each
// with its manager's names, the organisation and its sub-organisation, read per page, not per row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

let seq = 0;
const name = (prefix: string) => `${prefix} ${'abcdefghij'[seq++ % 10]}${'klmnopqrst'[seq % 10]}`;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(admin), payload });

describe('departments of an organisation (O5)', () => {
  it("fills each row's manager, organisation and sub-organisation, ordered by id and paged", async () => {
    await call('POST', '/branchAttribute', { attributeKey: 'Wing' });
    const org = (
      await call('POST', '/organization', {
        organizationName: name('Manager Org'),
        organizationDescription: 'Holds managed departments',
      })
    ).json().data;
    const branch = (
      await call('POST', '/branch', {
        branchName: name('Managed Branch'),
        organizationId: org.organizationId,
        attributes: { Wing: 'East' },
      })
    ).json().Branch;
    const { employeeId } = await t.createUser([]);
    const manager = await t.db
      .selectFrom('employee')
      .select(['employeeCode', 'firstName', 'lastName'])
      .where('employeeId', '=', employeeId)
      .executeTakeFirstOrThrow();
    const insert = (extra: object) =>
      t.db
        .insertInto('department')
        .values({
          department: name('Dept'),
          description: 'Some dept',
          organizationId: org.organizationId,
          attributes: '{}',
          ...extra,
        })
        .returning('departmentId')
        .executeTakeFirstOrThrow();
    const first = await insert({ managerId: employeeId, branchId: branch.branchId });
    const second = await insert({});

    const res = await call('GET', `/organization/${org.organizationId}?size=1`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, numberOfElements: 1 });
    expect(page.content).toEqual([
      {
        departmentId: first.departmentId,
        department: expect.any(String),
        description: 'Some dept',
        managerId: employeeId,
        managerEmployeeCode: manager.employeeCode,
        managerFirstName: manager.firstName,
        managerLastName: manager.lastName,
        organizations: [
          {
            organizationId: org.organizationId,
            organizationName: org.organizationName,
            organizationImage: null,
            organizationDescription: 'Holds managed departments',
            attributes: {},
          },
        ],
        // The nested sub-organisation is the contract's short Branch, without its organisation.
        branches: [
          {
            branchId: branch.branchId,
            branchName: branch.branchName,
            attributes: { Wing: 'East' },
          },
        ],
        attributes: {},
      },
    ]);
    const next = (await call('GET', `/organization/${org.organizationId}?page=1&size=1`)).json();
    expect(next.content).toMatchObject([
      {
        departmentId: second.departmentId,
        managerId: null,
        managerEmployeeCode: null,
        managerFirstName: null,
        managerLastName: null,
        branches: [],
      },
    ]);
  });
});
