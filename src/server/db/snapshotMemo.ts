/**
 * Values read from the database (page counts, dashboard figures, the caller's principal, attribute
 * names) remembered for as long as the database has not changed, so a request stops paying a
 * statement for each of them. Equal keys must mean equal visible data; the key depends on the engine:
 *
 * - Embedded database (PGlite): this process is its only user (the data directory is locked), so
 *   the key is a counter that every statement that is not a plain read moves (`noteStatement`,
 *   called by the driver for each statement), and nothing is remembered or reused while a
 *   transaction is open (its writes are not committed yet). Reading the key costs nothing.
 * - PostgreSQL: other processes (replicas, psql) may commit at any time, so the key is PostgreSQL's
 *   current snapshot (`pg_current_snapshot()`: xmin, xmax and the transactions in progress); any
 *   commit anywhere changes it. It is read once per request (kept in the request's context,
 *   requestContext.ts), not once per value, and read again after the request's own writes;
 *   requests arriving together share one read that starts after all of them arrived
 *   (`freshSnapshot`).
 *
 * Lists and the dashboard stop scanning 100,000 rows per request while nothing is written, and
 * cost what they did before under writes.
 */
import { sql, type CompiledQuery } from 'kysely';
import { imageLinkMemoKey } from '../imageLinks.ts';
import { requestContext } from '../requestContext.ts';
import { seal } from '../sealed.ts';
import type { Db } from './database.ts';

/**
 * What one key may hold, in weight units: a remembered value weighs 1, a page of N records N + 1.
 * Past the budget the least recently used values go first, so a flood of distinct keys (an export
 * paging through the whole table) cannot grow memory without bound: a full budget of employee
 * pages measured 13.5 MiB of heap at 100k, and 15.1 MiB after 800 pages of 100 (bench/RESULTS.md).
 */
export const MEMO_BUDGET = 5000;

type Entry = { value: Promise<unknown>; weight: number };
type Memo = { key: string; entries: Map<string, Entry>; weight: number };
const memos = new WeakMap<Db, Memo>();

/** The embedded databases (exclusive to this process) with their "open transaction" probe. */
const exclusive = new WeakMap<Db, () => boolean>();
/** Moves on every statement that may change data, in any embedded database of this process. */
let generation = 0;

/** `db` is an embedded database no other process opens; `inTransaction` says whether one is open. */
export function registerExclusive(db: Db, inTransaction: () => boolean) {
  exclusive.set(db, inTransaction);
}

const PLAIN_READ = /^\s*select\b/i;

/**
 * Called by the driver before and after every statement: anything but a plain `select` (writes, DDL,
 * transaction control) may change what later reads see.
 */
export function noteStatement(query: CompiledQuery) {
  const kind = query.query?.kind;
  if (kind === 'SelectQueryNode' || (kind === 'RawNode' && PLAIN_READ.test(query.sql))) return;
  noteChange();
}

/** Data may have changed (a write, a commit, a rollback). */
export function noteChange() {
  generation++;
  const scope = requestContext.getStore()?.reads;
  if (scope) scope.snapshot = scope.known = undefined;
}

/** The current snapshot as text; equal text means equal visible data. */
export async function currentSnapshot(db: Db): Promise<string> {
  const { rows } = await sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(db);
  return rows[0].s;
}

/**
 * `read` shared by concurrent callers, each getting a value read no sooner than its call. A read
 * already under way may have begun before a commit this caller has already seen (read-your-writes
 * across replicas), so a caller never joins it: it joins the read queued to start when that one
 * ends, or queues it. At most one read runs and one waits, however many callers arrive together.
 */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const finished = (settled: Promise<T>) => {
    if (running === settled) running = undefined;
  };
  const start = () => {
    const current = read();
    running = current;
    current.then(
      () => finished(current),
      () => finished(current),
    );
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    const startQueued = () => {
      queued = undefined;
      return start();
    };
    queued = running.then(startQueued, startQueued);
    return queued;
  };
}

const snapshotReaders = new WeakMap<Db, () => Promise<string>>();

/** The current snapshot, read no sooner than this call; requests arriving together share a read. */
function freshSnapshot(db: Db): Promise<string> {
  let reader = snapshotReaders.get(db);
  if (!reader) snapshotReaders.set(db, (reader = coalesceReads(() => currentSnapshot(db))));
  return reader();
}

/** The key of the data `db` sees now, or undefined when nothing may be remembered. */
function changeKey(db: Db): Promise<string> | string | undefined {
  if (!remembersNow(db)) return undefined;
  if (exclusive.has(db)) return `local:${generation}`;
  // One request's PostgreSQL snapshot is read at its first memoised value and kept until it
  // writes: the read under way, then its text once known (so later lookups need no promise).
  const scope = requestContext.getStore()?.reads;
  if (!scope) return freshSnapshot(db);
  if (scope.known !== undefined) return scope.known;
  if (!scope.snapshot) {
    const read = freshSnapshot(db);
    scope.snapshot = read;
    read.then(
      (key) => scope.snapshot === read && (scope.known = key),
      // A failed read is not kept for the rest of the request.
      () => scope.snapshot === read && (scope.snapshot = undefined),
    );
  }
  return scope.snapshot;
}

