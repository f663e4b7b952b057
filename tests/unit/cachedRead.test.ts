// The one caching seam (src/server/cache/cachedRead.ts) on an embedded database: a value is
// computed once while the data is unchanged and again after any write, whatever its SQL; keys
// name every input (the type refuses a key without a scope or a date); memory stays within
// CACHE_BUDGET; shared values are frozen; concurrent PostgreSQL snapshot reads are shared without handing anyone a stale one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { coalesceReads } from '../../src/server/cache/dataVersion.ts';
import {
  CACHE_BUDGET,
  cachedRead,
  callerScope,
  EVERYONE,
  knownRead,
  type ReadKey,
} from '../../src/server/cache/cachedRead.ts';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  db = database.db;
  await sql`create table t (x int)`.execute(db);
}, 60_000);
afterAll(() => database.close());

const key = (input: ReadKey['input'], op = 'test.read'): ReadKey => ({
  op,
  scope: EVERYONE,
  date: null,
  input,
});

/** A page read with a counter of computations. */
function counted(op: string) {
  const computed: number[] = [];
  const read = (n: number, size = 1) =>
    cachedRead(db, key({ n }, op), async () => {
      computed.push(n);
      return { content: Array.from({ length: size }, (_, i) => ({ n, i })) };
    });
  return { computed, read };
}

