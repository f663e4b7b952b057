/**
 * The statements of the shared rate-limit counters (plugins/rateLimitStore.ts decides when to run
 * them): one atomic upsert that hands out the next units of a key's window, opening a new window
 * once the old one has ended, and the sweep of ended windows. The clock is the database's, so every
 * replica measures windows with the same one.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The unlogged table of the counters (created by db/migrate.ts). */
export const RATE_LIMIT_TABLE = '_rateLimit';

/** The database's clock in milliseconds. */
const DB_NOW = sql`(extract(epoch from statement_timestamp()) * 1000)::bigint`;

/** Hands out the next `size` units of `key`'s window; the window ends `ttl` ms from now. */
export async function reserveUnits(
  db: Db,
  key: string,
  timeWindow: number,
  size: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ count: number; ttl: number }>`insert into ${sql.table(
    RATE_LIMIT_TABLE,
  )} as r (key, "windowEnd", count)
    values (${key}, ${DB_NOW} + ${timeWindow}::bigint, ${size}::bigint)
    on conflict (key) do update set
      count = case when r."windowEnd" <= ${DB_NOW} then excluded.count
        else r.count + excluded.count end,
      "windowEnd" = case when r."windowEnd" <= ${DB_NOW} then excluded."windowEnd"
        else r."windowEnd" end
    returning r.count, r."windowEnd" - ${DB_NOW} as ttl`.execute(db);
  return { current: Number(rows[0].count), ttl: Number(rows[0].ttl) };
}

/** Deletes the rows of ended windows; returns how many. */
export async function sweepEndedWindows(db: Db): Promise<number> {
  const result = await sql`delete from ${sql.table(RATE_LIMIT_TABLE)}
    where "windowEnd" <= ${DB_NOW}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
