/**
 * `npm run bench -- [--employees 10000] [--duration 10] [--warmup 2] [--connections 10,50] [--only name,…]`
 * Load on the API of a seeded company (run `npm run bench:seed -- --employees N` first, with the same
 * DATABASE_URL for PostgreSQL): the real server and the bare-Fastify ceiling (ceiling.ts) run side by
 * side as child processes, and autocannon measures each call of issue #8 at each connection count,
 * signed in as the bench SuperAdmin. Prints req/s, p50, p99 and the ratio to the ceiling measured
 * just before; writes bench/results/api-<N>-<engine>.json.
 * `--growth 1000,10000,100000` instead measures the list, search and dashboard calls on the three
 * companies at once (servers side by side, calls interleaved) with the ratio largest/smallest:
 * bench/results/growth-<engine>.json.
 * `--compare <checkout> --compare-dir <data dir>` instead measures every call on this code and on
 * another checkout (e.g. the commit before a change, with its own seeded copy) alternately, with
 * the ratio after/before, and the bare-Fastify ceiling before each pair:
 * bench/results/compare-<N>-<engine>.json. `--compare-url <postgres://…>` puts the other checkout on
 * another PostgreSQL server, seeded by that checkout's own `bench:seed` (tables that differ).
 * `--db-path` (PostgreSQL) adds, for the fixed calls, the same call measured while another
 * connection commits a transaction every millisecond: every commit moves the snapshot that keys
 * the cached reads, so nearly every request is the first read after a write (the database path).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, benchDatabaseUrl, engineName, writeResult } from './common.ts';
import { callsFor, startCeiling, startServer, type BenchServer, type CallPath } from './server.ts';

const duration = Number(arg('duration', '10'));
/** Seconds of unrecorded load per call first (JIT, caches, a fresh database's autovacuum). */
const warmup = Number(arg('warmup', '2'));
const connectionCounts = arg('connections', '10,50').split(',').map(Number);
const only = arg('only', '')
  .split(',')
  .filter(Boolean)
  .map((s) => s.toLowerCase());
const engine = engineName();
const dbPath = process.argv.includes('--db-path');

/**
 * While `fn` runs, a transaction is committed every millisecond on another connection (PostgreSQL):
 * `pg_current_xact_id()` assigns a transaction id, which moves every later snapshot.
 */
async function underWrites<T>(
  employees: number,
  fn: () => Promise<T>,
  databaseUrl?: string,
): Promise<T> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(employees, databaseUrl) });
  await client.connect();
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await client.query('select pg_current_xact_id()');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  try {
    return await fn();
  } finally {
    writing = false;
    await writer;
    await client.end();
  }
}

/** The calls, and with --db-path the fixed ones again under writes (name ending "after a write"). */
function withDbPath(calls: [string, CallPath][]): [string, CallPath, boolean][] {
  const all: [string, CallPath, boolean][] = calls.map(([n, p]) => [n, p, false]);
  if (dbPath && engine === 'postgres')
    for (const [n, p] of calls)
      if (typeof p === 'string') all.push([`${n} after a write`, p, true]);
  return all;
}

type Row = {
  call: string;
  employees: number;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
  /** The server process's CPU time per request (user + system), µs. */
  cpuUs?: number;
};

/** A process's CPU time so far (user + system), ms (Linux: /proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Load on `base` + `path` (the ceiling: `base` alone); a path function is drawn per request. */
async function measure(
  base: string,
  connections: number,
  headers: Record<string, string>,
  path: CallPath = '',
  pid?: number,
) {
  const options =
    typeof path === 'string'
      ? { url: base + path }
      : {
          url: base,
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: new URL(base).pathname + path(),
              }),
            },
          ],
        };
  const run = (seconds: number) =>
    autocannon({ ...options, connections, duration: seconds, headers });
  if (warmup > 0) await run(warmup);
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const r = await run(duration);
  const cpu = pid ? cpuMs(pid) - cpuBefore : 0;
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    ...(pid && { cpuUs: Math.round((cpu * 1000) / Math.max(1, r.requests.total)) }),
  };
}

function print(row: Row) {
  const pct = row.ratio === undefined ? '' : `${Math.round(row.ratio * 100)}% of ceiling`;
  console.log(
    `${row.call.padEnd(28)} N=${String(row.employees).padStart(6)} c=${String(row.connections).padStart(3)} ` +
      `${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  ` +
      `p99 ${String(row.p99).padStart(4)} ms  ${pct}` +
      `${row.cpuUs !== undefined ? `  ${row.cpuUs} µs CPU/req` : ''}${row.errors ? `  ${row.errors} errors` : ''}`,
  );
}

