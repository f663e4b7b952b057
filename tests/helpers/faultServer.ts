/**
 * The real server as a child process on a given data directory, for the fault tests: started with a
 * known SuperAdmin password and no demo data, stopped with any signal, its output kept for failure
 * messages.
 *
 * @example
 *   const s = await startServer(dataDir);
 *   const auth = await signIn(s.url);
 *   await stopServer(s, 'SIGKILL');
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const FAULT_ADMIN = { email: 'admin@charter.local', password: 'Fault!Test-Only1' };

export type FaultServer = { child: ChildProcess; url: string; output: () => string };

const live = new Set<ChildProcess>();

/** Kills whatever a test left running (afterAll). */
export function killAll() {
  for (const child of live) if (child.exitCode === null) child.kill('SIGKILL');
  live.clear();
}

/** The TypeScript server through tsx, as `npm run dev:api` runs it. */
const TSX_SERVER: readonly string[] = [process.execPath, '--import', 'tsx', 'src/server/server.ts'];

/**
 * Spawns the server (or `command`, e.g. `npm start`); resolves when it listens, rejects with its
 * output if it exits first.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  command: readonly string[] = TSX_SERVER,
): Promise<FaultServer> {
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: '0',
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      STATIC_DIR: path.join(dataDir, 'no-ui'),
      LOG_LEVEL: 'error',
      RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  const output = () => out;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${out}`)), 60_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`exited with ${code} before listening:\n${out}`), { code }));
    };
    let listening = false;
    child.stdout!.on('data', (d) => {
      out += d;
      const m = listening ? null : /Charter HR listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        // Once only: later output (a server logging at info) must not touch stopServer's listener.
        listening = true;
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, url: m[1], output });
      }
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', onExit);
  });
}

/** Sends the signal; resolves with the exit code (null when killed) once the process is gone. */
export function stopServer(s: FaultServer, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (s.child.exitCode !== null) return resolve(s.child.exitCode);
    s.child.once('exit', (code) => resolve(code));
    s.child.kill(signal);
  });
}

export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FAULT_ADMIN),
  });
  return (await res.json()).token;
}

/** Every skill name on the server, through the paged list. */
export async function allSkills(url: string, auth: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let page = 0; ; page++) {
    const res = await fetch(`${url}/api/v1/skill?size=100&page=${page}`, {
      headers: { authorization: `Bearer ${auth}` },
    });
    const body = await res.json();
    for (const s of body.content) found.add(s.skill);
    if ((page + 1) * 100 >= body.totalElements) return found;
  }
}
