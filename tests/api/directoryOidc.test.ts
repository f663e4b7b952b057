/**
 * Issue #43 §1, §3, §4: signing in through a real OpenID Provider (oidc-provider on a loopback port),
 * the whole authorization code flow on the wire, and every refusal, each leaving nothing created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDirectorySettings } from '../../src/server/directory/settings.ts';
import { startWithDirectory } from '../helpers/directoryStart.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { signInAtProvider, startOidcProvider, type TestProvider } from '../helpers/oidcProvider.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const REDIRECT = 'http://charter.test/api/v1/auth/oidc/callback';
const ROLE_MAP = JSON.stringify({ 'hr-managers': 'Manager', staff: 'Employee' });

const PEOPLE = {
  alice: {
    email: 'alice@acme.test',
    given_name: 'Alice',
    family_name: 'Archer',
    groups: ['hr-managers'],
  },
  bob: {
    email: 'bob@acme.test',
    given_name: 'Bob',
    family_name: "O'Brien-Smith",
    groups: ['staff'],
  },
  carol: { email: 'carol@acme.test', email_verified: false, groups: ['staff'] },
  dave: { email: 'dave@acme.test', groups: ['visitors'] },
  erin: { email: 'erin@acme.test', groups: ['staff'] },
  frank: { email: 'frank@acme.test', groups: ['staff'] },
  grace: {
    email: 'grace@acme.test',
    given_name: 'Grace',
    family_name: 'Hopper',
    groups: ['staff'],
  },
  admin: { email: TEST_ADMIN.email, groups: [] },
};

let op: TestProvider;
let t: TestApp;
const envOf = (extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: op.issuer,
  OIDC_CLIENT_ID: op.clientId,
  OIDC_CLIENT_SECRET: op.clientSecret,
  OIDC_NAME: 'Acme SSO',
  OIDC_REDIRECT_URI: REDIRECT,
  OIDC_ROLE_MAP: ROLE_MAP,
  OIDC_CREATE_ACCOUNTS: '1',
  ...extra,
});

beforeAll(async () => {
  op = await startOidcProvider({ people: PEOPLE, redirectUris: [REDIRECT] });
  t = await createTestApp({ directoryEnv: envOf() });
});
afterAll(async () => {
  await t?.close();
  await op?.stop();
});

const users = async () =>
  Number(
    (
      await t.db
        .selectFrom('user')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The login leg: our 302 to the provider, and the sealed attempt's cookie. */
async function begin(app = t) {
  const res = await app.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/login' });
  expect(res.statusCode).toBe(302);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  return { location: String(res.headers.location), cookie };
}
const callback = (url: URL, cookie: string, app = t) =>
  app.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { cookie } });

