import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRIVILEGES } from '../../src/shared/privileges.ts';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../helpers/constants.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: payload as object });

describe('POST /api/v1/user/login', () => {
  it('answers the contract envelope with a token and the loginUser', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      token: expect.any(String),
    });
    expect(body.loginUser).toMatchObject({
      userId: expect.any(Number),
      employeeId: expect.any(Number),
      active: true,
      managerId: null,
      attributes: {},
      addresses: [],
      departments: [],
      createdAt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
    expect(body.loginUser.roles).toHaveLength(1);
    expect(body.loginUser.roles[0].role).toBe('SuperAdmin');
    expect([...body.loginUser.roles[0].privilege].sort()).toEqual([...ALL_PRIVILEGES].sort());
  });

  it('signs an HS256 token whose subject is the user id and whose roles are the privileges', async () => {
    const { token, loginUser } = (await login(TEST_ADMIN)).json();
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(String(loginUser.userId));
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
    expect(payload.roles).toContain('CREATE_ROLE');
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await login({
      email: `  ${TEST_ADMIN.email.toUpperCase()} `,
      password: TEST_ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an empty email or password with 400', async () => {
    for (const body of [
      { email: '', password: 'x' },
      { email: 'a@b.c', password: '' },
      { email: 'a@b.c' },
      {},
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      const answer = res.json();
      expect(answer).toEqual({
        success: false,
        message: 'Email and password are required.',
        errors: ['Email and password are required.'],
        // Every validation 400 also says which field each error is about (#22 §3).
        fieldErrors: expect.any(Array),
      });
      expect(answer.fieldErrors.length).toBeGreaterThan(0);
      for (const error of answer.fieldErrors)
        expect(error).toEqual({
          path: expect.stringMatching(/^(email|password)$/),
          message: 'Email and password are required.',
        });
    }
  });

  it('gives the same 401 for an unknown email, a wrong password and an inactive account', async () => {
    const inactive = await t.createUser([]);
    await t.db
      .updateTable('user')
      .set({ active: false })
      .where('userId', '=', inactive.userId)
      .execute();
    const answers = await Promise.all([
      login({ email: 'nobody@charter.test', password: 'whatever' }),
      login({ email: TEST_ADMIN.email, password: 'wrong-password' }),
      login({ email: inactive.email, password: inactive.password }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password.' });
    }
  });

  it('never answers with a password hash', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.body).not.toMatch(/scrypt|passwordHash/);
  });
});

describe('the token on every other route', () => {
  it('refuses a request without a token with 401', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses a malformed token with 401', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer not.a.token',
      'Basic abc',
      'Bearer ' + 'a'.repeat(50),
    ]) {
      expect((await me({ authorization })).statusCode).toBe(401);
    }
  });

  it("accepts a token in the forms clients send it, the original client's quoted one included", async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    for (const authorization of [
      `Bearer ${token}`,
      `bearer ${token}`,
      `Bearer   ${token}`,
      `Bearer "${token}"`,
    ]) {
      expect((await me({ authorization })).statusCode, authorization.slice(0, 9)).toBe(200);
    }
  });

  it('refuses a known token with anything appended or changed after it, once it has been used', async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1', exp: 4102444800 })).toString(
      'base64url',
    );
    for (const authorization of [
      `Bearer ${token}x`,
      `Bearer ${token} x`,
      `Bearer ${token}"`,
      `Bearer ${header}.${otherPayload}.${signature}`,
    ]) {
      expect((await me({ authorization })).statusCode, authorization.slice(-12)).toBe(401);
    }
  });

  it('refuses a token signed with another key with 401', async () => {
    const { loginUser } = (await login(TEST_ADMIN)).json();
    const forged = await new SignJWT({ roles: ALL_PRIVILEGES as string[] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(loginUser.userId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key-!!'));
    expect((await me(t.auth(forged))).statusCode).toBe(401);
  });

  it('refuses an alg:none token with 401', async () => {
    const { loginUser } = (await login(TEST_ADMIN)).json();
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: String(loginUser.userId), roles: ALL_PRIVILEGES, iat: now, exp: now + 3600 })}.`;
    expect((await me(t.auth(token))).statusCode).toBe(401);
  });

  it('refuses an expired token with 401', async () => {
    const { loginUser } = (await login(TEST_ADMIN)).json();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(loginUser.userId))
      .setIssuedAt(now - 90_000)
      .setExpirationTime(now - 3_600)
      .sign(key);
    expect((await me(t.auth(expired))).statusCode).toBe(401);
  });

  it('refuses the token of a user deactivated or deleted a moment ago with 401', async () => {
    const a = await t.createUser([]);
    const tokenA = await t.login(a.email, a.password);
    expect((await me(t.auth(tokenA))).statusCode).toBe(200);
    await t.db.updateTable('user').set({ active: false }).where('userId', '=', a.userId).execute();
    expect((await me(t.auth(tokenA))).statusCode).toBe(401);

    const b = await t.createUser([]);
    const tokenB = await t.login(b.email, b.password);
    await t.db.deleteFrom('user').where('userId', '=', b.userId).execute();
    expect((await me(t.auth(tokenB))).statusCode).toBe(401);
  });

  it('GET /user/me answers the fresh profile of the caller', async () => {
    const token = await t.tokenFor(['GET_ALL_SKILL']);
    const res = await me(t.auth(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().loginUser.roles[0].privilege).toEqual(['GET_ALL_SKILL']);
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After after too many attempts on one account, while others still sign in', async () => {
    const limited = await createTestApp({ loginRateLimit: 5 });
    try {
      const victim = await limited.createUser([]);
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email: victim.email, password: 'guess' },
        });
      for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/try again/i),
      });
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: TEST_ADMIN,
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('also limits one address cycling through many accounts', async () => {
    const limited = await createTestApp({ loginRateLimit: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email: `guess-${i}@charter.test`, password: 'guess' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
