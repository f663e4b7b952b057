#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the server.
// - the console (vite build → dist/);
// - the server, bundled by esbuild into build/server.mjs (our TypeScript in one file, packages left
//   to node_modules), so a start does not transpile ~120 files through tsx on every launch: that
//   was over a second of the 3 s start-up budget (bench/startup.ts, bench/RESULTS.md).
// Development (`npm run dev:api`) and the API tests run the TypeScript sources through tsx; the
// browser tests run the bundle, after `node scripts/start.mjs --build-only` (build, do not start).
// Signals: SIGTERM/SIGINT go on to the server, and this process exits with it. `npm start` runs
// `exec node scripts/start.mjs`, so npm's own child is this process, not a shell: npm forwards a
// SIGTERM to its child, and a shell in between would die of it and leave the server running.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function mtime(p) {
  return fs.statSync(path.join(root, p), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

// Configuration the server reads at start, not source: editing it must never rebuild anything
// (issue #20 §2). The resources folder's own mtime is left out too, since an editor that saves by
// renaming a new file over menu.json moves it; a deleted override folder still shows, through the
// generated files `npm run generate` rewrites.
const RUNTIME_CONFIG = new Set([path.join(root, 'resources', 'menu.json')]);
const CONFIG_FOLDERS = new Set([path.join(root, 'resources')]);

function newest(p) {
  if (RUNTIME_CONFIG.has(p)) return 0;
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  const own = CONFIG_FOLDERS.has(p) ? 0 : st.mtimeMs;
  return Math.max(own, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const stale = (output, sources) =>
  Math.max(...sources.map((s) => newest(path.join(root, s)))) > mtime(output);

// The console this start serves: dist/ is built when stale, a console elsewhere (STATIC_DIR) is not
// ours to build.
const servesDist = path.resolve(root, process.env.STATIC_DIR || 'dist') === path.join(root, 'dist');
const consoleSources = [
  'index.html',
  'src/admin',
  'src/shared',
  'src/generated',
  'resources',
  'vite.config.ts',
];
if (servesDist && stale('dist/index.html', consoleSources)) {
  console.log('Building the console (first start, or its sources changed)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const SERVER_BUNDLE = 'build/server.mjs';
const serverSources = [
  'src/server',
  'src/shared',
  'src/generated',
  'resources',
  'package.json',
  'package-lock.json',
];
if (stale(SERVER_BUNDLE, serverSources)) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'src/server/server.ts')],
    outfile: path.join(root, SERVER_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, SERVER_BUNDLE)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
