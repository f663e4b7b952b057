// Reliability under faults: kill -9 the server at random moments during a write load, many times,
// and check that every write it acknowledged is there after the next start and that the data
// directory always reopens. Figures are printed with the results.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allSkills,
  killAll,
  signIn,
  startServer,
  stopServer,
  type FaultServer,
} from '../helpers/faultServer.ts';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-faults-'));
afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = () => startServer(dataDir);
const killNine = (s: FaultServer) => stopServer(s, 'SIGKILL').then(() => undefined);

/** Writes skills one after another until the server dies; returns the names it acknowledged. */
async function writeUntilKilled(s: FaultServer, auth: string, round: number, killAfterMs: number) {
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
    const auth = await signIn(server.url);
    const expected = new Set<string>();
    let sent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const r = await writeUntilKilled(server, auth, round, 150 + Math.floor(Math.random() * 600));
      sent += r.sent;
      r.acknowledged.forEach((n) => expected.add(n));
      server = await start(); // must reopen the data directory every time
    }
    const found = await allSkills(server.url, auth);
    const missing = [...expected].filter((n) => !found.has(n));
    console.log(
      `faults: ${ROUNDS} kill -9 rounds, ${sent} writes sent, ${expected.size} acknowledged, ${found.size} found after restart, ${missing.length} missing`,
    );
    expect(missing).toEqual([]);
    expect(expected.size).toBeGreaterThan(0);
    await killNine(server);
  });
});
