/** PostgreSQL's current snapshot (both engines): equal text means equal visible data. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export async function readSnapshot(db: Db): Promise<string> {
  const { rows } = await sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(db);
  return rows[0].s;
}
