#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the server.
// - the console (vite build → dist/);
// - the server, bundled by esbuild into build/server.mjs (scripts/bundle.mjs), so a start does not
//   transpile ~120 files through tsx on every launch: that was over a second of the 3 s start-up
//   budget (bench/startup.ts, bench/RESULTS.md).
// Development (`npm run dev:api`) and the API tests run the TypeScript sources through tsx; the
// browser tests run the bundle, after `node scripts/start.mjs --build-only` (build, do not start).
// Signals: SIGTERM/SIGINT go on to the server, and this process exits with it. `npm start` runs
// `exec node scripts/start.mjs`, so npm's own child is this process, not a shell: npm forwards a
// SIGTERM to its child, and a shell in between would die of it and leave the server running.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { bundle, root, stale } from './bundle.mjs';

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
await bundle('src/server/server.ts', SERVER_BUNDLE);

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, SERVER_BUNDLE)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
