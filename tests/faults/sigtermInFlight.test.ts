// SIGTERM lets every request under way finish (issue #37 §2), on both engines: a write a client has
// fully sent before the signal gets its normal answer (201, never a 503 or a reset connection), is
// stored, and the server still exits within 10 s. The embedded database runs queries on the event
// loop, so requests wait there unread while it works: that is where they used to be reset. The
// PostgreSQL run needs TEST_DATABASE_URL (.ci/run sets it); skipped otherwise. Figures are printed.
import fs from 'node:fs';
import http from 'node:http';
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
import { adminUrl, withDatabase } from '../helpers/postgres.ts';

const WRITES = 30;
const pgUrl = process.env.TEST_DATABASE_URL;
const pgName = `charter_sigterm_${process.pid}`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-sigterm-'));
afterAll(async () => {
  killAll();
  fs.rmSync(root, { recursive: true, force: true });
  if (pgUrl)
    await withDatabase(adminUrl(pgUrl), (c) => c.query(`drop database if exists ${pgName}`));
});

type Sent = { sent: Promise<void>; answer: Promise<number | string> };

/**
 * One write on a connection of its own: `sent` resolves once the whole request is handed to the
 * operating system (connected, every byte written), `answer` with the status or why none came.
 */
function write(server: FaultServer, auth: string, skill: string): Sent {
  const body = JSON.stringify({ skill });
  const req = http.request(`${server.url}/api/v1/skill`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${auth}`,
    },
  });
  const sent = new Promise<void>((resolve) => req.once('finish', resolve));
  const answer = new Promise<number | string>((resolve) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode!));
      res.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    req.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
  req.end(body);
  return { sent, answer };
}

const engines = [
  { engine: 'the embedded database', env: async () => ({}) },
  {
    engine: 'PostgreSQL',
    env: async () => {
      await withDatabase(adminUrl(pgUrl!), async (c) => {
        await c.query(`drop database if exists ${pgName}`);
        await c.query(`create database ${pgName}`);
      });
      return { DATABASE_URL: adminUrl(pgUrl!, pgName) };
    },
  },
].filter((e) => e.engine !== 'PostgreSQL' || pgUrl);

describe.each(engines)('SIGTERM on $engine', { timeout: 5 * 60_000 }, ({ engine, env }) => {
  it('answers every write fully sent before the signal, and stores it', async () => {
    const dataDir = path.join(root, engine.replace(/\W/g, '-'));
    const settings = await env();
    const server = await startServer(dataDir, settings);
    const auth = await signIn(server.url);
    const names = Array.from({ length: WRITES }, (_, i) => `Under way ${i}`);
    const writes = names.map((name) => write(server, auth, name));
    await Promise.all(writes.map((w) => w.sent));
    // The signal once the first is answered: the rest are under way, most of them not read yet.
    await Promise.race(writes.map((w) => w.answer));
    const began = Date.now();
    const exitCode = await stopServer(server, 'SIGTERM');
    const tookMs = Date.now() - began;
    const answers = await Promise.all(writes.map((w) => w.answer));
    const tally: Record<string, number> = {};
    for (const a of answers) tally[a] = (tally[a] ?? 0) + 1;
    console.log(
      `faults: SIGTERM on ${engine} with ${WRITES} writes sent: exit ${exitCode} after ${tookMs} ms, answers ${JSON.stringify(tally)}`,
    );
    expect(answers).toEqual(names.map(() => 201));
    expect(exitCode).toBe(0);
    expect(tookMs).toBeLessThan(10_000);

    const next = await startServer(dataDir, settings);
    const found = await allSkills(next.url, await signIn(next.url));
    expect(names.filter((name) => !found.has(name))).toEqual([]);
    expect(await stopServer(next, 'SIGTERM')).toBe(0);
  });
});
