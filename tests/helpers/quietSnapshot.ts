/**
 * For tests that check a remembered read costs nothing: a read and the same read again, repeated
 * until no other transaction in the cluster committed between them.
 *
 * On PostgreSQL the cache's data version is the snapshot, which any commit anywhere in the cluster
 * moves, and autovacuum's analyze commits whenever it likes. A moved snapshot is a write as far as
 * the cache can know, so the second read then computes again, rightly. What such a test asserts
 * holds for a pair of reads that saw one snapshot; a pair that saw it move is run again, ten
 * times at most, and the test fails if no pair was quiet.
 */
import type { Db } from '../../src/server/db/database.ts';

type Recorded<T> = { statements: string[]; snapshots: string[]; value?: T };

/** The statements `db` runs while `body` runs, the snapshots it reads, in order, and its value. */
async function record<T>(db: Db, body: () => Promise<T>): Promise<Recorded<T>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const executor = (db as any).getExecutor();
  const execute = executor.executeQuery;
  const seen: Recorded<T> = { statements: [], snapshots: [] };
  executor.executeQuery = async (query: { sql: string }, ...rest: unknown[]) => {
    const result = await execute.call(executor, query, ...rest);
    if (query.sql.includes('pg_current_snapshot()')) seen.snapshots.push(result.rows[0].s);
    else seen.statements.push(query.sql);
    return result;
  };
  try {
    seen.value = await body();
  } finally {
    executor.executeQuery = execute;
  }
  return seen;
}

/**
 * Runs `read` twice in a row until both runs saw one snapshot, and answers the statements the
 * second run sent besides snapshot reads, and what it returned.
 */
export async function secondRead<T>(
  db: Db,
  read: () => Promise<T>,
): Promise<{ statements: string[]; value: T }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const first = await record(db, read);
    const second = await record(db, read);
    if (new Set([...first.snapshots, ...second.snapshots]).size <= 1)
      return { statements: second.statements, value: second.value as T };
  }
  throw new Error('another transaction committed between every pair of reads');
}

/** The statements the second of two reads that saw one snapshot sent (secondRead). */
export const secondReadStatements = async (db: Db, read: () => Promise<unknown>) =>
  (await secondRead(db, read)).statements;
