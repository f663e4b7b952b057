/**
 * Calls and lookups the password and session API tests share (tests/api/passwords.test.ts,
 * tests/api/sessionsEnd.test.ts), over one test app.
 *
 * @example
 *   const a = accountCalls(() => t);
 *   const u = await a.signedIn(['GET_ALL_SKILL']);
 *   expect((await a.me(u.token)).statusCode).toBe(200);
 */
import { expect } from 'vitest';
import type { TestApp } from './testApp.ts';

/** `app` is read at each call: test files create their app in beforeAll. */
export function accountCalls(app: () => TestApp) {
  const me = (token: string) =>
    app().app.inject({ method: 'GET', url: '/api/v1/user/me', headers: app().auth(token) });
  const change = (token: string, payload: object) =>
    app().app.inject({
      method: 'POST',
      url: '/api/v1/user/changePassword',
      headers: app().auth(token),
      payload,
    });
  const reset = (token: string, userId: number) =>
    app().app.inject({
      method: 'POST',
      url: `/api/v1/user/resetPassword/${userId}`,
      headers: app().auth(token),
    });
  const logoutAll = (token: string) =>
    app().app.inject({ method: 'POST', url: '/api/v1/user/logoutAll', headers: app().auth(token) });
  const signIn = (email: string, password: string) =>
    app().app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });

  /** The stored row a password or session change touches. */
  const account = (userId: number) =>
    app()
      .db.selectFrom('user')
      .select(['passwordHash', 'tokenVersion', 'mustChangePassword', 'active', 'roleId'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

  /** A user with a token that has been used (so the server remembers it as verified). */
  async function signedIn(privileges: string[] = []) {
    const user = await app().createUser(privileges);
    const token = await app().login(user.email, user.password);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    return { ...user, token };
  }

  return { me, change, reset, logoutAll, signIn, account, signedIn };
}
