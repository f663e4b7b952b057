import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRIVILEGES } from '../../src/shared/privileges.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
const roles = () => t.db.selectFrom('role').selectAll().orderBy('roleId').execute();
const roleId = async (name: string) =>
  (
    await t.db
      .selectFrom('role')
      .select('roleId')
      .where('role', '=', name)
      .executeTakeFirstOrThrow()
  ).roleId as number;
let n = 0;
const name = () => `Role ${'abcdefghijklmnopqrstuvwxyz'[n++ % 26]}${'xyz'[Math.floor(n / 26) % 3]}`;

describe('GET /role', () => {
  it('lists the roles as a bare array, without SuperAdmin', async () => {
    const res = await call('GET', '/role', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((r: { role: string }) => r.role)).toEqual(
      expect.arrayContaining(['Manager', 'Employee']),
    );
    expect(list.some((r: { role: string }) => r.role === 'SuperAdmin')).toBe(false);
  });
});

describe('POST /role', () => {
  it('creates a role with 201 and the role envelope, dropping duplicate privileges', async () => {
    const res = await call('POST', '/role', admin, {
      role: 'Payroll Clerk',
      privilege: ['ADD_ADDRESS', 'ADD_ADDRESS', 'GET_ALL_SKILL'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      role: { role: 'Payroll Clerk', privilege: ['ADD_ADDRESS', 'GET_ALL_SKILL'] },
    });
  });

  it('answers each name rule with the spec message and stores nothing', async () => {
    const before = await roles();
    const cases: [string, string][] = [
      ['A', 'Role Name must be at least 2 characters'],
      ['Team 2', 'Role Name must not contain numbers'],
      ['Team-Lead', 'Role Name must not contain special characters'],
      ['Team  Lead', 'Role Name must not contain consecutive spaces'],
      ['A very long role name here', 'Role Name must be at most 20 characters'],
    ];
    for (const [role, message] of cases) {
      const res = await call('POST', '/role', admin, { role, privilege: ['GET_ALL_SKILL'] });
      expect(res.statusCode, role).toBe(400);
      expect(res.json().errors, role).toContain(message);
    }
    const none = await call('POST', '/role', admin, { role: 'Auditor', privilege: [] });
    expect(none.json().message).toBe('Please select at least one privilege.');
    expect(await roles()).toEqual(before);
  });

  it('refuses an unknown privilege with 400', async () => {
    const res = await call('POST', '/role', admin, {
      role: 'Typo Role',
      privilege: ['GET_ALL_EMPLOYEE'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown privilege/);
  });

  it('refuses a name that differs only by case or spaces with 409', async () => {
    const res = await call('POST', '/role', admin, {
      role: ' manager',
      privilege: ['GET_ALL_SKILL'],
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses to create SuperAdmin, whatever the case', async () => {
    expect(
      (await call('POST', '/role', admin, { role: 'superadmin', privilege: ['GET_ALL_SKILL'] }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses to grant a privilege the caller does not hold (case 6)', async () => {
    const hr = await t.tokenFor(['CREATE_ROLE', 'GET_ALL_SKILL']);
    const before = await roles();
    const res = await call('POST', '/role', hr, {
      role: 'Escalated',
      privilege: ['GET_ALL_SKILL', 'DELETE_EMPLOYEE'],
    });
    expect(res.statusCode).toBe(403);
    expect(await roles()).toEqual(before);
    expect(
      (await call('POST', '/role', hr, { role: 'Modest', privilege: ['GET_ALL_SKILL'] }))
        .statusCode,
    ).toBe(201);
  });
});

describe('PATCH /role/{roleId}', () => {
  it('renames and replaces the privileges with the S4 envelope', async () => {
    const { role } = (
      await call('POST', '/role', admin, { role: name(), privilege: ['GET_ALL_SKILL'] })
    ).json();
    const res = await call('PATCH', `/role/${role.roleId}`, admin, {
      role: 'Renamed Role',
      privilege: ['ADD_SKILL'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      isSuccess: true,
      message: expect.any(String),
      data: { roleId: role.roleId, role: 'Renamed Role', privilege: ['ADD_SKILL'] },
    });
  });

  it('refuses to edit the role the caller holds (case 6)', async () => {
    const hr = await t.createUser(['UPDATE_ROLE', 'GET_ALL_SKILL']);
    const token = await t.login(hr.email, hr.password);
    const res = await call('PATCH', `/role/${hr.roleId}`, token, {
      privilege: ['UPDATE_ROLE', 'GET_ALL_SKILL'],
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses to edit SuperAdmin, even for a SuperAdmin', async () => {
    const id = await roleId('SuperAdmin');
    expect((await call('PATCH', `/role/${id}`, admin, { role: 'Root' })).statusCode).toBe(403);
    const hr = await t.tokenFor(['UPDATE_ROLE']);
    expect(
      (await call('PATCH', `/role/${id}`, hr, { privilege: ['UPDATE_ROLE'] })).statusCode,
    ).toBe(403);
  });

  it('refuses to add a privilege the caller lacks but lets them keep ones they do not hold', async () => {
    const { role } = (
      await call('POST', '/role', admin, {
        role: name(),
        privilege: ['DELETE_EMPLOYEE', 'GET_ALL_SKILL'],
      })
    ).json();
    const hr = await t.tokenFor(['UPDATE_ROLE', 'GET_ALL_SKILL', 'ADD_SKILL']);
    expect(
      (
        await call('PATCH', `/role/${role.roleId}`, hr, {
          privilege: ['DELETE_EMPLOYEE', 'GET_ALL_USERS'],
        })
      ).statusCode,
    ).toBe(403);
    const ok = await call('PATCH', `/role/${role.roleId}`, hr, {
      privilege: ['DELETE_EMPLOYEE', 'ADD_SKILL'],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers an empty edit with 200 and the role as it was (it was a 500 once)', async () => {
    const id = await roleId('Employee');
    const before = (await roles()).find((r) => r.roleId === id);
    const res = await call('PATCH', `/role/${id}`, admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('Employee');
    expect((await roles()).find((r) => r.roleId === id)).toEqual(before);
  });

  it('answers 404 for an unknown role and 400 for a non-numeric id', async () => {
    expect((await call('PATCH', '/role/999999', admin, { role: 'Ghost' })).statusCode).toBe(404);
    expect((await call('PATCH', '/role/abc', admin, { role: 'Ghost' })).statusCode).toBe(400);
  });

  it("applies a removed privilege on the holder's very next request (case 4)", async () => {
    const h = await t.createUser(['GET_ALL_SKILL']);
    const token = await t.login(h.email, h.password);
    expect((await call('GET', '/skill', token)).statusCode).toBe(200);
    await call('PATCH', `/role/${h.roleId}`, admin, { privilege: ['ADD_SKILL'] });
    expect((await call('GET', '/skill', token)).statusCode).toBe(403);
  });
});

describe('never losing the last role able to manage roles', () => {
  it('refuses with 409 to delete the only role holding UPDATE_ROLE', async () => {
    // SuperAdmin always holds it; simulate a damaged catalogue where one ordinary role alone does.
    const snapshot = await t.db.selectFrom('role').select(['roleId', 'privilege']).execute();
    const keeper = await t.createUser(['UPDATE_ROLE']);
    const deleter = await t.createUser(['DELETE_ROLE']);
    const token = await t.login(deleter.email, deleter.password);
    for (const r of snapshot) {
      const kept = (r.privilege as string[]).filter((p) => p !== 'UPDATE_ROLE');
      await t.db
        .updateTable('role')
        .set({ privilege: JSON.stringify(kept) })
        .where('roleId', '=', r.roleId)
        .execute();
    }
    try {
      const res = await call('DELETE', `/role/${keeper.roleId}`, token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/last role able to manage roles/);
    } finally {
      for (const r of snapshot) {
        await t.db
          .updateTable('role')
          .set({ privilege: JSON.stringify(r.privilege) })
          .where('roleId', '=', r.roleId)
          .execute();
      }
    }
  });
});

describe('DELETE /role/{roleId}', () => {
  it('deletes a role, unlinking its users, with the S4 envelope', async () => {
    const u = await t.createUser(['GET_ALL_SKILL'], { roleName: 'Short Lived' });
    const res = await call('DELETE', `/role/${u.roleId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, data: { role: 'Short Lived' } });
    const user = await t.db
      .selectFrom('user')
      .select('roleId')
      .where('userId', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(user.roleId).toBeNull();
  });

  it('refuses to delete SuperAdmin with 409 (case 8)', async () => {
    const id = await roleId('SuperAdmin');
    expect((await call('DELETE', `/role/${id}`, admin)).statusCode).toBe(409);
    expect(await roleId('SuperAdmin')).toBe(id);
  });
});

describe('assigning roles to users', () => {
  it("R6 replaces the user's role; R5 swaps it when the old one matches", async () => {
    const u = await t.createUser(['GET_ALL_SKILL']);
    const manager = await roleId('Manager');
    const employee = await roleId('Employee');
    const r6 = await call('PATCH', `/role/${u.userId}/assignRole/${manager}`, admin);
    expect(r6.statusCode).toBe(200);
    expect(r6.json().data.role).toBe('Manager');
    expect(
      (await call('PATCH', `/role/changeRole/${u.userId}/${employee}/${manager}`, admin))
        .statusCode,
    ).toBe(409);
    const r5 = await call('PATCH', `/role/changeRole/${u.userId}/${manager}/${employee}`, admin);
    expect(r5.statusCode).toBe(200);
    expect(r5.json().data.role).toBe('Employee');
  });

  it('refuses to make anyone SuperAdmin unless the caller is SuperAdmin (case 7)', async () => {
    const hr = await t.tokenFor([...ALL_PRIVILEGES]);
    const u = await t.createUser(['GET_ALL_SKILL']);
    const res = await call(
      'PATCH',
      `/role/${u.userId}/assignRole/${await roleId('SuperAdmin')}`,
      hr,
    );
    expect(res.statusCode).toBe(403);
  });

  it("refuses to change one's own role, and to hand out a role with privileges the caller lacks", async () => {
    const h = await t.createUser(['ASSIGN_ROLE_TO_USER', 'GET_ALL_SKILL']);
    const token = await t.login(h.email, h.password);
    expect(
      (await call('PATCH', `/role/${h.userId}/assignRole/${await roleId('Employee')}`, token))
        .statusCode,
    ).toBe(403);
    const u = await t.createUser(['GET_ALL_SKILL']);
    expect(
      (await call('PATCH', `/role/${u.userId}/assignRole/${await roleId('Manager')}`, token))
        .statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown user or role', async () => {
    expect(
      (await call('PATCH', `/role/999999/assignRole/${await roleId('Employee')}`, admin))
        .statusCode,
    ).toBe(404);
    const u = await t.createUser([]);
    expect((await call('PATCH', `/role/${u.userId}/assignRole/999999`, admin)).statusCode).toBe(
      404,
    );
  });
});
