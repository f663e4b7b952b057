/**
 * The one seam through which the server caches (issue #19 §2): `cachedRead(db, key, compute)` is
 * `compute()`, or its value from an earlier call with an equal key made while the database showed
 * the same data. Only operations call it (reads.ts lists every cached read of the server);
 * repositories and routes never cache.
 *
 * The key names every input besides the data, and its type makes the caller say each one: the
 * operation, whose data it is (`scope`: a `CallerScope` built from the caller, or `EVERYONE`), the
 * date it depends on (`null`: none) and the remaining inputs. The hour of the image links signed
 * now (imageLinks.ts) is added here, so a value holding photos or logos never hands out a link
 * that has expired or will within the lifetime it promises.
 *
 * Invalidation, one rule for both engines: the data version is PostgreSQL's own snapshot
 * (`pg_current_snapshot()`: xmin, xmax and the transactions in progress), which every commit of
 * anything, anywhere, moves (a raw statement, a CTE that writes, psql, another replica), and which
 * reads keep as it is. Nothing guesses from SQL text. A snapshot read stays valid for its holder
 * until a statement that is not part of a cached read's computation runs for that holder (or a
 * commit or rollback), then it is read again (dataVersion.ts):
 *
 * - PGlite: the process holds it. Nobody else opens the data directory, so only this process's
 *   statements can change it; while none runs, remembered answers cost no statement at all.
 * - PostgreSQL: each request holds one (others commit at any time), read at its first cached
 *   read, shared by requests arriving together (`coalesceReads`), and read again after the
 *   request's own statements, so a request always sees its own writes.
 *
 * Measured against a version row bumped by statement-level triggers in every write transaction
 * (bench/RESULTS.md, 2026-11-25 evening): reading it costs the same round trip as the snapshot,
 * but every write pays a row update and all writers queue on that one row's lock, and a table
 * added without its trigger would be missed silently; the snapshot needs nothing of the schema.
 *
 * Values are sealed (deep-frozen, sealed.ts): callers share them, so a change throws instead of
 * reaching the next caller, and the serializer writes a sealed answer's JSON once, envelope
 * included (`sharedAnswer`: an envelope built around a remembered value is one object too).
 *
 * A computation must only read (its statements do not move the version): that is what lets a
 * cached read that misses, and the cached reads nested in it, share one snapshot read. Inside a
 * transaction nothing is cached (its own uncommitted writes are only its own).
 *
 * @example
 *   cachedRead(db, { op: 'projects.list', scope: EVERYONE, date: null, input: { page, size } },
 *     () => projectRows(db, page, size));
 */
import type { Db } from '../db/database.ts';
import { dataVersion, reading } from './dataVersion.ts';
import { imageLinkMemoKey } from '../uploads/imageLinks.ts';
import { isSealed, seal, sharedAnswer } from './sealed.ts';

/**
 * The sealed half of the seam, for the HTTP edge: whether a document is a remembered (sealed)
 * value, and the one sealed envelope built around remembered values (sealed.ts). The response
 * serializers use them (http/lazySchemas.ts) so a remembered answer's JSON is written once; routes
 * and hooks name neither.
 */
export { isSealed as isRemembered, sharedAnswer };

/** What an input of a key may be: flat values only, so the key's text is cheap and exact. */
export type KeyValue = string | number | boolean | null | undefined;

declare const callerScopeBrand: unique symbol;
/** What a caller may see, as the key's text: only `callerScope` makes one. */
export type CallerScope = string & { readonly [callerScopeBrand]: true };
/** The scope of data that is the same for every caller. */
export const EVERYONE = 'everyone';
export type Scope = CallerScope | typeof EVERYONE;

export type ReadKey = {
  /** The operation, `resource.verb`. */
  op: string;
  /** Whose answer: `callerScope(caller, …)` when the caller changes it, else `EVERYONE`. */
  scope: Scope;
  /** The date the answer depends on (today, this month), or `null` when none. */
  date: string | null;
  /** Every other input (ids, page, size, sort, filter). */
  input: Readonly<Record<string, KeyValue>>;
};

/** A caller: its privileges and the person its account links to (the principal's one link). */
type Caller = { privileges: readonly string[]; employeeId: number | null };

/**
 * The caller's scope for a read whose answer depends on `privileges` (those of the list the
 * caller holds) and on who the caller is (the person their account links to: their own record
 * stays in clear).
 */
