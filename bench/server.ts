/**
 * Starting what the API bench measures, as child processes: the real server on a seeded company
 * (PGlite data dir, or a PostgreSQL database made by `bench:seed` with DATABASE_URL), signed in as
 * the bench SuperAdmin, and the bare-Fastify ceiling (ceiling.ts). Children die with the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BENCH_ADMIN, BENCH_PASSWORD, benchDatabaseUrl } from './common.ts';

const children: ChildProcess[] = [];
/** The process id behind each URL a child printed (its server), for its CPU time. */
export const pidOf = new Map<string, number>();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** Runs a TypeScript script; resolves with the first group of `ready` once its output matches. */
export function run(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  cwd = process.cwd(),
): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) {
        pidOf.set(m[1], child.pid!);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}

export type BenchServer = {
  url: string;
  pid?: number;
  headers: Record<string, string>;
  get(url: string): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** The server on the company of `employees` (PostgreSQL when DATABASE_URL is set), signed in. */
export async function startServer(
  employees: number,
  dir?: string,
  staticDir?: string,
  /** Another checkout of the project (e.g. the commit before a change), for side-by-side runs. */
  root?: string,
  /** Its PostgreSQL server, when not DATABASE_URL's (a checkout whose tables differ). */
  databaseUrl?: string,
): Promise<BenchServer> {
  const dataDir = path.resolve(dir ?? `bench/.data/${employees}`);
  const pg = benchDatabaseUrl(employees, databaseUrl);
  const url = await run(
    'src/server/server.ts',
    {
      DATA_DIR: dataDir,
      ...(pg ? { DATABASE_URL: pg } : {}),
      PORT: '0',
      STATIC_DIR: staticDir ?? path.join(dataDir, 'no-ui'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '1000000000',
      LOGIN_RATE_LIMIT: '1000',
      SEED_DEMO: '0',
    },
    /Charter HR listening on (http:\/\/\S+)/,
    root,
  );
  const login = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN, password: BENCH_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in failed (${login.status}): seed first`);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return {
    url,
    pid: pidOf.get(url),
    headers,
    get: async (u) => (await fetch(`${url}/api/v1${u}`, { headers })).json(),
  };
}

/** The ceiling answering a constant JSON body of `bytes` bytes; resolves with its URL. */
export const startCeiling = async (bytes: number) =>
  `${await run('bench/ceiling.ts', { CEILING_BYTES: String(bytes) }, /listening on (\S+)/)}/ceiling`;

/** A call's path under /api/v1: fixed, or drawn anew for every request. */
export type CallPath = string | (() => string);

const below = (n: number) => Math.floor(Math.random() * n);

/**
 * The calls of issue #8 against one seeded company, as [name, path under /api/v1]. A fixed path
 * asks what many users of an unchanged company ask, which the server answers from its memo of
 * pages; the "any …" calls draw a page or an employee at random for every request, so nearly
 * every one misses that memo and measures the database path.
 */
export async function callsFor(
  server: BenchServer,
  employees: number,
): Promise<[string, CallPath][]> {
  const firstPage = await server.get('/employee/getAllEmployees?page=1&size=5');
  const someone = firstPage.Employees.content[0];
  const department = someone.departmentId;
  const deep = Math.max(0, Math.floor(employees / 5) - 1);
  const lowest = someone.employeeId as number;
  const highest = (await server.get('/employee/getAllEmployees?page=0&size=1&sortBy=createdAt'))
    .Employees.content[0].employeeId as number;
  return [
    ['employees page 0', '/employee/getAllEmployees?page=0&size=5'],
    [`employees page ${deep}`, `/employee/getAllEmployees?page=${deep}&size=5`],
    ['employees by name', '/employee/getAllEmployees?page=0&size=5&sortBy=Name'],
    [`by name page ${deep}`, `/employee/getAllEmployees?page=${deep}&size=5&sortBy=Name`],
    ['employees newest', '/employee/getAllEmployees?page=0&size=5&sortBy=createdAt'],
    ['employees of a department', `/department/${department}?page=0&size=5`],
    ['employee by id', `/employee/${someone.employeeId}`],
    ['name search', '/employee/searchEmployee?name=Priya'],
    ['rare name search', `/employee/searchEmployee?name=${encodeURIComponent('Tara Sen')}`],
    ['departments', '/department?page=0&size=10'],
    ['pending leave', '/leave/getLeaveRequests'],
    ['dashboard', '/dashboard/summary'],
    ['any employees page', () => `/employee/getAllEmployees?page=${below(deep + 1)}&size=5`],
    [
      'any page by name',
      () => `/employee/getAllEmployees?page=${below(deep + 1)}&size=5&sortBy=Name`,
    ],
    ['any employee by id', () => `/employee/${lowest + below(highest - lowest + 1)}`],
  ];
}