/** The whole walk as a browser makes it: login → the provider's page → our callback. */
async function walk(login: string, app = t) {
  const { location, cookie } = await begin(app);
  const back = await signInAtProvider(location, login);
  return { res: await callback(back, cookie, app), back, cookie };
}
const ticketOf = (location: unknown) => /^\/login#signIn=(.+)$/.exec(String(location))?.[1];
const exchange = (ticket: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/session', payload: { ticket } });

function expectRefused(
  res: { statusCode: number; headers: Record<string, unknown> },
  code: string,
) {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/login?signInError=${code}`);
}

describe('GET /api/v1/auth/providers', () => {
  it('lists the password form and the OpenID button, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().providers).toEqual([
      { kind: 'password', directory: null, localPasswords: true },
      { kind: 'oidc', name: 'Acme SSO', loginUrl: '/api/v1/auth/oidc/login', available: true },
    ]);
  });
});

describe('the authorization code flow', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce', async () => {
    const { location, cookie } = await begin();
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${op.issuer}/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    // The attempt is sealed: the browser cannot read the verifier, state or nonce from it.
    expect(cookie).toMatch(/^charter_oidc=/);
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });

  it('signs an existing account in with our own session token, its role from its groups', async () => {
    const existing = await t.createUser([], { roleName: `Old role ${Date.now()}` });
    await t.db
      .updateTable('user')
      .set({ email: 'alice@acme.test' })
      .where('userId', '=', existing.userId)
      .execute();
    const { res } = await walk('alice');
    const ticket = ticketOf(res.headers.location);
    expect(ticket).toBeTruthy();
    const session = await exchange(ticket!);
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      mustChangePassword: false,
    });
    expect(body.loginUser.userId).toBe(existing.userId);
    // The same kind of token a password sign-in issues: it opens the API.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: t.auth(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().loginUser.roles[0].role).toBe('Manager');
    const [entry] = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'after'])
      .where('resource', '=', 'session')
      .orderBy('position', 'desc')
      .limit(1)
      .execute();
    expect(entry).toMatchObject({
      action: 'login',
      actorId: existing.userId,
      after: { via: 'oidc' },
    });
  });

  it('creates an unknown person an account and an employee named from the claims', async () => {
    const before = await users();
    const { res } = await walk('bob');
    const session = await exchange(ticketOf(res.headers.location)!);
    expect(session.statusCode).toBe(200);
    const { loginUser } = session.json();
    expect(loginUser).toMatchObject({
      email: 'bob@acme.test',
      firstName: 'Bob',
      lastName: 'O Brien Smith',
    });
    expect(loginUser.employeeId).toEqual(expect.any(Number));
    expect(loginUser.roles[0].role).toBe('Employee');
    expect(await users()).toBe(before + 1);
  });

  it('refuses a ticket used twice', async () => {
    const { res } = await walk('grace');
    const ticket = ticketOf(res.headers.location)!;
    expect((await exchange(ticket)).statusCode).toBe(200);
    const again = await exchange(ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('refuses a forged ticket', async () => {
    const res = await exchange('eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC');
    expect(res.statusCode).toBe(401);
  });

  it('keeps working after the provider rotates its signing key', async () => {
    await op.rotateKeys();
    const { res } = await walk('grace');
    expect(ticketOf(res.headers.location)).toBeTruthy();
  });
});

describe('refusals: a clear page, nothing created', () => {
  it('a wrong state', async () => {
    const before = await users();
    const { location, cookie } = await begin();
    const back = await signInAtProvider(location, 'erin');
    back.searchParams.set('state', 'not-the-one-we-sent');
    expectRefused(await callback(back, cookie), 'directory.state_mismatch');
    expect(await users()).toBe(before);
  });

  it('a callback without the attempt this browser started', async () => {
    const { location } = await begin();
    const back = await signInAtProvider(location, 'erin');
    expectRefused(await callback(back, ''), 'directory.state_mismatch');
  });

  it('a replayed callback (its nonce already used)', async () => {
    const { res, back, cookie } = await walk('grace');
    expect(ticketOf(res.headers.location)).toBeTruthy();
    expectRefused(await callback(back, cookie), 'directory.replayed');
  });

  it('an ID token for another audience', async () => {
    const before = await users();
    op.tamper((claims) => ({ ...claims, aud: 'another-client' }));
    try {
      expectRefused((await walk('erin')).res, 'directory.token_rejected');
    } finally {
      op.tamper();
    }
    expect(await users()).toBe(before);
  });

  it('an expired ID token', async () => {
    const before = await users();
    const past = Math.floor(Date.now() / 1000) - 3600;
    op.tamper((claims) => ({ ...claims, iat: past - 600, exp: past }));
    try {
      expectRefused((await walk('erin')).res, 'directory.token_rejected');
    } finally {
      op.tamper();
    }
    expect(await users()).toBe(before);
  });

  it('an ID token whose nonce is not this attempt’s', async () => {
    op.tamper((claims) => ({ ...claims, nonce: 'an-older-attempt' }));
    try {
      expectRefused((await walk('erin')).res, 'directory.replayed');
    } finally {
      op.tamper();
    }
  });

  it('an unverified e-mail', async () => {
    const before = await users();
    expectRefused((await walk('carol')).res, 'directory.email_unverified');
    expect(await users()).toBe(before);
  });

  it('a person in no mapped group', async () => {
    const before = await users();
    expectRefused((await walk('dave')).res, 'directory.no_role');
    expect(await users()).toBe(before);
  });

  it('a disabled account', async () => {
    const u = await t.createUser([]);
    await t.db
      .updateTable('user')
      .set({ email: 'erin@acme.test', active: false })
      .where('userId', '=', u.userId)
      .execute();
    expectRefused((await walk('erin')).res, 'directory.account_disabled');
  });

  it('a deleted account, not created again', async () => {
    const u = await t.createUser([]);
    await t.db
      .updateTable('user')
      .set({ email: 'frank@acme.test' })
      .where('userId', '=', u.userId)
      .execute();
    const admin = await t.adminToken();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/${u.userId}`,
      headers: t.auth(admin),
    });
    expect(del.statusCode).toBe(204);
    const before = await users();
    expectRefused((await walk('frank')).res, 'directory.account_disabled');
    expect(await users()).toBe(before);
  });

  it('an unknown person when accounts are not created', async () => {
    const strict = await createTestApp({ directoryEnv: envOf({ OIDC_CREATE_ACCOUNTS: '0' }) });
    try {
      expectRefused((await walk('grace', strict)).res, 'directory.no_account');
    } finally {
      await strict.close();
    }
  });

  it('the provider refusing the person (access denied)', async () => {
    const { cookie, location } = await begin();
    const state = new URL(location).searchParams.get('state')!;
    const back = new URL(
      `${REDIRECT}?error=access_denied&state=${state}&iss=${encodeURIComponent(op.issuer)}`,
    );
    expectRefused(await callback(back, cookie), 'directory.denied');
  });
});

