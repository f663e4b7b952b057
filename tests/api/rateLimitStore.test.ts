// The PostgreSQL store of @fastify/rate-limit (src/server/plugins/rateLimitStore.ts) on the real migrated
// database of the run (its SQL is plain PostgreSQL, so it runs on PGlite too). Two stores on one
// database stand for two replicas.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabaseRateLimitStore } from '../../src/server/plugins/rateLimitStore.ts';
import { RATE_LIMIT_TABLE } from '../../src/server/repositories/rateLimits.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const WINDOW = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await sql`delete from ${sql.table(RATE_LIMIT_TABLE)}`.execute(t.db);
});

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

type Store = InstanceType<ReturnType<typeof createDatabaseRateLimitStore>['Store']>;

const hit = (store: Store, key: string, max: number, window = WINDOW) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), window, max),
  );

const rows = async () =>
  (
    await sql<{
      key: string;
      count: number;
    }>`select key, count from ${sql.table(RATE_LIMIT_TABLE)} order by key`.execute(t.db)
  ).rows.map((r) => ({ key: r.key, count: Number(r.count) }));

/** A limiter as the plugin makes one: the root store's child with the limiter's options. */
const limiter = (name: string, options: Parameters<typeof createDatabaseRateLimitStore>[1] = {}) =>
  new (createDatabaseRateLimitStore(t.db, options).Store)().child({ name });

describe('the shared rate-limit store', () => {
  it('counts every request of a small limit in the database, across two replicas', async () => {
    const a = limiter('address');
    const b = limiter('address');
    const counted = [];
    for (let i = 0; i < 5; i++) counted.push((await hit(i % 2 ? b : a, '10.0.0.7', 3)).current);
    expect(counted.slice(0, 4)).toEqual([1, 2, 3, 4]);
    // The fifth is refused too: `a` took unit 3, the last, so it knows the window is spent.
    expect(counted[4]).toBeGreaterThan(3);
    const { ttl } = await hit(b, '10.0.0.7', 3);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW);
    // Neither replica writes once it has seen the window spent.
    expect(await rows()).toEqual([{ key: 'address|3/60000|10.0.0.7', count: 4 }]);
  });

  it('keeps limiters and keys apart', async () => {
    const address = limiter('address');
    const signIn = limiter('login-address');
    expect((await hit(address, 'k', 3)).current).toBe(1);
    expect((await hit(signIn, 'k', 3)).current).toBe(1);
    expect((await hit(address, 'other', 3)).current).toBe(1);
    expect((await hit(address, 'k', 3)).current).toBe(2);
  });

  it('starts a new window once the old one has ended, in every replica', async () => {
    const time = clock();
    const a = limiter('address', { now: time.now });
    const b = limiter('address', { now: time.now });
    for (let i = 0; i < 3; i++) await hit(a, '10.0.0.7', 3);
    expect((await hit(b, '10.0.0.7', 3)).current).toBe(4);
    // The window ends for the database (its clock) and for the processes (theirs).
    await sql`update ${sql.table(RATE_LIMIT_TABLE)} set "windowEnd" = "windowEnd" - ${WINDOW}::bigint`.execute(
      t.db,
    );
    time.advance(WINDOW);
    expect((await hit(b, '10.0.0.7', 3)).current).toBe(1);
    expect((await hit(a, '10.0.0.7', 3)).current).toBe(2);
  });

  it('hands out a large limit in leases of 1 %, never allowing more than the limit across replicas', async () => {
    const a = limiter('address');
    const b = limiter('address');
    // One statement reserves 10 units of 1000: nine more requests cost no statement.
    for (let i = 0; i < 10; i++) expect((await hit(a, '10.0.0.7', 1000)).current).toBe(i + 1);
    expect(await rows()).toEqual([{ key: 'address|1000/60000|10.0.0.7', count: 10 }]);
    expect((await hit(b, '10.0.0.7', 1000)).current).toBe(11);
    expect((await hit(a, '10.0.0.7', 1000)).current).toBe(21);
    let allowed = 12;
    for (let i = 0; i < 1100; i++) {
      if ((await hit(i % 3 ? a : b, '10.0.0.7', 1000)).current <= 1000) allowed++;
    }
    // Units left in the other replica's lease are lost to the client: at most 9 per replica.
    expect(allowed).toBeLessThanOrEqual(1000);
    expect(allowed).toBeGreaterThanOrEqual(1000 - 2 * 9);
  });

  it('keeps replicas started with different limits from locking an address out for each other', async () => {
    const large = limiter('address'); // RATE_LIMIT=1000: leases of 10
    const small = limiter('address'); // RATE_LIMIT=3, e.g. during a rolling change of it
    expect((await hit(large, '10.0.0.7', 1000)).current).toBe(1);
    for (let i = 1; i <= 3; i++) expect((await hit(small, '10.0.0.7', 3)).current).toBe(i);
    expect((await hit(small, '10.0.0.7', 3)).current).toBe(4);
    // The small limit spent does not spend the large one.
    expect((await hit(large, '10.0.0.7', 1000)).current).toBe(2);
    const other = limiter('address');
    expect((await hit(other, '10.0.0.7', 1000)).current).toBe(11);
  });

  it('refuses a spent window without a statement until it ends', async () => {
    const a = limiter('address');
    for (let i = 0; i < 4; i++) await hit(a, '10.0.0.7', 3);
    const before = await rows();
    for (let i = 0; i < 20; i++) expect((await hit(a, '10.0.0.7', 3)).current).toBeGreaterThan(3);
    expect(await rows()).toEqual(before);
  });

  it('reserves once for concurrent requests of one key in one process', async () => {
    const a = limiter('address');
    const counted = await Promise.all(
      Array.from({ length: 20 }, () => hit(a, '10.0.0.7', 1000).then((r) => r.current)),
    );
    expect(counted.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await rows()).toEqual([{ key: 'address|1000/60000|10.0.0.7', count: 20 }]);
  });

  it('holds a bounded number of leases in memory', async () => {
    const a = limiter('address', { maxKeys: 50 });
    for (let i = 0; i < 120; i++) await hit(a, `10.1.0.${i}`, 1000);
    expect(a.size).toBeLessThanOrEqual(50);
    // A key whose lease was dropped is still counted by the database, never afresh.
    expect((await hit(a, '10.1.0.0', 1000)).current).toBeGreaterThan(1);
  });

  it('sweeps the rows of ended windows only', async () => {
    const { Store, sweep } = createDatabaseRateLimitStore(t.db);
    const a = new Store().child({ name: 'address' });
    await hit(a, 'ended', 3);
    await hit(a, 'current', 3);
    await sql`update ${sql.table(RATE_LIMIT_TABLE)} set "windowEnd" = "windowEnd" - ${WINDOW}::bigint
      where key = 'address|3/60000|ended'`.execute(t.db);
    expect(await sweep()).toBe(1);
    expect(await rows()).toEqual([{ key: 'address|3/60000|current', count: 1 }]);
  });

  it('reports a database error to the plugin instead of throwing', async () => {
    // A database whose every statement fails as an unreachable server's would.
    const unreachable = {
      getExecutor: () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    };
    const { Store } = createDatabaseRateLimitStore(unreachable as unknown as typeof t.db);
    const error = await new Promise((resolve) =>
      new Store().child({ name: 'x' }).incr('k', (err) => resolve(err), WINDOW, 3),
    );
    expect(error).toBeInstanceOf(Error);
  });
});