describe('cachedRead', () => {
  it('computes once while nothing is written and again after any write', async () => {
    let calls = 0;
    const read = () => cachedRead(db, key({}, 'count'), async () => ++calls);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    // A plain read leaves the data as it is, and the value with it.
    await sql`select count(*) from t`.execute(db);
    expect(await read()).toBe(1);
    await sql`insert into t values (1)`.execute(db);
    expect(await read()).toBe(2);
    // A CTE that writes, sent as raw text starting with `with`.
    await sql`with x as (update t set x = x + 1 returning x) select * from x`.execute(db);
    expect(await read()).toBe(3);
    await db.transaction().execute((tx) => sql`delete from t`.execute(tx));
    expect(await read()).toBe(4);
  });

  it('does not remember a failed computation', async () => {
    let calls = 0;
    const read = () =>
      cachedRead(db, key({}, 'fails'), async () => {
        if (++calls === 1) throw new Error('first fails');
        return calls;
      });
    await expect(read()).rejects.toThrow('first fails');
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it('keeps separate values for different inputs, scopes and dates', async () => {
    const { computed, read } = counted('inputs');
    await read(1);
    await read(2);
    await read(1);
    expect(computed).toEqual([1, 2]);
    const caller = { privileges: ['A', 'B'], employeeId: 7 };
    const values: string[] = [];
    const scoped = (scope: ReadKey['scope'], date: string | null) =>
      cachedRead(db, { op: 'scoped', scope, date, input: {} }, async () => {
        values.push(`${scope}@${date}`);
        return values.length;
      });
    expect(await scoped(callerScope(caller, ['A']), null)).toBe(1);
    expect(await scoped(callerScope({ ...caller, employeeId: 8 }, ['A']), null)).toBe(2);
    expect(await scoped(callerScope({ ...caller, privileges: [] }, ['A']), null)).toBe(3);
    // A privilege the read does not depend on does not split its values.
    expect(await scoped(callerScope({ ...caller, privileges: ['A'] }, ['A']), null)).toBe(1);
    expect(await scoped(EVERYONE, '2026-11-25')).toBe(4);
    expect(await scoped(EVERYONE, '2026-11-26')).toBe(5);
  });

  it('freezes the value it shares, nested records included', async () => {
    const { read } = counted('frozen');
    const page = await read(1);
    expect(() => page.content.push({ n: 9, i: 9 })).toThrow(TypeError);
    expect(() => {
      (page.content[0] as { n: number }).n = 9;
    }).toThrow(TypeError);
    expect((await read(1)).content[0].n).toBe(1);
  });

  it('reads afresh inside a transaction', async () => {
    let calls = 0;
    const read = (on: Db) => cachedRead(on, key({}, 'tx'), async () => ++calls);
    await db.transaction().execute(async (tx) => {
      expect(await read(tx)).toBe(1);
      expect(await read(tx)).toBe(2);
    });
  });

  it('drops the least recently used pages past the budget, by their number of records', async () => {
    const { computed, read } = counted('budget');
    const size = 99; // each page weighs 100
    const fit = CACHE_BUDGET / (size + 1);
    for (let n = 0; n < fit; n++) await read(n, size);
    await read(0, size); // 0 becomes the most recently used
    await read(fit, size); // one page too many: the least recently used (1) goes
    computed.length = 0;
    await read(0, size);
    await read(2, size);
    await read(fit, size);
    expect(computed).toEqual([]);
    await read(1, size);
    expect(computed).toEqual([1]);
  });

  it('counts a value found by knownRead as used: pages read after it do not push it out', async () => {
    const { computed, read } = counted('known');
    const size = 99; // each page weighs 100
    const fit = CACHE_BUDGET / (size + 1);
    await read(0, size);
    // Page after page, each past the budget's worth of pages stored after 0, as random pages do
    // while the anchors of their order are only ever looked up with knownRead.
    for (let n = 1; n < 2 * fit; n++) {
      expect(await knownRead(db, key({ n: 0 }, 'known')), `before page ${n}`).toBeDefined();
      await read(n, size);
    }
    computed.length = 0;
    await read(0, size);
    expect(computed).toEqual([]);
  });

  it('keeps a single page larger than the whole budget until the next one', async () => {
    const { computed, read } = counted('large');
    await read(1, CACHE_BUDGET + 10);
    await read(1, CACHE_BUDGET + 10);
    expect(computed).toEqual([1]);
  });

  it('makes every key name its scope and date (checked by the type checker)', () => {
    const compute = async () => 1;
    const caller = { privileges: [], employeeId: null };
    // Compiles: a caller's scope, or the constant for data that is the same for everyone.
    void (() =>
      cachedRead(db, { op: 'x', scope: callerScope(caller, []), date: null, input: {} }, compute));
    void (() =>
      cachedRead(db, { op: 'x', scope: EVERYONE, date: '2026-11-25', input: {} }, compute));
    // @ts-expect-error a key without a scope does not compile
    void (() => cachedRead(db, { op: 'x', date: null, input: {} }, compute));
    // @ts-expect-error nor one whose scope is any string instead of the caller's
    void (() => cachedRead(db, { op: 'x', scope: 'admin', date: null, input: {} }, compute));
    // @ts-expect-error nor one that does not say which date it depends on
    void (() => cachedRead(db, { op: 'x', scope: EVERYONE, input: {} }, compute));
    const nested = { op: 'x', scope: EVERYONE, date: null, input: { q: {} } } as const;
    // @ts-expect-error nor nested inputs, whose key text would not be exact
    void (() => cachedRead(db, nested, compute));
  });
});

describe('coalesceReads (PostgreSQL snapshot reads shared by concurrent requests)', () => {
  /** A read per call that resolves when the test says so, numbered in the order reads started. */
  function controlled() {
    const started: ((value: number) => void)[] = [];
    const read = () => new Promise<number>((resolve) => started.push(resolve));
    return { started, read: coalesceReads(read) };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('never hands a caller a read that began before its call', async () => {
    const { started, read } = controlled();
    const first = read();
    const second = read(); // arrives while read 1 is under way
    expect(started).toHaveLength(1);
    started[0](1);
    expect(await first).toBe(1);
    await tick();
    expect(started).toHaveLength(2); // read 2 starts only once read 1 has ended
    started[1](2);
    expect(await second).toBe(2);
  });

  it('starts one read for all callers that arrive while another runs', async () => {
    const { started, read } = controlled();
    read();
    const waiting = [read(), read(), read()];
    started[0](1);
    await tick();
    expect(started).toHaveLength(2);
    started[1](2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('goes on after a failed read', async () => {
    let calls = 0;
    const read = coalesceReads(async () => {
      if (++calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failing = read();
    const next = read();
    await expect(failing).rejects.toThrow('connection lost');
    expect(await next).toBe(2);
    expect(await read()).toBe(3);
  });
});
