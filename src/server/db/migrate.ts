/**
 * Migrations applied at every start, in one transaction: first the plan computed from the schemas
 * and the snapshot the database keeps of them (migrationPlan.ts: renames declared with
 * x-renamedFrom, drops declared with x-dropped, type changes whose values all convert, newly
 * required fields, changed enums, the NOT NULL and CHECK constraints a table lacks; anything that cannot be applied safely refuses the start and
 * changes nothing), then, idempotently, each schema's table and columns from columnFor
 * (src/shared/columns.ts), unique indexes, indexes and foreign keys (schemaTables.ts), the
 * hand-written steps of EXTRA_STEPS (recorded in "_migration" so each runs once), and the new
 * snapshots.
 * A start whose schemas and migration code are those of the last completed migration skips the work
 * (one lookup instead of several hundred idempotent DDL statements): the hash of both is recorded in
 * "_migration" as `schema:<sha256>`. Delete that row to force a full run.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { tableSpec, type TableSpec } from '../../shared/columns.ts';
import { installLinkAudit } from './auditLinks.ts';
import { installAudit } from './auditSchema.ts';
import type { Db, Tx } from './database.ts';
import { resourceDatabase, resourceDatabaseFiles } from '../../generated/serverDatabase.ts';
import { installTally } from './tally.ts';
import { createJoinTables } from './joinTables.ts';
import { createPerformanceIndexes } from './indexes.ts';
import { planMigration } from './migrationPlan.ts';
import { applyPlan } from './migrationApply.ts';
import { readState, saveSnapshots, SNAPSHOT_TABLE } from './migrationState.ts';
import type { Outcome } from './migrationSteps.ts';
import { addForeignKey, createIndexes, createTable, ident } from './schemaTables.ts';
import { RATE_LIMIT_TABLE } from '../repositories/rateLimits.ts';

/**
 * Named one-off steps beyond what the schemas describe, declared by the resource folders
 * (`<name>.database.ts` `steps`); each runs once, recorded in "_migration".
 */
const EXTRA_STEPS = Object.values(resourceDatabase).flatMap((d) => d.steps ?? []);

/** Counts kept by triggers that the resource folders declare (tally.ts). */
const TALLIES = Object.values(resourceDatabase).flatMap((d) => d.tallies ?? []);

/** The repository's root: the nearest folder above this module with a package.json. It is found by
 * walking up because this module runs from src/server/db/ (tsx) or from build/server.mjs (npm start). */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

/** The code that decides what a migration does; any change to it makes the next start migrate. */
const MIGRATION_CODE = [
  'src/server/db/migrate.ts',
  'src/server/db/schemaTables.ts',
  'src/server/db/indexes.ts',
  'src/shared/columns.ts',
  'src/server/db/auditSchema.ts',
  'src/server/db/auditLinks.ts',
  'src/server/db/tally.ts',
  'src/server/db/schemaShape.ts',
  'src/server/db/migrationSteps.ts',
  'src/server/db/migrationPlan.ts',
  'src/server/db/migrationColumns.ts',
  'src/server/db/migrationState.ts',
  'src/server/db/migrationApply.ts',
  'src/server/db/migrationConstraints.ts',
  'src/server/db/typeConversions.ts',
  'src/server/db/joinTables.ts',
  ...resourceDatabaseFiles,
].map((file) => path.join(projectRoot(), file));

/** `schema:<sha256 of the schemas and the migration code>`, or undefined when the code is unreadable. */
function migrationHash(schemas: ResourceSchema[]): string | undefined {
  const hash = createHash('sha256').update(JSON.stringify(schemas));
  try {
    for (const file of MIGRATION_CODE) hash.update(fs.readFileSync(file));
  } catch {
    return undefined;
  }
  return `schema:${hash.digest('hex')}`;
}

export type MigrationResult = {
  /** Each step of the plan with what its check found (migrationReport.ts prints them). */
  outcomes: Outcome[];
};

/** Thrown to roll back a dry run once its plan ran: nothing it did is kept. */
class DryRunDone extends Error {}

/**
 * Migrates the database to the schemas, or with `dryRun` reports what that would do and keeps
 * nothing. Throws MigrationRefusedError (migrationApply.ts) when a step cannot be applied safely.
 */
export async function migrate(
  db: Db,
  schemas: ResourceSchema[],
  opts: { dryRun?: boolean } = {},
): Promise<MigrationResult> {
  const specs = new Map(schemas.map((s) => [s['x-resource'], tableSpec(s)]));
  const hash = migrationHash(schemas);
  let outcomes: Outcome[] = [];
  try {
    await db.transaction().execute(async (tx) => {
      const t = tx as unknown as Tx;
      // Serialise concurrent starts against one PostgreSQL database (replicas booting together).
      await sql`select pg_advisory_xact_lock(424242)`.execute(t);
      await sql`create table if not exists "_migration" (name text primary key, "appliedAt" timestamptz not null default now())`.execute(
        t,
      );
      await sql`create table if not exists ${ident(SNAPSHOT_TABLE)} (resource text primary key,
        shape jsonb not null, "migratedAt" timestamptz not null default now())`.execute(t);
      const plan = planMigration({ schemas, ...(await readState(t)) });
      outcomes = await applyPlan(t, plan);
      if (opts.dryRun) throw new DryRunDone();
      // Constraints added (or left out, reported) by the plan need no full run of their own.
      const unchanged =
        plan.steps.every((s) => s.kind === 'addConstraints') &&
        !plan.snapshots.length &&
        !plan.forget.length;
      if (hash && unchanged) {
        const done = await sql`select 1 from "_migration" where name = ${hash}`.execute(t);
        if (done.rows.length) return;
      }
      const fresh = new Set(plan.steps.filter((s) => s.kind === 'createTable').map((s) => s.table));
      await fullRun(t, schemas, specs, fresh);
      await saveSnapshots(t, plan);
      if (hash) {
        await sql`delete from "_migration" where name like 'schema:%'`.execute(t);
        await sql`insert into "_migration" (name) values (${hash})`.execute(t);
      }
    });
  } catch (err) {
    if (!(err instanceof DryRunDone)) throw err;
  }
  return { outcomes };
}

/** Everything the schemas and the code describe, created if missing (idempotent). */
async function fullRun(
  t: Tx,
  schemas: ResourceSchema[],
  specs: Map<string, TableSpec>,
  fresh: Set<string>,
) {
  for (const schema of schemas) {
    const spec = specs.get(schema['x-resource'])!;
    await createTable(t, spec, schema, fresh.has(spec.name));
  }
  for (const spec of specs.values()) await createIndexes(t, spec);
  await createPerformanceIndexes(t);
  for (const spec of specs.values()) {
    for (const col of spec.columns) if (col.references) await addForeignKey(t, spec, col, specs);
  }
  await createJoinTables(t, schemas);
  for (const step of EXTRA_STEPS) {
    const done = await sql`select 1 from "_migration" where name = ${step.name}`.execute(t);
    if (done.rows.length) continue;
    await step.run(t);
    await sql`insert into "_migration" (name) values (${step.name})`.execute(t);
  }
  await installAudit(t, schemas);
  await installLinkAudit(t, schemas);
  // @fastify/rate-limit's counters shared by replicas (rateLimitStore.ts). Unlogged: a crash may
  // reset the counters, which only lets a client start a fresh window early.
  await sql`create unlogged table if not exists ${ident(RATE_LIMIT_TABLE)} (
    key text primary key, "windowEnd" bigint not null, count bigint not null
  )`.execute(t);
  // Counts kept by triggers (list totals); recounted on every full migration.
  for (const tally of TALLIES) await installTally(t, tally);
}