/**
 * Whether a value computed now would be remembered: not inside a transaction, whose own uncommitted
 * writes (and rollbacks to savepoints) only it sees. A read that pays off only when remembered
 * asks first.
 */
export function remembersNow(db: Db): boolean {
  return !db.isTransaction && exclusive.get(db)?.() !== true;
}

type MemoOptions<T> = {
  /** The value's weight against MEMO_BUDGET (default 1). */
  weigh?: (value: T) => number;
  /**
   * Seal the value (deep-freeze it, sealed.ts): callers share it, so a mutation must fail instead
   * of leaking, and its JSON is written once.
   */
  seal?: boolean;
};

/**
 * `compute()` for this key, or its value from an earlier call made while the data was the same.
 * Only for reads whose result depends on nothing but the database and the key. Callers share the
 * value: they must not mutate it.
 */
export function memoBySnapshot<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  options: MemoOptions<T> = {},
): Promise<T> {
  // Not an async function: a value remembered under a key known now is returned as it is, without
  // a promise and a turn of the microtask queue per lookup (three lookups per list request).
  const current = changeKey(db);
  return typeof current === 'object'
    ? current.then((known) => remembered(db, known, key, compute, options))
    : remembered(db, current, key, compute, options);
}

function remembered<T>(
  db: Db,
  current: string | undefined,
  key: string,
  compute: () => Promise<T>,
  options: MemoOptions<T>,
): Promise<T> {
  if (current === undefined) return compute();
  let memo = memos.get(db);
  if (!memo || memo.key !== current) {
    memo = { key: current, entries: new Map(), weight: 0 };
    memos.set(db, memo);
  }
  const entries = memo.entries;
  const known = entries.get(key);
  if (known) {
    // Most recently used last: the Map's order is the eviction order.
    entries.delete(key);
    entries.set(key, known);
    return known.value as Promise<T>;
  }
  const pending = compute().then((value) => (options.seal ? seal(value) : value));
  const entry: Entry = { value: pending, weight: 1 };
  entries.set(key, entry);
  memo.weight += 1;
  const owner = memo;
  pending.then(
    (value) => {
      if (entries.get(key) !== entry) return;
      const weight = Math.max(1, options.weigh?.(value) ?? 1);
      owner.weight += weight - entry.weight;
      entry.weight = weight;
      evict(owner);
    },
    // A failed computation is not remembered.
    () => forget(owner, key, entry),
  );
  evict(owner);
  return pending;
}

function forget(memo: Memo, key: string, entry: Entry) {
  if (memo.entries.get(key) !== entry) return;
  memo.entries.delete(key);
  memo.weight -= entry.weight;
}

/** Drops the least recently used values until the memo is within budget (the newest always stays). */
function evict(memo: Memo) {
  for (const [key, entry] of memo.entries) {
    if (memo.weight <= MEMO_BUDGET || memo.entries.size === 1) return;
    forget(memo, key, entry);
  }
}

/**
 * A page of records (`{ items | content: [...] }` or an array) remembered under the operation's
 * name and every input it depends on besides the data: the query and whatever of the caller
 * changes what they see (privileges, their own id). Sealed, weighed by its length. The key also
 * names the hour of the image links signed now (imageLinks.ts), so a page holding photos or logos
 * is never answered with links that have expired or will within the lifetime promised.
 */
export function memoPage<T extends object>(
  db: Db,
  operation: string,
  inputs: Record<string, unknown>,
  compute: () => Promise<T>,
): Promise<T> {
  const key = `${operation}:${imageLinkMemoKey()}:${JSON.stringify(inputs)}`;
  return memoBySnapshot(db, key, compute, PAGE_OPTIONS);
}

const PAGE_OPTIONS: MemoOptions<object> = { seal: true, weigh: (value) => 1 + recordCount(value) };

function recordCount(value: object): number {
  if (Array.isArray(value)) return value.length;
  const v = value as { items?: unknown; content?: unknown };
  const list = Array.isArray(v.content) ? v.content : Array.isArray(v.items) ? v.items : [];
  return list.length;
}

type OneRowQuery<T> = { compile(): CompiledQuery; executeTakeFirstOrThrow(): Promise<T> };

/**
 * A one-row read (a page's total) memoised under its own SQL and parameters, which are all it
 * depends on besides the data.
 */
export function memoQuery<T>(db: Db, query: OneRowQuery<T>): Promise<T> {
  const { sql: text, parameters } = query.compile();
  return memoBySnapshot(db, `query:${text}\u0000${JSON.stringify(parameters)}`, () =>
    query.executeTakeFirstOrThrow(),
  );
}