async function single(employees: number) {
  const server = await startServer(employees, arg('dir', '') || undefined);
  const calls = withDbPath(await callsFor(server, employees)).filter(
    ([name]) => !only.length || only.some((o) => name.includes(o)),
  );
  const pageBytes = JSON.stringify(await server.get(calls[0][1] as string)).length;
  const ceiling = await startCeiling(pageBytes);
  const rows: Row[] = [];
  for (const connections of connectionCounts) {
    for (const [call, path, writes] of calls) {
      // The ceiling again before every call, so each ratio compares moments of equal noise.
      const c = await measure(ceiling, connections, {});
      const run = () =>
        measure(`${server.url}/api/v1`, connections, server.headers, path, server.pid);
      const m = writes ? await underWrites(employees, run) : await run();
      const row: Row = { call, employees, connections, ...m, ratio: m.rps / Math.max(1, c.rps) };
      row.ratio = Math.round(row.ratio! * 1000) / 1000;
      rows.push(row);
      print(row);
    }
  }
  writeResult(`api-${employees}-${engine}`, { engine, employees, duration, pageBytes, rows });
}

async function growth(sizes: number[]) {
  const servers: [number, BenchServer][] = [];
  for (const n of sizes) servers.push([n, await startServer(n)]);
  const names = [
    'employees page 0',
    'employees by name',
    'name search',
    'rare name search',
    'dashboard',
  ];
  const calls = await Promise.all(servers.map(async ([n, s]) => new Map(await callsFor(s, n))));
  const rows: Row[] = [];
  const summary: Record<string, object> = {};
  for (const connections of connectionCounts) {
    for (const name of names) {
      const byN: Row[] = [];
      for (const [i, [n, s]] of servers.entries()) {
        const m = await measure(`${s.url}/api/v1`, connections, s.headers, calls[i].get(name));
        const row = { call: name, employees: n, connections, ...m };
        byN.push(row);
        rows.push(row);
        print(row);
      }
      const [first, last] = [byN[0], byN[byN.length - 1]];
      const p50Ratio = Math.round((last.p50 / Math.max(1, first.p50)) * 100) / 100;
      const rpsRatio = Math.round((first.rps / Math.max(1, last.rps)) * 100) / 100;
      summary[`${name} c=${connections}`] = { p50Ratio, rpsRatio };
      console.log(
        `  → ${last.employees}/${first.employees}: p50 ×${p50Ratio}, throughput ÷${rpsRatio}`,
      );
    }
  }
  writeResult(`growth-${engine}`, { engine, sizes, duration, rows, summary });
}

async function compare(employees: number, root: string, baseDir: string) {
  const after = await startServer(employees, arg('dir', '') || undefined);
  const beforeUrl = arg('compare-url', '') || undefined;
  const before = await startServer(employees, baseDir, undefined, root, beforeUrl);
  const calls = withDbPath(await callsFor(after, employees)).filter(
    ([name]) => !only.length || only.some((o) => name.includes(o)),
  );
  const pageBytes = JSON.stringify(await after.get(calls[0][1] as string)).length;
  const ceiling = await startCeiling(pageBytes);
  const rows: (Row & { version: string })[] = [];
  const summary: Record<string, object> = {};
  for (const connections of connectionCounts) {
    for (const [call, path, writes] of calls) {
      const c = await measure(ceiling, connections, {});
      rows.push({ call: `${call} (ceiling)`, employees, connections, ...c, version: 'ceiling' });
      const pair: Record<string, Row> = {};
      for (const [version, s, url] of [
        ['before', before, beforeUrl],
        ['after', after, undefined],
      ] as const) {
        const run = () => measure(`${s.url}/api/v1`, connections, s.headers, path, s.pid);
        const m = writes ? await underWrites(employees, run, url) : await run();
        const ratio = Math.round((m.rps / Math.max(1, c.rps)) * 1000) / 1000;
        const row = { call: `${call} (${version})`, employees, connections, ...m, ratio };
        pair[version] = row;
        rows.push({ ...row, version });
        print(row);
      }
      const speedup = Math.round((pair.after.rps / Math.max(1, pair.before.rps)) * 100) / 100;
      summary[`${call} c=${connections}`] = { speedup, ceiling: c.rps };
      console.log(`  → throughput ×${speedup} (ceiling ${c.rps} req/s)`);
    }
  }
  writeResult(`compare-${employees}-${engine}`, { engine, employees, duration, rows, summary });
}

const sizes = arg('growth', '');
const base = arg('compare', '');
if (sizes) await growth(sizes.split(',').map(Number));
else if (base) await compare(Number(arg('employees', '10000')), base, arg('compare-dir', ''));
else await single(Number(arg('employees', '10000')));
process.exit(0);
