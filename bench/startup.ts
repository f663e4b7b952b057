/**
 * `npx tsx bench/startup.ts [--employees 100000] [--runs 3]`
 * Time from `npm start` (node scripts/start.mjs: the console is already built) to the server
 * answering /health, on an existing seeded data dir; the server is stopped after each run.
 * Prints each run and writes bench/results/startup-<N>.json.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { arg, writeResult } from './common.ts';

const employees = Number(arg('employees', '100000'));
const runs = Number(arg('runs', '3'));
const dataDir = path.resolve(arg('dir', `bench/.data/${employees}`));

async function once(): Promise<number> {
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  const res = await fetch(`${url}/health`);
  const ms = performance.now() - began;
  if (!res.ok) throw new Error(`/health answered ${res.status}`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return Math.round(ms);
}

const times: number[] = [];
for (let i = 0; i < runs; i++) {
  times.push(await once());
  console.log(`npm start → /health answered: ${times[i]} ms`);
}
writeResult(`startup-${employees}`, { employees, times });
