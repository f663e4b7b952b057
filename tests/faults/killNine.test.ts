// Reliability under faults: kill -9 the server at random moments during a write load, many times,
// and check that every write it acknowledged is there after the next start and that the data
// directory always reopens. Figures are printed with the results.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-faults-'));
const ADMIN = { email: 'admin@charter.local', password: 'Fault!Test-Only1' };
const live = new Set<ChildProcess>();
afterAll(() => {
  for (const child of live) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Server = { child: ChildProcess; url: string };

function start(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: '0',
      ADMIN_PASSWORD: ADMIN.password,
      STATIC_DIR: path.join(dataDir, 'no-ui'),
      LOG_LEVEL: 'error',
      RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /Charter HR listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${out}`));
    });
  });
}

const killNine = (s: Server) =>
  new Promise<void>((resolve) => {
    s.child.removeAllListeners('exit');
    s.child.once('exit', () => resolve());
    s.child.kill('SIGKILL');
  });

async function token(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await res.json()).token;
}

/** Writes skills one after another until the server dies; returns the names it acknowledged. */
async function writeUntilKilled(s: Server, auth: string, round: number, killAfterMs: number) {
  const acknowledged: string[] = [];
  let sent = 0;
  const killer = new Promise<void>((resolve) =>
    setTimeout(() => void killNine(s).then(resolve), killAfterMs),
  );
  let alive = true;
  void killer.then(() => (alive = false));
  while (alive) {
    const name = `Fault round ${round} write ${sent++}`;
    try {
      const res = await fetch(`${s.url}/api/v1/skill`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
        body: JSON.stringify({ skill: name }),
      });
      if (res.status === 201) acknowledged.push(name);
    } catch {
      break; // the connection died with the process
    }
  }
  await killer;
  return { sent, acknowledged };
}

describe('kill -9 during writes', { timeout: 30 * 60_000 }, () => {
  it(`loses no acknowledged write over ${ROUNDS} crashes`, async () => {
    let server = await start();
    const auth = await token(server.url);
    const expected = new Set<string>();
    let sent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const r = await writeUntilKilled(server, auth, round, 150 + Math.floor(Math.random() * 600));
      sent += r.sent;
      r.acknowledged.forEach((n) => expected.add(n));
      server = await start(); // must reopen the data directory every time
    }
    const res = await fetch(`${server.url}/api/v1/skill?size=100&page=0`, {
      headers: { authorization: `Bearer ${auth}` },
    });
    const total = (await res.json()).totalElements as number;
    const found = new Set<string>();
    for (let page = 0; page * 100 < total; page++) {
      const body = await (
        await fetch(`${server.url}/api/v1/skill?size=100&page=${page}`, {
          headers: { authorization: `Bearer ${auth}` },
        })
      ).json();
      for (const s of body.content) found.add(s.skill);
    }
    const missing = [...expected].filter((n) => !found.has(n));
    console.log(
      `faults: ${ROUNDS} kill -9 rounds, ${sent} writes sent, ${expected.size} acknowledged, ${found.size} found after restart, ${missing.length} missing`,
    );
    expect(missing).toEqual([]);
    expect(expected.size).toBeGreaterThan(0);
    await killNine(server);
  });
});
