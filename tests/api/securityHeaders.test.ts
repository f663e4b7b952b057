// The security headers every API answer carries, whether it succeeds, is refused or names no route:
// the whole set, so a change in how they are applied (src/server/plugins/security.ts) cannot drop
// or alter one unnoticed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
    "frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
};

describe('security headers', () => {
  it.each([
    ['an answer', 200, true, '/api/v1/employee/getAllEmployees?page=0&size=1'],
    ['a refusal without a session', 401, false, '/api/v1/employee/getAllEmployees?page=0&size=1'],
    ['an unknown API path', 404, false, '/api/v1/no-such-route'],
    ['the health check', 200, false, '/health'],
  ])('are all sent on %s', async (_what, status, signedIn, url) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: signedIn ? t.auth(token) : {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the per-address limit on API calls', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitMax: 3 });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After and the limit once it is spent, and announces it only then', async () => {
    // A counted call (the menu without a token); /health is never limited.
    const call = (remoteAddress = '10.0.0.7') =>
      limited.app.inject({ method: 'GET', url: '/api/v1/menu', remoteAddress });
    for (let i = 0; i < 3; i++) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['content-security-policy'],
    );
    // Another address is counted on its own.
    expect((await call('10.0.0.8')).statusCode).toBe(401);
  });

  it('counts refused calls too: a flood of bad tokens is limited before any token is checked', async () => {
    const call = () =>
      limited.app.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        remoteAddress: '10.0.0.9',
        headers: { authorization: 'Bearer not.a.token' },
      });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(401);
    expect((await call()).statusCode).toBe(429);
  });
});
