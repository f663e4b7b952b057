/**
 * What a resource folder may add to the database beyond its schema's table, in
 * `resources/<name>/<name>.database.ts` (listed by the generator in src/generated/serverDatabase.ts,
 * applied by every full migration, migrate.ts): expression indexes the schema's `x-table` cannot
 * say, counts kept by triggers (tally.ts), and named one-off data steps (each runs once, recorded in
 * "_migration"; append only, never edit a shipped step). Change an index by adding a new name; retire
 * one by moving its name to `retiredIndexes` (dropped by every migration, never reused).
 */
import type { Transaction } from 'kysely';
import type { TallySpec } from './tally.ts';

export type { TallySpec };

export type IndexDeclaration = { name: string; table: string; definition: string };

export type DataStep = { name: string; run: (tx: Transaction<unknown>) => Promise<void> };

export type ResourceDatabase = {
  indexes?: readonly IndexDeclaration[];
  retiredIndexes?: readonly string[];
  tallies?: readonly TallySpec[];
  steps?: readonly DataStep[];
};

/** Types a database declaration file (an identity at run time). */
export const defineDatabase = (d: ResourceDatabase): ResourceDatabase => d;
