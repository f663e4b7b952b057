/**
 * The built console and server with a fixture schema added, for browser tests: what a team gets by
 * dropping the schema into schemas/, running `npm run generate` and `npm start`. The app's sources
 * are copied into tmp/e2e-<name>/ (node_modules linked, not copied), the fixture goes into its
 * schemas/, and there the real generator and `scripts/start.mjs --build-only` run. The copy is
 * kept between runs and rebuilt only when a source or the fixture changed (a hash of every input),
 * so a rerun costs a hash, not a build. Start it with `startServer({}, { root })`.
 *
 * @example
 *   const { root } = await buildWithFixture('tests/fixtures/relations');
 *   const server = await startServer({}, { root });
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.ts';

/** What the build reads: the console's and the server's sources, their config and the schemas. */
const INPUTS = [
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'public',
  'resources',
  'schemas',
  'scripts',
  'src',
];

function filesOf(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs)
    .sort()
    .flatMap((f) => filesOf(path.join(rel, f)));
}

function hashOf(files: string[]): string {
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, f)));
  return hash.digest('hex');
}

function run(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

export type FixtureApp = {
  /** The copy's root: its dist/ and build/server.mjs hold the fixture. */
  root: string;
  /** Seconds this call spent copying, generating and building (about 0 when the copy was current). */
  seconds: number;
};

/** The app built with the schemas of `folder` (relative to the repository) in its schemas/. */
export async function buildWithFixture(folder: string): Promise<FixtureApp> {
  const started = Date.now();
  const root = path.join(ROOT, 'tmp', `e2e-${path.basename(folder)}`);
  const fixtures = filesOf(folder).filter((f) => f.endsWith('.schema.json'));
  const hash = hashOf([...INPUTS.flatMap(filesOf), ...fixtures]);
  const stamp = path.join(root, '.inputs');
  const built =
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === hash &&
    fs.existsSync(path.join(root, 'dist', 'index.html')) &&
    fs.existsSync(path.join(root, 'build', 'server.mjs'));
  if (!built) {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    for (const rel of INPUTS)
      fs.cpSync(path.join(ROOT, rel), path.join(root, rel), { recursive: true });
    for (const f of fixtures)
      fs.copyFileSync(path.join(ROOT, f), path.join(root, 'schemas', path.basename(f)));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    // `npm run generate`, then what `npm start` builds before it starts.
    await run([path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/generate.ts'], root);
    await run(['scripts/start.mjs', '--build-only'], root);
    fs.writeFileSync(stamp, hash);
  }
  return { root, seconds: (Date.now() - started) / 1000 };
}