describe('local passwords beside the directory', () => {
  it("turned off: only the SuperAdmin's local password still works", async () => {
    const app = await createTestApp({ directoryEnv: envOf({ LOCAL_PASSWORDS: '0' }) });
    try {
      const u = await app.createUser([]);
      const refused = await app.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: u.email, password: u.password },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Invalid email or password.');
      await expect(app.adminToken()).resolves.toEqual(expect.any(String));
      const listed = await app.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(listed.json().providers[0]).toEqual({
        kind: 'password',
        directory: null,
        localPasswords: false,
      });
    } finally {
      await app.close();
    }
  });

  it('a provider that goes down later: the button says so, the password form still works', async () => {
    await op.stop();
    try {
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(listed.json().providers[1]).toMatchObject({ kind: 'oidc', available: false });
      const login = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/login' });
      expectRefused(login, 'directory.provider_down');
      await expect(t.adminToken()).resolves.toEqual(expect.any(String));
    } finally {
      await op.start();
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(listed.json().providers[1]).toMatchObject({ available: true });
  });
});

describe('a misconfigured directory refuses the start, naming the setting', () => {
  const start = startWithDirectory;

  it('an issuer that does not answer', async () => {
    await expect(start(envOf({ OIDC_ISSUER: 'http://127.0.0.1:9' }))).rejects.toThrow(
      /^OIDC_ISSUER: the provider at http:\/\/127\.0\.0\.1:9 did not answer/,
    );
  });

  it('a mapping naming a role that does not exist', async () => {
    await expect(start(envOf({ OIDC_ROLE_MAP: '{"staff":"Nobody"}' }))).rejects.toThrow(
      'OIDC_ROLE_MAP names the role "Nobody", which does not exist',
    );
  });

  it('settings missing their partners or malformed', () => {
    expect(() => loadDirectorySettings({ OIDC_ISSUER: op.issuer })).toThrow(
      'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is',
    );
    expect(() => loadDirectorySettings(envOf({ OIDC_ROLE_MAP: '["staff"]' }))).toThrow(
      /^OIDC_ROLE_MAP must be/,
    );
    expect(() => loadDirectorySettings(envOf({ OIDC_ISSUER: 'http://sso.acme.test' }))).toThrow(
      /^OIDC_ISSUER must be an https:\/\/ URL/,
    );
    expect(() => loadDirectorySettings({ LOCAL_PASSWORDS: '0' })).toThrow(
      /^LOCAL_PASSWORDS=0 needs a directory/,
    );
  });
});
