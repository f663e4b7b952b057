// Generated from the server's own route table: a route added tomorrow is attacked here the day it
// lands. Every /api route but login refuses bad tokens with 401, and a token holding every
// privilege except the route's own with 403 — in both cases leaving the database unchanged.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { ALL_PRIVILEGES } from '../../src/shared/privileges.ts';
import type { AccessEntry } from '../../src/server/plugins/auth.ts';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../helpers/constants.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: TEST_ADMIN,
  });
  adminId = res.json().loginUser.userId;
});
afterAll(() => t.close());

const routes = () => t.app.accessTable.filter((r) => r.access !== 'public');
/** A concrete URL for a route pattern: every path parameter becomes 1. */
const concrete = (r: AccessEntry) => r.url.replace(/:\w+/g, '1');

async function snapshot() {
  const tables = Object.keys(registry);
  const rows = await Promise.all(
    tables.map((name) =>
      t.db
        .selectFrom(name)
        .selectAll()
        .execute()
        .then((r) => [name, r] as const),
    ),
  );
  return Object.fromEntries(rows);
}

const call = (r: AccessEntry, headers: Record<string, string>) =>
  t.app.inject({
    method: r.method as 'GET',
    url: concrete(r),
    headers,
    payload: ['GET', 'DELETE'].includes(r.method) ? undefined : {},
  });

const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('the authorization matrix', () => {
  it('declares access for every /api route (login and its options are the only public ones)', () => {
    expect(routes().length).toBeGreaterThan(0);
    for (const r of t.app.accessTable)
      expect(r.access ?? r.privilege, `${r.method} ${r.url}`).toBeTruthy();
    // The sign-in screen asks which ways in there are before anyone is signed in (issue #43).
    expect(t.app.accessTable.filter((r) => r.access === 'public').map((r) => r.url)).toEqual([
      '/api/v1/user/login',
      '/api/v1/auth/providers',
    ]);
  });
});

describe('every protected route refuses a bad token with 401 and changes nothing', () => {
  const badTokens: [string, () => Promise<string>][] = [
    ['no token', async () => ''],
    ['a malformed token', async () => 'Bearer abc.def'],
    [
      'an alg:none token',
      async () =>
        `Bearer ${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: String(adminId), roles: ALL_PRIVILEGES, iat: now(), exp: now() + 600 })}.`,
    ],
    [
      'a token signed with another key',
      async () =>
        `Bearer ${await new SignJWT({ roles: [...ALL_PRIVILEGES] }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(adminId)).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('not-the-server-key-not-the-server-key!'))}`,
    ],
    [
      'an expired token',
      async () =>
        `Bearer ${await new SignJWT({ roles: [...ALL_PRIVILEGES] })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(adminId))
          .setIssuedAt(now() - 90_000)
          .setExpirationTime(now() - 60)
          .sign(new TextEncoder().encode(TEST_JWT_SECRET))}`,
    ],
  ];
  for (const [label, make] of badTokens) {
    it(`with ${label}`, async () => {
      const authorization = await make();
      const before = await snapshot();
      for (const r of routes()) {
        const res = await call(r, authorization ? { authorization } : {});
        expect(res.statusCode, `${r.method} ${r.url} with ${label}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false });
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('every privileged route refuses a token holding every privilege but its own', () => {
  it('answers 403 with the E4 keys and leaves the database unchanged', async () => {
    const privileged = routes().filter((r) => r.privilege);
    const tokens = new Map<string, string>();
    for (const p of new Set(privileged.map((r) => r.privilege!))) {
      tokens.set(p, await t.tokenFor(ALL_PRIVILEGES.filter((x) => x !== p)));
    }
    const before = await snapshot();
    for (const r of privileged) {
      const res = await call(r, t.auth(tokens.get(r.privilege!)!));
      expect(res.statusCode, `${r.method} ${r.url} without ${r.privilege}`).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        status: 403,
        isSuccess: false,
        data: null,
      });
    }
    expect(await snapshot()).toEqual(before);
    // One role and token per privilege (over a hundred) and one call per route: slow on a loaded
    // 2-core machine, so more time than the project's default.
  }, 120_000);
});
