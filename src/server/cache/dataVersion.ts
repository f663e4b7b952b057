/**
 * The data version a holder sees (cache/cachedRead.ts keys its values by it): PostgreSQL's
 * snapshot, and when the data a holder has seen may have changed, so that it is read again only then. The driver calls `noteStatement` around
 * every statement and at every commit and rollback (db/auditingDialect.ts): without looking at
 * the SQL, any statement may write, except those a cached read runs inside `reading`, which only
 * read. Kept apart from the database and the operations so neither imports the other for it.
 */
import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { isExclusive, readSnapshot, SNAPSHOT_QUERY } from '../repositories/snapshot.ts';
import { requestContext, type RequestContext } from '../http/requestContext.ts';

let generation = 0;

/** Moves whenever a statement that is not part of a cached read runs in this process. */
export const statementGeneration = (): number => generation;

/**
 * Any statement but a cached read's or the snapshot read itself: the process's and this request's
 * snapshot may be stale. `query` is undefined for a commit or a rollback.
 */
export function noteStatement(query?: CompiledQuery) {
  if (query === SNAPSHOT_QUERY) return;
  const store = requestContext.getStore();
  if (store?.reading) return;
  generation++;
  if (store?.reads) store.reads.snapshot = store.reads.known = undefined;
}

const READING: RequestContext = { actor: '-', reading: true };

/** Runs `read` (a cached read's computation) as a read: see `noteStatement`. */
export function reading<T>(read: () => T): T {
  const store = requestContext.getStore();
  if (store?.reading) return read();
  return requestContext.run(store ? { ...store, reading: true } : READING, read);
}

/** The snapshot the process holds of each PGlite database (exclusive to it), and since when. */
type Held = { snapshot?: Promise<string>; generation: number };
const held = new WeakMap<Db, Held>();

/** The current snapshot as text; equal text means equal visible data. */
export const currentSnapshot = readSnapshot;

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

/** The data version `db` shows now, as known to its holder: a text, or a read under way. */
export function dataVersion(db: Db): Promise<string> | string {
  if (isExclusive(db)) {
    let mine = held.get(db);
    if (!mine) held.set(db, (mine = { generation: -1 }));
    const now = statementGeneration();
    if (mine.generation !== now || !mine.snapshot) {
      mine.generation = now;
      const read = (mine.snapshot = freshSnapshot(db));
      // A failed read is not kept.
      read.catch(() => mine.snapshot === read && (mine.snapshot = undefined));
    }
    return mine.snapshot;
  }
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
