/**
 * Issue #43 §2, §3, §4: the password form checked against a real slapd (tests/helpers/slapd.ts,
 * StartTLS on a certificate made by the test), roles from group membership, and every refusal the
 * same as a wrong local password, under the same per-account rate limit.
 */
import { Client } from 'ldapts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDirectorySettings } from '../../src/server/directory/settings.ts';
import { startWithDirectory } from '../helpers/directoryStart.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { slapdRuns, startSlapd, type Slapd } from '../helpers/slapd.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const WRONG = 'Invalid email or password.';
let ldap: Slapd;
let t: TestApp;

const envOf = (extra: Record<string, string> = {}) => ({
  LDAP_URL: ldap.url,
  LDAP_CA_FILE: ldap.caFile,
  LDAP_BIND_DN: ldap.serviceDn,
  LDAP_BIND_PASSWORD: ldap.servicePassword,
  LDAP_SEARCH_BASE: `ou=people,${ldap.baseDn}`,
  LDAP_GROUP_BASE: `ou=groups,${ldap.baseDn}`,
  // One group by its DN, one by its name: both are matched.
  LDAP_ROLE_MAP: JSON.stringify({
    [`cn=hr-managers,ou=groups,${ldap.baseDn}`]: 'Manager',
    staff: 'Employee',
  }),
  ...extra,
});

