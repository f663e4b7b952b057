/**
 * The generator as functions, free of side effects on import, so tests drive it on fixtures:
 * load → validate the dialect → render in memory → compare with or write to the output folder.
 *
 * @example
 *   const loaded = loadSchemas('schemas');
 *   const errors = validateDialect(loaded);
 *   if (!errors.length) await writeOutputs('src/generated', await renderOutputs(toResources(loaded)));
 */
import fs from 'node:fs';
import path from 'node:path';
import { BANNER, type Resource } from './render.ts';
import type { LoadedSchema } from './dialect.ts';

export { formatError, loadSchemas, validateDialect } from './dialect.ts';
export type { DialectError, LoadedSchema } from './dialect.ts';
export { BANNER, renderOutputs } from './render.ts';
export type { Resource } from './render.ts';

/** The validated schemas as resources; call only after validateDialect found nothing. */
export function toResources(loaded: LoadedSchema[]): Resource[] {
  return loaded.map(({ file, stem, schema }) => {
    if (!schema) throw new Error(`${file}: not loaded`);
    return { name: stem, schema };
  });
}

export type Drift = { stale: string[]; missing: string[]; extra: string[] };

/** Generated files under `dir` (those that start with the banner), relative, with `/` separators. */
function generatedFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').startsWith(BANNER))
    .sort();
}

/** How the files under `dir` differ from `outputs`: changed, absent, or no longer generated. */
export function compareOutputs(dir: string, outputs: Map<string, string>): Drift {
  const drift: Drift = { stale: [], missing: [], extra: [] };
  for (const [rel, text] of outputs) {
    const full = path.join(dir, rel);
    if (!fs.existsSync(full)) drift.missing.push(rel);
    else if (fs.readFileSync(full, 'utf8') !== text) drift.stale.push(rel);
  }
  drift.extra = generatedFilesIn(dir).filter((rel) => !outputs.has(rel));
  return drift;
}

/** Writes what changed and removes generated files no longer produced; returns what it did. */
export function writeOutputs(dir: string, outputs: Map<string, string>): Drift {
  const drift = compareOutputs(dir, outputs);
  for (const rel of [...drift.missing, ...drift.stale]) {
    const full = path.join(dir, rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, outputs.get(rel)!);
  }
  for (const rel of drift.extra) fs.rmSync(path.join(dir, rel));
  return drift;
}
