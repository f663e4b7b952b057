/** PostgreSQL's current snapshot (both engines): equal text means equal visible data. */
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The one statement that reads it: the driver knows this very object (not its text) as a read
 * that cannot change the data (dataVersion.ts).
 */
export const SNAPSHOT_QUERY = CompiledQuery.raw('select pg_current_snapshot()::text as s');

export async function readSnapshot(db: Db): Promise<string> {
  const { rows } = await db.executeQuery<{ s: string }>(SNAPSHOT_QUERY);
  return rows[0].s;
}
