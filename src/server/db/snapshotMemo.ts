/**
 * Aggregates (page counts, dashboard figures) remembered for as long as the database has not changed.
 * The key is PostgreSQL's current snapshot (`pg_current_snapshot()`: xmin, xmax and the transactions
 * in progress). Two equal snapshots see exactly the same committed data, so a value computed after
 * reading a snapshot is still exact while the snapshot stays the same; any commit anywhere (from this
 * process, another replica or psql) changes it and the next call recomputes. Reading the snapshot is
 * one index-free statement, where a count scans the table: lists and the dashboard stop scanning
 * 100,000 rows per request while nothing is written, and cost what they did before under writes.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Entries kept per snapshot; a flood of distinct keys cannot grow memory without bound. */
const MAX_ENTRIES = 1000;

type Memo = { snapshot: string; values: Map<string, Promise<unknown>> };
const memos = new WeakMap<Db, Memo>();

/** The current snapshot as text; equal text means equal visible data. */
export async function currentSnapshot(db: Db): Promise<string> {
  const { rows } = await sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(db);
  return rows[0].s;
}

/**
 * `compute()` for this key, or its value from an earlier call made under the same snapshot.
 * Only for reads whose result depends on nothing but the database and the key.
 */
export async function memoBySnapshot<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const snapshot = await currentSnapshot(db);
  let memo = memos.get(db);
  if (!memo || memo.snapshot !== snapshot) {
    memo = { snapshot, values: new Map() };
    memos.set(db, memo);
  }
  const known = memo.values.get(key);
  if (known) return known as Promise<T>;
  if (memo.values.size >= MAX_ENTRIES) memo.values.clear();
  const values = memo.values;
  const pending = compute();
  values.set(key, pending);
  // A failed computation is not remembered.
  pending.catch(() => values.delete(key));
  return pending;
}
