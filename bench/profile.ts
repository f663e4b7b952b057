/**
 * `npx tsx bench/profile.ts [--employees 10000] [--runs 20] [--explain] [--url /employee/...]`
 * Where one API call spends its time, on a seeded data dir (the bench server must not be running):
 * every SQL statement the call issues with its time, the statement count per request, the whole
 * request time through `app.inject`, and with --explain the EXPLAIN ANALYZE of each statement.
 * Each call is timed twice: remembered (repeated while nothing is written: the cached reads
 * answer) and after a write (the database path, as the first read after any change pays it).
 * On PostgreSQL (DATABASE_URL) only the request times are printed.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { registry } from '../src/generated/registry.ts';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { arg, BENCH_ADMIN, BENCH_PASSWORD } from './common.ts';

const employees = Number(arg('employees', '10000'));
const runs = Number(arg('runs', '20'));
const explain = process.argv.includes('--explain');
const urls = arg(
  'url',
  '/employee/getAllEmployees?page=0&size=5,/employee/searchEmployee?name=Priya,/dashboard/summary',
).split(',');
const dataDir = path.resolve(arg('dir', `bench/.data/${employees}`));

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir });
await migrate(database.db, Object.values(registry));
const app = await buildApp({
  database,
  schemas: Object.values(registry),
  config: {
    staticDir: '/nonexistent',
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    jwtSecret: 'p'.repeat(48),
  },
});

type Log = { sql: string; params: unknown[]; ms: number }[];
let log: Log | undefined;
const pglite = database.pglite;
if (pglite) {
  const query = pglite.query.bind(pglite);
  pglite.query = (async (sqlText: string, params?: unknown[], options?: unknown) => {
    const began = performance.now();
    const result = await query(sqlText, params, options as never);
    log?.push({ sql: sqlText, params: params ?? [], ms: performance.now() - began });
    return result;
  }) as typeof pglite.query;
}

const login = await app.inject({
  method: 'POST',
  url: '/api/v1/user/login',
  payload: { email: BENCH_ADMIN, password: BENCH_PASSWORD },
});
const headers = { authorization: `Bearer ${login.json().token}` };

/** What any write does to cached values: a transaction id is assigned and committed, which
 *  changes every later snapshot (cache/cachedRead.ts), on both engines. */
const write = async () => {
  await sql`select pg_current_xact_id()`.execute(database.db);
};

async function median(url: string, before?: () => Promise<void>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    await before?.();
    const began = performance.now();
    const res = await app.inject({ url: `/api/v1${url}`, headers });
    times.push(performance.now() - began);
    bytes = res.body.length;
  }
  times.sort((a, b) => a - b);
  return { ms: times[runs >> 1], bytes };
}

for (const url of urls) {
  for (let i = 0; i < 3; i++) await app.inject({ url: `/api/v1${url}`, headers });
  await write();
  log = [];
  await app.inject({ url: `/api/v1${url}`, headers });
  const statements = log;
  log = undefined;
  const remembered = await median(url);
  const afterWrite = await median(url, write);
  const sqlMs = statements.reduce((s, q) => s + q.ms, 0);
  console.log(
    `\n${url}: median ${remembered.ms.toFixed(1)} ms remembered, ${afterWrite.ms.toFixed(1)} ms after a write; ${afterWrite.bytes} bytes, ${statements.length} statements after a write (${sqlMs.toFixed(1)} ms in SQL)`,
  );
  for (const q of statements)
    console.log(`  ${q.ms.toFixed(2).padStart(7)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 220)}`);
  if (explain && pglite) {
    for (const q of statements.filter((s) => /^\s*select/i.test(s.sql))) {
      const plan = await pglite.query<{ 'QUERY PLAN': string }>(
        `explain analyze ${q.sql}`,
        q.params,
      );
      console.log(`\n  ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
      for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
    }
  }
}
await app.close();
await database.close();