const login = (email: string, password: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
const users = async () =>
  Number(
    (
      await t.db
        .selectFrom('user')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Moves a person between the directory's groups, as its administrator would. */
async function setGroup(uid: string, from: string, to: string) {
  const admin = new Client({ url: ldap.url });
  await admin.bind(`cn=admin,${ldap.baseDn}`, 'admin-secret');
  const member = `uid=${uid},ou=people,${ldap.baseDn}`;
  const { Change, Attribute } = await import('ldapts');
  await admin.modify(`cn=${from},ou=groups,${ldap.baseDn}`, [
    new Change({
      operation: 'delete',
      modification: new Attribute({ type: 'member', values: [member] }),
    }),
  ]);
  await admin.modify(`cn=${to},ou=groups,${ldap.baseDn}`, [
    new Change({
      operation: 'add',
      modification: new Attribute({ type: 'member', values: [member] }),
    }),
  ]);
  await admin.unbind();
}

describe.skipIf(!slapdRuns)('signing in through LDAP (slapd)', () => {
  beforeAll(async () => {
    ldap = (await startSlapd())!;
    t = await createTestApp({ directoryEnv: envOf() });
  });
  afterAll(async () => {
    await t?.close();
    await ldap?.destroy();
  });

  it('says the password form checks the directory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json().providers).toEqual([
      { kind: 'password', directory: 'ldap', localPasswords: true },
    ]);
  });

  it('creates the account and employee at the first sign-in, its role from its groups', async () => {
    const before = await users();
    const res = await login('alice@acme.test', 'Alice-ldap-1');
    expect(res.statusCode).toBe(200);
    const { token, loginUser } = res.json();
    expect(loginUser).toMatchObject({
      email: 'alice@acme.test',
      firstName: 'Alice',
      lastName: 'Archer',
    });
    expect(loginUser.roles[0].role).toBe('Manager');
    expect(await users()).toBe(before + 1);
    // Our own session token, as after a local password.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: t.auth(token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('updates the role at the next sign-in when the groups changed', async () => {
    await login('bob@acme.test', 'Bob-ldap-1');
    await setGroup('bob', 'staff', 'hr-managers');
    try {
      const res = await login('bob@acme.test', 'Bob-ldap-1');
      expect(res.statusCode).toBe(200);
      expect(res.json().loginUser.roles[0].role).toBe('Manager');
    } finally {
      await setGroup('bob', 'hr-managers', 'staff');
    }
    const back = await login('bob@acme.test', 'Bob-ldap-1');
    expect(back.json().loginUser.roles[0].role).toBe('Employee');
  });

  it('matches the address in any case', async () => {
    expect((await login('ALICE@acme.test ', 'Alice-ldap-1')).statusCode).toBe(200);
  });

  describe('refusals are the refusal of a wrong local password', () => {
    const refused = async (email: string, password: string) => {
      const before = await users();
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(WRONG);
      expect(res.headers['x-message-code']).toBe('auth.invalid_credentials');
      expect(await users()).toBe(before);
    };

    it('a wrong password', () => refused('alice@acme.test', 'Alice-ldap-2'));
    it('an entry that does not exist', () => refused('nobody@acme.test', 'Whatever-1'));
    it('a locked entry (ppolicy)', () => refused('lena@acme.test', 'Lena-ldap-1'));
    it('a person in no mapped group', () => refused('nora@acme.test', 'Nora-ldap-1'));
    it('a filter written into the address', () => refused('*', 'Alice-ldap-1'));
    it('an empty-looking password (no anonymous bind)', () => refused('alice@acme.test', ' '));
  });

  it('counts directory refusals under the per-account rate limit', async () => {
    const limited = await createTestApp({ directoryEnv: envOf(), loginRateLimit: 3 });
    try {
      for (let i = 0; i < 3; i++)
        expect((await login('bob@acme.test', `Wrong-${i}`, limited)).statusCode).toBe(401);
      const blocked = await login('bob@acme.test', 'Bob-ldap-1', limited);
      expect(blocked.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("keeps the SuperAdmin's local password with local passwords off", async () => {
    const app = await createTestApp({ directoryEnv: envOf({ LOCAL_PASSWORDS: '0' }) });
    try {
      const local = await app.createUser([]);
      expect((await login(local.email, local.password, app)).statusCode).toBe(401);
      expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, app)).statusCode).toBe(200);
      expect((await login('alice@acme.test', 'Alice-ldap-1', app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('signs in over plain ldap:// on loopback when StartTLS is off', async () => {
    const plain = await createTestApp({ directoryEnv: envOf({ LDAP_STARTTLS: '0' }) });
    try {
      expect((await login('alice@acme.test', 'Alice-ldap-1', plain)).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it('a directory that goes down: LDAP people wait (503), local passwords still work', async () => {
    await ldap.stop();
    try {
      const res = await login('alice@acme.test', 'Alice-ldap-1');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'The company directory is not answering. Please try again in a moment.',
      );
      expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
    } finally {
      await ldap.restart();
    }
    expect((await login('alice@acme.test', 'Alice-ldap-1')).statusCode).toBe(200);
  });

  describe('a misconfigured directory refuses the start, naming the setting', () => {
    const start = startWithDirectory;

    it('a wrong service password', async () => {
      await expect(start(envOf({ LDAP_BIND_PASSWORD: 'wrong' }))).rejects.toThrow(
        /^LDAP_BIND_DN \/ LDAP_BIND_PASSWORD: the service bind/,
      );
    });

    it('a certificate the server is not trusted for (no LDAP_CA_FILE)', async () => {
      await expect(start(envOf({ LDAP_CA_FILE: '' }))).rejects.toThrow(
        /^LDAP_URL: the service bind/,
      );
    });

    it('a server that does not answer', async () => {
      await expect(
        start(envOf({ LDAP_URL: 'ldap://127.0.0.1:9', LDAP_STARTTLS: '0' })),
      ).rejects.toThrow(/^LDAP_URL: the service bind to ldap:\/\/127\.0\.0\.1:9 failed/);
    });

    it('a mapping naming a role that does not exist', async () => {
      await expect(start(envOf({ LDAP_ROLE_MAP: '{"staff":"Ghost"}' }))).rejects.toThrow(
        'LDAP_ROLE_MAP names the role "Ghost", which does not exist',
      );
    });

    it('plain LDAP to another machine', () => {
      expect(() =>
        loadDirectorySettings(envOf({ LDAP_URL: 'ldap://ldap.acme.test', LDAP_STARTTLS: '0' })),
      ).toThrow(/^LDAP_STARTTLS=0 sends passwords in clear/);
    });
  });
});
