/**
 * Runs the server as `npm start` does (build/server.mjs) in a child process for end-to-end tests: a
 * fresh data directory (embedded database, created, migrated and seeded on start), a free loopback
 * port, no ADMIN_PASSWORD, so the first-start login block is printed and parsed here.
 *
 * That generated SuperAdmin password is temporary (issue #24 §2): signed in with it, the console
 * offers nothing but the change-password form. Suites that test the rest of the console need a
 * settled admin, so the helper sets one through the API exactly as a user would (sign in, then
 * POST /user/changePassword) and hands that out as `logins.SuperAdmin`; the printed password is kept
 * as `printedAdminPassword` for a test of the first sign-in itself.
 *
 * @example
 *   const server = await startServer();
 *   await page.goto(server.url);
 *   await signIn(page, server.logins.SuperAdmin);
 *   await server.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Role = 'SuperAdmin' | 'Manager' | 'Employee';
export type Login = { email: string; password: string };
export type RunningServer = {
  url: string;
  /**
   * Every login the first start printed; the SuperAdmin is always there, with the password the
   * helper set in place of the printed temporary one.
   */
  logins: Partial<Record<Role, Login>> & { SuperAdmin: Login };
  /** The temporary SuperAdmin password the first start printed (no longer valid). */
  printedAdminPassword: string;
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

const READY = /Charter HR listening on (http:\/\/127\.0\.0\.1:\d+)/;
const ROLES: Role[] = ['SuperAdmin', 'Manager', 'Employee'];
const READY_TIMEOUT_MS = 90_000;
/** What the helper sets in place of the printed temporary SuperAdmin password. */
export const SETTLED_ADMIN_PASSWORD = 'E2e!Admin-settled1';
const STOP_TIMEOUT_MS = 15_000;
/** Keeps failure messages readable when a server logs a lot. */
const MAX_OUTPUT = 200_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The printed block: `  SuperAdmin  admin@charter.local  <password>`, one line per role. */
export function parseLogins(output: string): Partial<Record<Role, Login>> {
  const logins: Partial<Record<Role, Login>> = {};
  for (const role of ROLES) {
    const match = new RegExp(`^\\s*(${role})\\s+(\\S+@\\S+)\\s+(\\S+)\\s*$`, 'm').exec(output);
    if (match) logins[role] = { email: match[2], password: match[3] };
  }
  return logins;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The browser tests run what `npm start` runs: the console from dist/ and the server bundled into
 * build/server.mjs. `scripts/start.mjs --build-only` builds either when missing or older than its
 * sources (CI builds the console first with `npm run build`), so a local run never tests a stale one.
 */
export async function ensureBuilt(root = ROOT): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || !fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error(`building the console and server failed (exit ${code}):\n${output}`);
  }
}

/** Replaces the printed temporary SuperAdmin password as the console's form would. */
async function settleAdminPassword(url: string, printed: Login): Promise<Login> {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const login = await post('/user/login', printed);
  if (!login.ok) throw new Error(`the printed SuperAdmin login failed: ${login.status}`);
  const { token, mustChangePassword } = await login.json();
  if (!mustChangePassword) return printed;
  const changed = await post(
    '/user/changePassword',
    { currentPassword: printed.password, newPassword: SETTLED_ADMIN_PASSWORD },
    token,
  );
  if (!changed.ok)
    throw new Error(
      `setting the SuperAdmin password failed: ${changed.status} ${await changed.text()}`,
    );
  return { email: printed.email, password: SETTLED_ADMIN_PASSWORD };
}

/**
 * A server on a copy of the seeded data directory the e2e project's global setup made once
 * (tests/helpers/e2eTemplate.ts): every test file still gets a database of its own, as a first start
 * would leave it (demo company seeded, SuperAdmin password settled), without paying that first start
 * (migration and demo seed, about 8 s) seventeen times. Outside that project, or with an
 * environment or app root of its own, the server starts on a fresh folder as before.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const own = Object.keys(extraEnv).length > 0 || options.root !== undefined;
  const template = own ? undefined : e2eTemplate();
  if (!template) return firstStart(extraEnv, options);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-e2e-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const started = await launch(dataDir, {});
  return {
    ...started,
    logins: template.logins,
    printedAdminPassword: template.printedAdminPassword,
  };
}

/** The template the e2e project's global setup provided, if this run has one. */
function e2eTemplate(): E2eTemplate | undefined {
  try {
    const file = inject('e2eTemplate');
    return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as E2eTemplate) : undefined;
  } catch {
    return undefined; // not inside a vitest worker of the e2e project
  }
}

export type ServerOptions = {
  /** Another build of the app to run (tests/helpers/fixtureApp.ts), instead of this repository's. */
  root?: string;
};

export type E2eTemplate = {
  dataDir: string;
  logins: RunningServer['logins'];
  printedAdminPassword: string;
};

/** The first start on a fresh data directory: migrated, seeded, logins printed and parsed. */
export async function firstStart(
  extraEnv: Record<string, string> = {},
  {
    dataDir,
    keepData = false,
    root = ROOT,
  }: ServerOptions & { dataDir?: string; keepData?: boolean } = {},
): Promise<RunningServer> {
  const started = await launch(
    dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'charter-e2e-')),
    extraEnv,
    { keepData, root },
  );
  try {
    const logins = parseLogins(started.output());
    if (!logins.SuperAdmin)
      throw new Error('the server printed no SuperAdmin login on its first start');
    const printedAdminPassword = logins.SuperAdmin.password;
    logins.SuperAdmin = await settleAdminPassword(started.url, logins.SuperAdmin);
    return {
      ...started,
      logins: logins as RunningServer['logins'],
      printedAdminPassword,
    };
  } catch (err) {
    await started.stop();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${started.output()}`);
  }
}

type Launched = Pick<RunningServer, 'url' | 'output' | 'stop'>;

/**
 * Starts build/server.mjs on a data directory and waits until it listens; stop() removes the
 * directory unless `keepData`.
 */
async function launch(
  dataDir: string,
  extraEnv: Record<string, string>,
  { keepData = false, root = ROOT }: { keepData?: boolean; root?: string } = {},
): Promise<Launched> {
  await ensureBuilt(root);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // Whatever the caller's shell has must not change what the first start prints or where it stores.
  for (const name of ['ADMIN_PASSWORD', 'ADMIN_EMAIL', 'DATABASE_URL', 'JWT_SECRET', 'SEED_DEMO']) {
    if (!(name in extraEnv)) delete env[name];
  }

  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'build/server.mjs')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  // A test process that dies without calling stop() must not leave the server running.
  const removeData = () => {
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const killOnExit = () => {
    child.kill('SIGKILL');
    removeData();
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    process.removeListener('exit', killOnExit);
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await waitForExit(child);
        clearTimeout(timer);
      }
      removeData();
    })();
    return stopped;
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server was not ready after ${READY_TIMEOUT_MS / 1000} s`)),
        READY_TIMEOUT_MS,
      );
      const onData = () => {
        const ready = READY.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1]);
        }
      };
      child.stdout!.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited before it was ready (code ${code}, signal ${signal})`));
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    return { url, output: () => output, stop };
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }
}
