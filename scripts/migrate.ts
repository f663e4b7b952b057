/**
 * `npm run migrate -- --plan` (scripts/migrate.mjs bundles this file, as `npm start` bundles the
 * server, and runs it in its own process): prints what the next start would do to the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, it holds the folder's
 * lock), resource by resource, and writes nothing: the plan runs in a transaction that is always
 * rolled back, its checks included, so refusals are the ones a start would meet.
 * `npm run migrate` applies it, as a start would, without starting the server.
 * Exit codes: 0 the plan applies (or was applied), 1 refused, 2 a usage or database-folder problem.
 */
import { parseArgs } from 'node:util';
import { registry } from '../src/generated/registry.ts';
import { loadConfig } from '../src/server/config/config.ts';
import { DataDirLockedError } from '../src/server/db/lock.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { MigrationRefusedError } from '../src/server/db/migrationApply.ts';
import { formatPlan } from '../src/server/db/migrationReport.ts';
import { openDatabase } from '../src/server/db/open.ts';

let plan: boolean;
try {
  plan = parseArgs({ options: { plan: { type: 'boolean' } } }).values.plan === true;
} catch (err) {
  console.error(`migrate: ${(err as Error).message}. Options: --plan`);
  process.exit(2);
}

const config = loadConfig();
const started = performance.now();
let database;
try {
  database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({
        kind: 'pglite',
        dataDir: config.dataDir,
        settings: { shared_buffers: '16MB' },
      });
} catch (err) {
  console.error(`migrate: ${(err as Error).message}`);
  process.exit(err instanceof DataDirLockedError ? 2 : 1);
}
const opened = performance.now();
let code = 0;
try {
  const { outcomes } = await migrate(database.db, Object.values(registry), { dryRun: plan });
  console.log(formatPlan(outcomes, { dryRun: plan }));
} catch (err) {
  if (!(err instanceof MigrationRefusedError)) throw err;
  console.error(formatPlan(err.outcomes, { dryRun: plan }));
  code = 1;
} finally {
  await database.close();
}
const ms = (a: number, b: number) => Math.round(b - a);
const done = performance.now();
console.log(`(opening the database ${ms(started, opened)} ms, the plan ${ms(opened, done)} ms)`);
process.exit(code);
