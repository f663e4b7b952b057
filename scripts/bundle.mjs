// Builds a TypeScript entry point into one ESM file with esbuild when the file is missing or older
// than its sources (our TypeScript bundled, packages left to node_modules), so a command does not
// transpile ~120 files through tsx on every launch. Used by `npm start` (the server) and
// `npm run migrate` (the plan); both run the bundle with plain node.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

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

/** True when `output` (relative to the root) is older than any of `sources`, or missing. */
export function stale(output, sources) {
  const built = fs.statSync(path.join(root, output), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return Math.max(...sources.map((s) => newest(path.join(root, s)))) > built;
}

/** What every server-side bundle is built from, besides its own entry point. */
export const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'src/generated',
  'resources',
  'package.json',
  'package-lock.json',
];

/**
 * Bundles `entry` into `outfile` (both relative to the root) unless it is up to date. The files are
 * written beside and renamed into place, so a process starting meanwhile (two test runs share the
 * folder in CI) loads the old bundle or the new one, never half of one.
 */
export async function bundle(entry, outfile, sources = SERVER_SOURCES) {
  if (!stale(outfile, [entry, ...sources])) return;
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // The map first: the bundle names it, and its arrival is what marks the build up to date.
  const isMap = (file) => file.path.endsWith('.map');
  for (const file of [...outputFiles.filter(isMap), ...outputFiles.filter((f) => !isMap(f))]) {
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}
