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
 * the ratio after/before: bench/results/compare-<N>-<engine>.json.
 */
import autocannon from 'autocannon';
import { arg, engineName, writeResult } from './common.ts';
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

type Row = {
  call: string;
  employees: number;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
};

/** Load on `base` + `path` (the ceiling: `base` alone); a path function is drawn per request. */
async function measure(
  base: string,
  connections: number,
  headers: Record<string, string>,
  path: CallPath = '',
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
  const r = await run(duration);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

function print(row: Row) {
  const pct = row.ratio === undefined ? '' : `${Math.round(row.ratio * 100)}% of ceiling`;
  console.log(
    `${row.call.padEnd(28)} N=${String(row.employees).padStart(6)} c=${String(row.connections).padStart(3)} ` +
      `${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  ` +
      `p99 ${String(row.p99).padStart(4)} ms  ${pct}${row.errors ? `  ${row.errors} errors` : ''}`,
  );
}

async function single(employees: number) {
  const server = await startServer(employees, arg('dir', '') || undefined);
  const calls = (await callsFor(server, employees)).filter(
    ([name]) => !only.length || only.some((o) => name.includes(o)),
  );
  const pageBytes = JSON.stringify(await server.get(calls[0][1] as string)).length;
  const ceiling = await startCeiling(pageBytes);
  const rows: Row[] = [];
  for (const connections of connectionCounts) {
    for (const [call, path] of calls) {
      // The ceiling again before every call, so each ratio compares moments of equal noise.
      const c = await measure(ceiling, connections, {});
      const m = await measure(`${server.url}/api/v1`, connections, server.headers, path);
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
  const before = await startServer(employees, baseDir, undefined, root);
  const calls = await callsFor(after, employees);
  const rows: (Row & { version: string })[] = [];
  const summary: Record<string, object> = {};
  for (const connections of connectionCounts) {
    for (const [call, path] of calls) {
      const pair: Record<string, Row> = {};
      for (const [version, s] of [
        ['before', before],
        ['after', after],
      ] as const) {
        const m = await measure(`${s.url}/api/v1`, connections, s.headers, path);
        const row = { call: `${call} (${version})`, employees, connections, ...m };
        pair[version] = row;
        rows.push({ ...row, version });
        print(row);
      }
      const speedup = Math.round((pair.after.rps / Math.max(1, pair.before.rps)) * 10) / 10;
      summary[`${call} c=${connections}`] = { speedup };
      console.log(`  → throughput ×${speedup}`);
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
