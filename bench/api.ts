/**
 * `npm run bench -- [--employees 10000] [--duration 10] [--connections 10,50]`
 * Load on the API of a seeded company (run `npm run bench:seed -- --employees N` first): the real
 * server and the bare-Fastify ceiling (ceiling.ts) run as child processes side by side, and
 * autocannon measures each call at each connection count, signed in as the bench SuperAdmin.
 * Prints req/s, p50, p99 and the ratio to the ceiling; writes bench/results/api-<N>.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, BENCH_ADMIN, BENCH_PASSWORD, writeResult } from './common.ts';

const employees = Number(arg('employees', '10000'));
const duration = Number(arg('duration', '10'));
const connectionCounts = arg('connections', '10,50').split(',').map(Number);
const dataDir = path.resolve(arg('dir', `bench/.data/${employees}`));

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

function run(script: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}

const server = await run(
  'src/server/server.ts',
  {
    DATA_DIR: dataDir,
    PORT: '0',
    STATIC_DIR: path.join(dataDir, 'no-ui'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT: '1000000000',
    LOGIN_RATE_LIMIT: '1000',
    SEED_DEMO: '0',
  },
  /Charter HR listening on (http:\/\/\S+)/,
);
const login = await fetch(`${server}/api/v1/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: BENCH_ADMIN, password: BENCH_PASSWORD }),
});
if (login.status !== 200) throw new Error(`bench sign-in failed (${login.status}): seed first`);
const headers = { authorization: `Bearer ${(await login.json()).token}` };
const get = async (url: string) => (await fetch(`${server}/api/v1${url}`, { headers })).json();

const firstPage = await get('/employee/getAllEmployees?page=0&size=5');
const someone = firstPage.Employees.content[0];
const department = someone.departmentId ?? someone.department?.departmentId;
const pageBytes = JSON.stringify(firstPage).length;
const ceiling = await run(
  'bench/ceiling.ts',
  { CEILING_BYTES: String(pageBytes) },
  /listening on (\S+)/,
);

const deep = Math.max(0, Math.floor(employees / 5) - 1);
const calls: [string, string][] = [
  ['ceiling (bare Fastify)', `${ceiling}/ceiling`],
  ['employees page 0', '/employee/getAllEmployees?page=0&size=5'],
  [`employees page ${deep}`, `/employee/getAllEmployees?page=${deep}&size=5`],
  ['employees by name', '/employee/getAllEmployees?page=0&size=5&sortBy=Name'],
  ['employees newest', '/employee/getAllEmployees?page=0&size=5&sortBy=createdAt'],
  ['employees of a department', `/department/${department}?page=0&size=5`],
  ['employee by id', `/employee/${someone.employeeId}`],
  ['name search', '/employee/searchEmployee?name=Priya'],
  ['departments', '/department?page=0&size=10'],
  ['pending leave', '/leave/getLeaveRequests'],
  ['dashboard', '/dashboard/summary'],
];

type Row = {
  call: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
};
const rows: Row[] = [];
for (const connections of connectionCounts) {
  let ceilingRps = 0;
  for (const [name, target] of calls) {
    const url = target.startsWith('http') ? target : `${server}/api/v1${target}`;
    const result = await autocannon({ url, connections, duration, headers });
    const row: Row = {
      call: name,
      connections,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    if (name.startsWith('ceiling')) ceilingRps = row.rps;
    else row.ratio = Math.round((row.rps / ceilingRps) * 100) / 100;
    rows.push(row);
    console.log(
      `${name.padEnd(30)} c=${String(connections).padStart(3)} ${String(row.rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${row.ratio === undefined ? '' : `${Math.round(row.ratio * 100)}% of ceiling`}${row.errors ? `  ${row.errors} errors` : ''}`,
    );
  }
}
writeResult(`api-${employees}`, { employees, duration, pageBytes, rows });
process.exit(0);
