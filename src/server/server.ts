/**
 * Starts Charter HR: configuration, database (migrated and seeded on first start), the app, then
 * listen. SIGTERM/SIGINT stop accepting requests, let the ones under way finish (shutdown.ts), and
 * close the database.
 */
import { registry } from '../generated/registry.ts';
import { buildApp } from './app.ts';
import { resolveJwtSecret } from './auth/tokens.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/open.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { MigrationRefusedError } from './db/migrationApply.ts';
import { formatPlan } from './db/migrationReport.ts';
import { bootstrap, TEMPORARY_NOTE, type BootstrapResult } from './db/seed/bootstrap.ts';
import { loggerOptions } from './config/logging.ts';
import { loadMenu } from './config/menu.ts';
import { beforeListen, startJobs } from './operations/jobs.ts';
import { closeGracefully } from './http/shutdown.ts';

/**
 * The start-up block: where to open the console, which database, and on first start the logins, last
 * so they stay on screen under Fastify's listening lines. One write, so a process reading the output
 * through a pipe (the tests, a supervisor) receives the block whole.
 */
function startupBlock(url: string, database: string, result: BootstrapResult): string {
  const lines = [`Charter HR listening on ${url}`, `Database: ${database}`];
  if (result.created) {
    const width = Math.max(...result.logins.map((l) => l.role.length));
    lines.push('', 'First start: these logins were created.');
    for (const l of result.logins)
      lines.push(`  ${l.role.padEnd(width)}  ${l.email}  ${l.password}`);
    if (result.logins.some((l) => l.temporary)) lines.push(TEMPORARY_NOTE);
    if (result.loginsFile)
      lines.push(`They are also saved in ${result.loginsFile} (readable by you only).`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const config = loadConfig();
  // Read once, before the database opens: a bad edit stops the start at once, naming its problems.
  const menu = loadMenu(config.menuFile, Object.values(registry));
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  const schemas = Object.values(registry);
  const migration = await migrate(database.db, schemas).catch(async (err) => {
    await database.close();
    throw err;
  });
  // The plan is printed only when it changed something: an unchanged database starts quietly.
  if (migration.outcomes.length) console.log(formatPlan(migration.outcomes));
  const seeded = await bootstrap(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    dataDir: config.dataDir,
  });
  // The resources' periodic work that the first request must see done (quick passes: jobs.ts).
  await beforeListen(database.db);
  const app = await buildApp({
    database,
    schemas,
    menu,
    config: { ...config, jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir) },
    logger: await loggerOptions(config.logLevel, config.logFormat),
  });

  let stopJobs = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    try {
      await closeGracefully(app);
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Work that need not delay the first request: the resources' jobs (their start-up runs, then
  // their timers), and the route schemas not compiled yet (they compile on first use otherwise;
  // lazySchemas.ts).
  stopJobs = startJobs(database.db, (err, job) => app.log.error({ err }, `${job.name} failed`));
  app
    .compileRouteSchemas()
    .catch((err) => app.log.error({ err }, 'a route schema does not compile'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const databaseShown =
    database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)';
  console.log(startupBlock(`http://${shown}:${port}`, databaseShown, seeded));
}

main().catch((err) => {
  if (err instanceof MigrationRefusedError) {
    console.error(formatPlan(err.outcomes));
    console.error(`Charter HR could not start: ${err.message}`);
    process.exit(1);
  }
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('Charter HR could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
