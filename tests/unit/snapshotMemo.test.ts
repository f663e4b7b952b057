// The memo of read values (src/server/db/snapshotMemo.ts) on an exclusive database: its key is this
// process's count of writes, so these tests need no engine. What callers rely on: a value is
// computed once per unchanged database, memory stays within MEMO_BUDGET however many pages are
// read, a shared page cannot be mutated, and a failure is not remembered.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import {
  coalesceReads,
  MEMO_BUDGET,
  memoBySnapshot,
  memoPage,
  noteChange,
  registerExclusive,
} from '../../src/server/db/snapshotMemo.ts';

/** A stand-in for an embedded database: only `isTransaction` is read, and no transaction is open. */
function database(): Db {
  const db = { isTransaction: false } as unknown as Db;
  registerExclusive(db, () => false);
  return db;
}

/** memoPage with a counter of computations. */
function counted(db: Db) {
  const computed: number[] = [];
  const read = (n: number, size = 1) =>
    memoPage(db, 'page', { n }, async () => {
      computed.push(n);
      return { content: Array.from({ length: size }, (_, i) => ({ n, i })) };
    });
  return { computed, read };
}

describe('memoBySnapshot', () => {
  it('computes once while nothing is written and again after a write', async () => {
    const db = database();
    let calls = 0;
    const read = () => memoBySnapshot(db, 'k', async () => ++calls);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    noteChange();
    expect(await read()).toBe(2);
  });

  it('does not remember a failed computation', async () => {
    const db = database();
    let calls = 0;
    const read = () =>
      memoBySnapshot(db, 'k', async () => {
        if (++calls === 1) throw new Error('first fails');
        return calls;
      });
    await expect(read()).rejects.toThrow('first fails');
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });
});

describe('memoPage', () => {
  it('keeps separate values for different inputs', async () => {
    const db = database();
    const { computed, read } = counted(db);
    await read(1);
    await read(2);
    await read(1);
    expect(computed).toEqual([1, 2]);
  });

  it('freezes the page it shares, nested records included', async () => {
    const db = database();
    const { read } = counted(db);
    const page = await read(1);
    expect(() => page.content.push({ n: 9, i: 9 })).toThrow(TypeError);
    expect(() => {
      (page.content[0] as { n: number }).n = 9;
    }).toThrow(TypeError);
    expect((await read(1)).content[0].n).toBe(1);
  });

  it('drops the least recently used pages past the budget, by their number of records', async () => {
    const db = database();
    const { computed, read } = counted(db);
    const size = 99; // each page weighs 100
    const fit = MEMO_BUDGET / (size + 1);
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

  it('keeps a single page larger than the whole budget until the next one', async () => {
    const db = database();
    const { computed, read } = counted(db);
    await read(1, MEMO_BUDGET + 10);
    await read(1, MEMO_BUDGET + 10);
    expect(computed).toEqual([1]);
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
