/**
 * Every way a user's sessions end at once (issue #24 §2, security bar case 26): the token version
 * moves on deactivation, deletion, a change of role and 'log out everywhere', so every earlier
 * token of that user (one the server remembers as verified too) answers 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const { me, logoutAll, signedIn } = accountCalls(() => t);

describe('sessions end at once (security bar case 26)', () => {
  it('on deactivation, and do not come back when the account is switched on again', async () => {
    const u = await signedIn();
    const active = (on: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/user/setActiveStatus/${u.userId}?activeStatus=${on}`,
        headers: t.auth(admin),
      });
    expect((await active(false)).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await active(true)).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(await t.login(u.email, u.password))).statusCode).toBe(200);
  });

  it('on deletion', async () => {
    const u = await signedIn();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/${u.userId}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(204);
    expect((await me(u.token)).statusCode).toBe(401);
  });

  it('on a change of role (assign and change), and when their role is deleted', async () => {
    const u = await signedIn(['GET_ALL_SKILL']);
    const other = await t.createUser(['GET_ALL_SKILL']);
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/role/${u.userId}/assignRole/${other.roleId}`,
      headers: t.auth(admin),
    });
    expect(assigned.statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);

    const second = await t.login(u.email, u.password);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/role/changeRole/${u.userId}/${other.roleId}/${u.roleId}`,
      headers: t.auth(admin),
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);

    const third = await t.login(u.email, u.password);
    expect((await me(third)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/role/${u.roleId}`,
      headers: t.auth(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(401);
  });

  it('keeps sessions when the same role is assigned again', async () => {
    const u = await signedIn(['GET_ALL_SKILL']);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/role/${u.userId}/assignRole/${u.roleId}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it("on 'log out everywhere': every session of the caller, no one else's", async () => {
    const u = await signedIn();
    const second = await t.login(u.email, u.password);
    const bystander = await signedIn();
    const res = await logoutAll(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out of every session' });
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await me(await t.login(u.email, u.password))).statusCode).toBe(200);
  });
});
