// `npm start` under a service manager (issue #23 §4): the manager sends SIGTERM to the process it
// started, `npm start` or `node scripts/start.mjs`, never to the server below it. That process must
// stop the server and exit only once the port and the data directory are free, so a restart on the
// same port and folder works at once.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server.ts';
import {
  killAll,
  signIn,
  startServer,
  stopServer,
  type FaultServer,
} from '../helpers/faultServer.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-start-signal-'));
const dataDir = path.join(root, 'data');
const lockFile = path.join(dataDir, 'charter.lock');
const serverPids: number[] = [];
afterAll(() => {
  killAll();
  // A failed assertion must not leave a server below an exited parent running on the machine.
  for (const pid of serverPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone, as it should be */
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The pid in the lock file: the server process itself, below the started one. */
function serverPid(s: FaultServer): number {
  const pid = Number(fs.readFileSync(lockFile, 'utf8'));
  expect(pid).not.toBe(s.child.pid);
  serverPids.push(pid);
  return pid;
}

describe('SIGTERM to the start command', { timeout: 5 * 60_000 }, () => {
  let port = 0;
  const env = () => ({
    PORT: String(port),
    // No console in these tests, so start.mjs builds only the server bundle (dist/ is not served).
    STATIC_DIR: path.join(root, 'no-ui'),
  });

  it.each([
    ['npm start', ['npm', 'start']],
    ['node scripts/start.mjs', [process.execPath, 'scripts/start.mjs']],
  ])('%s stops the server and frees the port and the data directory', async (name, command) => {
    port ||= await freePort();
    const started = await startServer(dataDir, env(), command);
    const pid = serverPid(started);
    expect(alive(pid)).toBe(true);
    expect(await signIn(started.url)).toEqual(expect.any(String));

    const began = Date.now();
    const exitCode = await stopServer(started, 'SIGTERM');
    console.log(`faults: ${name}: SIGTERM → exit ${exitCode} after ${Date.now() - began} ms`);
    expect(exitCode).toBe(0);
    expect(Date.now() - began).toBeLessThan(10_000);
    // Free the moment the started process is gone, not some time later.
    expect(alive(pid)).toBe(false);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(await listening(port)).toBe(false);
  });
});
