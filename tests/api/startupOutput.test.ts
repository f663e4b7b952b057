// What a person sees when the server starts (issue #23 §4): on a terminal, readable log lines and,
// on first start, the logins after the listening lines; through a pipe (a log collector, journald),
// one JSON object per log line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, startServer, stopServer } from '../helpers/faultServer.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-startup-output-'));
const dataDir = path.join(root, 'data');
const serverPids: number[] = [];
afterAll(() => {
  killAll();
  for (const pid of serverPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already stopped */
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
});

/** Terminal output as a person reads it: no colour codes, no carriage returns. */
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '').replace(/\r/g, '');

/**
 * The server with its stdout on a pseudo-terminal (util-linux `script`), as when someone types
 * `npm start`; resolves with what the terminal showed once the first-start block is complete.
 */
function startOnTerminal(): Promise<{ text: string; stop: () => Promise<void> }> {
  const server = `${process.execPath} --import tsx src/server/server.ts`;
  const child = spawn('script', ['-qfec', server, '/dev/null'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: '0',
      STATIC_DIR: path.join(root, 'no-ui'),
      LOG_LEVEL: 'info',
      LOG_FORMAT: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${out}`)), 60_000);
    let started = false;
    child.stdout!.on('data', (d) => {
      out += d;
      // Once: the output goes on (the shutdown's lines), by when the lock file may be gone.
      if (started || !plain(out).includes('(readable by you only)')) return;
      started = true;
      clearTimeout(timer);
      const pid = Number(fs.readFileSync(path.join(dataDir, 'charter.lock'), 'utf8'));
      serverPids.push(pid);
      const stop = () =>
        new Promise<void>((done) => {
          child.once('exit', () => done());
          process.kill(pid, 'SIGTERM');
        });
      resolve({ text: plain(out), stop });
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before the logins:\n${out}`));
    });
  });
}

describe('the start-up output', { timeout: 120_000 }, () => {
  it('on a terminal: readable log lines, then where to go, then the first logins', async () => {
    const s = await startOnTerminal();
    try {
      const lines = s.text.split('\n');
      const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
      const fastify = at(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO.*: Server listening at http:\/\/127\./);
      const listening = at(/^Charter HR listening on http:\/\/127\.0\.0\.1:\d+$/);
      const database = at(/^Database: embedded \(/);
      const banner = at(/^First start: these logins were created\.$/);
      const admin = at(/^\s+SuperAdmin\s+admin@charter\.local\s+\S+$/);
      expect([fastify, listening, database, banner, admin].every((i) => i >= 0)).toBe(true);
      expect(fastify).toBeLessThan(listening);
      expect(listening).toBeLessThan(database);
      expect(database).toBeLessThan(banner);
      expect(banner).toBeLessThan(admin);
      expect(s.text).not.toMatch(/^\{"level"/m);
    } finally {
      await s.stop();
    }
  });

  it('through a pipe: JSON log lines, and no logins on a later start', async () => {
    const s = await startServer(dataDir, { LOG_LEVEL: 'info' });
    try {
      const lines = s.output().split('\n');
      const listening = lines.findIndex((line) => line.startsWith('Charter HR listening on '));
      const logged = lines
        .slice(0, listening)
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.map((entry) => entry.msg)).toContainEqual(
        expect.stringMatching(/^Server listening at http:\/\/127\./),
      );
      expect(s.output()).not.toMatch(/First start/);
    } finally {
      expect(await stopServer(s, 'SIGTERM')).toBe(0);
    }
  });
});
