// Issue #24 §2, swept over the live route table: while a user's password is temporary, every /api
// route answers 403 with the set-a-new-password message — except login (public) and the routes that
// declare `allowTemporaryPassword` — and nothing changes in the database. A route added tomorrow is
// covered the day it lands. The user's role holds every privilege, so the password is the only
// reason for a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import type { RouteDoc } from '../../src/server/openapi/collect.ts';
import { TEMPORARY_PASSWORD_MESSAGE } from '../../src/shared/passwords.ts';
import { ALL_PRIVILEGES } from '../../src/shared/privileges.ts';
import { accountCalls } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let token: string;
const { reset, signIn } = accountCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser([...ALL_PRIVILEGES]);
  // The real way a password becomes temporary: an admin's reset, then a sign-in with it.
  const res = await reset(await t.adminToken(), user.userId);
  expect(res.statusCode, res.body).toBe(200);
  const login = await signIn(user.email, res.json().temporaryPassword);
  expect(login.json()).toMatchObject({ success: true, mustChangePassword: true });
  token = login.json().token;
});
afterAll(() => t.close());

/** Every /api route as registered, with the access its config declares. */
const routes = (): RouteDoc[] => t.app.routeDocs;
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function snapshot() {
  const rows = await Promise.all(
    Object.keys(registry).map((name) =>
      t.db
        .selectFrom(name)
        .selectAll()
        .execute()
        .then((r) => [name, r] as const),
    ),
  );
  return Object.fromEntries(rows);
}

describe('a signed-in user whose password is temporary', () => {
  it('is let through only where a route declares it: changing the password, logging out everywhere', () => {
    // The route table the sweep reads is the whole /api surface the auth plugin guards.
    expect(routes().map(key).sort()).toEqual(t.app.accessTable.map(key).sort());
    // A new exemption is a security decision: it must show up here, in review.
    expect(
      routes()
        .filter((r) => r.access.allowTemporaryPassword)
        .map(key),
    ).toEqual(['POST /api/v1/user/changePassword', 'POST /api/v1/user/logoutAll']);
  });

  it('gets 403 with the set-a-new-password message from every other route, and changes nothing', async () => {
    const swept = routes().filter(
      (r) => r.access.access !== 'public' && !r.access.allowTemporaryPassword,
    );
    expect(swept.length).toBeGreaterThan(100);
    const before = await snapshot();
    for (const r of swept) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        // Every path parameter 1: the refusal comes before the route looks at anything.
        url: r.url.replace(/:\w+/g, '1'),
        headers: t.auth(token),
        payload: ['GET', 'DELETE'].includes(r.method) ? undefined : {},
      });
      expect(res.statusCode, key(r)).toBe(403);
      expect(res.json(), key(r)).toMatchObject({
        success: false,
        message: TEMPORARY_PASSWORD_MESSAGE,
      });
    }
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});
