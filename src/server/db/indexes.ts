/**
 * The indexes the resource folders declare beyond their schemas (`<name>.database.ts`,
 * declare.ts): expression indexes for the orders, filters and searches the console offers,
 * created by every migration if missing, and the retired ones dropped.
 */
import { sql, type Transaction } from 'kysely';
import { resourceDatabase } from '../../generated/serverDatabase.ts';
import type { IndexDeclaration } from './declare.ts';

/** Every declared index, in the resource folders' order. */
export const PERFORMANCE_INDEXES: IndexDeclaration[] = Object.values(resourceDatabase).flatMap(
  (d) => d.indexes ?? [],
);

/**
 * Shipped indexes nothing asks any more, dropped by every migration: each costs every write of its
 * table. A name retired is never reused.
 */
export const RETIRED_INDEXES: string[] = Object.values(resourceDatabase).flatMap(
  (d) => d.retiredIndexes ?? [],
);

/**
 * pg_trgm, when it is there or may be created. A PostgreSQL role without CREATE on the database
 * cannot add it: the migration then goes on without the trigram indexes (searches scan instead).
 */
async function trigramsAvailable(tx: Transaction<unknown>): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(tx);
  if (rows.length) return true;
  await sql`savepoint charter_trgm`.execute(tx);
  try {
    await sql`create extension if not exists pg_trgm`.execute(tx);
    await sql`release savepoint charter_trgm`.execute(tx);
    return true;
  } catch (err) {
    await sql`rollback to savepoint charter_trgm`.execute(tx);
    console.warn(
      `pg_trgm unavailable, searches run without its indexes: ${(err as Error).message}`,
    );
    return false;
  }
}

export async function createPerformanceIndexes(tx: Transaction<unknown>): Promise<void> {
  for (const name of RETIRED_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(tx);
  const trigrams = await trigramsAvailable(tx);
  for (const ix of PERFORMANCE_INDEXES) {
    if (!trigrams && ix.definition.includes('gin_trgm_ops')) continue;
    await sql`create index if not exists ${sql.id(ix.name)} on ${sql.id(ix.table)} ${sql.raw(
      ix.definition,
    )}`.execute(tx);
  }
}
