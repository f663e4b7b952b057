#!/usr/bin/env node
// `npm start`: builds the console when dist/ is missing or older than its sources, then runs the
// server (TypeScript through tsx, so there is no separate server build to forget).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtAt = (() => {
  try {
    return fs.statSync(path.join(root, 'dist', 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
})();

function newest(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const sources = [
  'index.html',
  'src/admin',
  'src/shared',
  'src/generated',
  'resources',
  'vite.config.ts',
];
if (Math.max(...sources.map((s) => newest(path.join(root, s)))) > builtAt) {
  console.log('Building the console (first start, or its sources changed)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'src/server/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
