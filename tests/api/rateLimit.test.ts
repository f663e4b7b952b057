// The per-address and sign-in limits as a client meets them: which addresses count as one, that
// counting them writes nothing to the audit trail, and (PostgreSQL) that two app instances on one
// database share the counters (security.md case 27).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registry } from '../../src/generated/registry.ts';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { TEST_JWT_SECRET } from '../helpers/constants.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * One counted call: the menu without a token (401 within the limit). Not /health, which load
 * balancers call and no limit may refuse.
 */
const call = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/v1/menu', remoteAddress });

const auditEntries = async (t: TestApp) =>
  Number((await sql<{ n: number }>`select count(*) as n from "auditLog"`.execute(t.db)).rows[0].n);

describe('the per-address limit, as clients meet it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 1 });
  });
  afterAll(() => t.close());

  it('counts a whole IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one', async () => {
    expect((await call(t.app, '2001:db8::1')).statusCode).toBe(401);
    expect((await call(t.app, '2001:DB8::aaaa:2')).statusCode).toBe(429);
    expect((await call(t.app, '2001:db8:0:1::1')).statusCode).toBe(401);
    expect((await call(t.app, '10.0.0.7')).statusCode).toBe(401);
    const mapped = await call(t.app, '::ffff:10.0.0.7');
    expect(mapped.statusCode).toBe(429);
    expect(mapped.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  });

  it('never limits the health check, which load balancers call from one address', async () => {
    const health = () =>
      t.app.inject({ method: 'GET', url: '/health', remoteAddress: '10.0.0.30' });
    for (let i = 0; i < 5; i++) expect((await health()).statusCode).toBe(200);
    // Its calls were not counted either: the address still has its one call.
    expect((await call(t.app, '10.0.0.30')).statusCode).toBe(401);
    expect((await call(t.app, '10.0.0.30')).statusCode).toBe(429);
    expect((await health()).statusCode).toBe(200);
  });

  it('writes nothing to the audit trail, counted or refused', async () => {
    const before = await auditEntries(t);
    for (let i = 0; i < 5; i++) await call(t.app, '10.0.0.20');
    expect(await auditEntries(t)).toBe(before);
  });
});

/** Two replicas: the test app and a second app with its own pool on the same database. */
async function twoInstances(limits: {
  rateLimitMax: number;
  loginRateLimit: number;
  /** The second one's RATE_LIMIT, when it differs (a rolling change of it). */
  secondRateLimitMax?: number;
}) {
  const first = await createTestApp(limits);
  const database = await openDatabase({ kind: 'postgres', url: first.url!, poolSize: 5 });
  const second = await buildApp({
    database,
    schemas: Object.values(registry),
    config: {
      staticDir: '/nonexistent',
      jwtSecret: TEST_JWT_SECRET,
      loginRateLimit: { max: limits.loginRateLimit, windowMs: 60_000 },
      rateLimitMax: limits.secondRateLimitMax ?? limits.rateLimitMax,
    },
  });
  return {
    first,
    second,
    async close() {
      await second.close();
      await database.close();
      await first.close();
    },
  };
}

// Two processes cannot open one embedded database (its folder is locked to one process), so
// there is no second replica to share counters with on PGlite: the limits are in each process.
const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);
const SKIPPED = '(skipped on PGlite: one process per data folder, nothing to share)';

onPostgres(`two app instances on one PostgreSQL database, the address limit ${SKIPPED}`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ rateLimitMax: 3, loginRateLimit: 1000 });
  });
  afterAll(() => pair?.close());

  it('refuses the address over the limit from both instances (429, Retry-After)', async () => {
    const { first, second } = pair;
    const auditBefore = await auditEntries(first);
    const address = '10.0.1.1';
    expect((await call(first.app, address)).statusCode).toBe(401);
    expect((await call(second, address)).statusCode).toBe(401);
    expect((await call(first.app, address)).statusCode).toBe(401);
    for (const app of [second, first.app]) {
      const refused = await call(app, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-limit']).toBe('3');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    }
    // Another address is counted on its own, on either instance.
    expect((await call(second, '10.0.1.2')).statusCode).toBe(401);
    expect(await auditEntries(first)).toBe(auditBefore);
  });
});

onPostgres(`two app instances with different limits on one database ${SKIPPED}`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ rateLimitMax: 1000, secondRateLimitMax: 3, loginRateLimit: 1000 });
  });
  afterAll(() => pair?.close());

  it('counts each limit on its own, so neither locks the address out for the other', async () => {
    const { first, second } = pair;
    const address = '10.0.4.1';
    expect((await call(first.app, address)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await call(second, address)).statusCode).toBe(401);
    const refused = await call(second, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect((await call(first.app, address)).statusCode).toBe(401);
  });
});

onPostgres(`two app instances on one PostgreSQL database, sign-in ${SKIPPED}`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ rateLimitMax: 1000, loginRateLimit: 2 });
  });
  afterAll(() => pair?.close());

  it('counts sign-in attempts on one account across both instances', async () => {
    const { first, second } = pair;
    const victim = await first.createUser([]);
    const attempt = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: victim.email, password: 'guess' },
        remoteAddress,
      });
    // Each attempt from a fresh address: only the per-account limit is in play.
    expect((await attempt(first.app, '10.0.2.1')).statusCode).toBe(401);
    expect((await attempt(second, '10.0.2.2')).statusCode).toBe(401);
    for (const [app, address] of [
      [first.app, '10.0.2.3'],
      [second, '10.0.2.4'],
    ] as const) {
      const refused = await attempt(app, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/try again/i);
    }
  });

  it('counts one address cycling through accounts across both instances', async () => {
    const { first, second } = pair;
    const statuses: number[] = [];
    // Per address: ten times the per-account limit (20), then 429.
    for (let i = 0; i < 22; i++) {
      const res = await (i % 2 ? second : first.app).inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: `guess-${i}@charter.test`, password: 'guess' },
        remoteAddress: '10.0.3.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