export function callerScope(caller: Caller, privileges: readonly string[]): CallerScope {
  let held = '';
  for (const p of privileges) if (caller.privileges.includes(p)) held += `${p},`;
  return `${held}#${caller.employeeId ?? ''}` as CallerScope;
}

/**
 * What one database's cache may hold, in weight units: a value weighs 1, a page of N records N + 1.
 * Past the budget the least recently used values go first, so a flood of distinct keys (an export
 * paging through the whole table) cannot grow memory without bound (13.5 MiB of heap for a full
 * budget of the largest pages at 100k records, bench/RESULTS.md).
 */
export const CACHE_BUDGET = 5000;

type Entry = { value: Promise<unknown>; weight: number };
type Cache = { version: string; entries: Map<string, Entry>; weight: number };
const caches = new WeakMap<Db, Cache>();

/** Whether a value read on `db` now would be cached: not inside a transaction. */
export const cachesNow = (db: Db): boolean => !db.isTransaction;

type Options<T> = {
  /** The value's weight against CACHE_BUDGET (default: 1 + its number of records). */
  weigh?: (value: T) => number;
};

/**
 * `compute()` for `key`, or its value from an earlier call while the data was the same, sealed.
 * `compute` must only read.
 */
export function cachedRead<T>(
  db: Db,
  key: ReadKey,
  compute: () => Promise<T>,
  options?: Options<T>,
): Promise<T> {
  if (!cachesNow(db)) return compute();
  const text = keyText(key);
  // Not an async function: a value cached under a version known now is returned as it is, without
  // a promise and a turn of the microtask queue per lookup.
  const current = dataVersion(db);
  return typeof current === 'object'
    ? current.then((known) => remembered(db, known, text, compute, options))
    : remembered(db, current, text, compute, options);
}

/**
 * What `cachedRead` would answer for `key` without computing anything: the value of an equal key
 * read (or being read) while the data was the same as now, else undefined.
 */
export async function knownRead<T>(db: Db, key: ReadKey): Promise<T | undefined> {
  if (!cachesNow(db)) return undefined;
  const current = await dataVersion(db);
  const cache = caches.get(db);
  if (cache?.version !== current) return undefined;
  return used(cache.entries, keyText(key))?.value as Promise<T> | undefined;
}

/**
 * The entry of `key`, now the most recently used: the Map's order is the eviction order. A value
 * found by `knownRead` is used as much as one `cachedRead` returns (the anchors of the paged
 * lists are only ever found that way; left in place, every ~800 random pages evicted them).
 */
function used(entries: Map<string, Entry>, key: string): Entry | undefined {
  const known = entries.get(key);
  if (known) {
    entries.delete(key);
    entries.set(key, known);
  }
  return known;
}

const keyText = (key: ReadKey) =>
  `${key.op}\u0000${key.scope}\u0000${key.date}\u0000${imageLinkMemoKey()}\u0000${JSON.stringify(key.input)}`;

function remembered<T>(
  db: Db,
  current: string,
  key: string,
  compute: () => Promise<T>,
  options: Options<T> | undefined,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache || cache.version !== current) {
    cache = { version: current, entries: new Map(), weight: 0 };
    caches.set(db, cache);
  }
  const entries = cache.entries;
  const known = used(entries, key);
  if (known) return known.value as Promise<T>;
  const pending = reading(compute).then(seal);
  const entry: Entry = { value: pending, weight: 1 };
  entries.set(key, entry);
  cache.weight += 1;
  const owner = cache;
  pending.then(
    (value) => {
      if (entries.get(key) !== entry) return;
      const weight = Math.max(1, options?.weigh ? options.weigh(value) : 1 + recordCount(value));
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

function recordCount(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.length;
  const v = value as { items?: unknown; content?: unknown };
  const list = Array.isArray(v.content) ? v.content : Array.isArray(v.items) ? v.items : [];
  return list.length;
}

function forget(cache: Cache, key: string, entry: Entry) {
  if (cache.entries.get(key) !== entry) return;
  cache.entries.delete(key);
  cache.weight -= entry.weight;
}

/** Drops the least recently used values until within budget (the newest always stays). */
function evict(cache: Cache) {
  for (const [key, entry] of cache.entries) {
    if (cache.weight <= CACHE_BUDGET || cache.entries.size === 1) return;
    forget(cache, key, entry);
  }
}
