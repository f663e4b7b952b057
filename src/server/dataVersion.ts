/**
 * When the data a holder has seen may have changed (operations/cachedRead.ts keys its values by
 * PostgreSQL's snapshot and reads it again only then). The driver calls `noteStatement` around
 * every statement and at every commit and rollback (audit/auditingDialect.ts): without looking at
 * the SQL, any statement may write, except those a cached read runs inside `reading`, which only
 * read. Kept apart from the database and the operations so neither imports the other for it.
 */
import type { CompiledQuery } from 'kysely';
import { SNAPSHOT_QUERY } from './repositories/snapshot.ts';
import { requestContext, type RequestContext } from './requestContext.ts';

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
