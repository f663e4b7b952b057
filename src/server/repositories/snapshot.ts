/** PostgreSQL's current snapshot (both engines): equal text means equal visible data. */
import { CompiledQuery } from 'kysely';
import { ping, type Db } from '../db/database.ts';

/** Whether `db` is an embedded database no other process opens (its holder sees every change). */
export { isExclusive } from '../db/database.ts';

/** Does the database answer (GET /health). */
export const databaseAnswers = (db: Db) => ping(db);

/**
 * The one statement that reads it: the driver knows this very object (not its text) as a read
 * that cannot change the data (dataVersion.ts).
 */
export const SNAPSHOT_QUERY = CompiledQuery.raw('select pg_current_snapshot()::text as s');

export async function readSnapshot(db: Db): Promise<string> {
  const { rows } = await db.executeQuery<{ s: string }>(SNAPSHOT_QUERY);
  return rows[0].s;
}
