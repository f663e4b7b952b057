/**
 * A piece of a transaction that may fail on its own: `inSavepoint(tx, work)` runs `work` behind a
 * savepoint, keeps what it wrote when it succeeds and undoes only that when it throws (then
 * rethrows), so the transaction goes on. The import tries each row of a file this way
 * (import/run.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export async function inSavepoint<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  await sql`savepoint import_row`.execute(tx);
  try {
    const result = await work();
    await sql`release savepoint import_row`.execute(tx);
    return result;
  } catch (err) {
    await sql`rollback to savepoint import_row`.execute(tx);
    throw err;
  }
}
