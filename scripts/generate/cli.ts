/**
 * `npm run generate [-- --check] [--schemas <dir>] [--out <dir>] [--menu <file>]`, as a function
 * returning the exit code so tests can run it on fixtures without spawning a process. With the real
 * schemas it also checks resources/menu.json as the server does at start (CI runs `--check`), so a
 * bad menu fails the build; it writes nothing from the menu (the server serves it, read at start).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createAjv } from '../../src/shared/createAjv.ts';
import { MENU_FILE, readMenu } from '../../src/shared/menu.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { renderSignInCatalogues } from './catalogues.ts';
import { findServerHooks, renderServerHooks } from './serverHooks.ts';
import { findServerDatabase, renderServerDatabase } from './serverDatabase.ts';
import { findServerViews, renderServerViews } from './serverViews.ts';
import { renderDialectTypes } from './dialectTypes.ts';
import {
  compareOutputs,
  formatError,
  loadSchemas,
  renderOutputs,
  toResources,
  validateDialect,
  writeOutputs,
} from './core.ts';

export type Io = { log: (line: string) => void; error: (line: string) => void };

/** The server's own reading of the menu (src/shared/menu.ts `readMenu`): same words, same lines. */
function menuProblems(file: string, schemas: readonly ResourceSchema[]): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    return [`${file}: cannot be read: ${(err as Error).message}`];
  }
  return readMenu(text, file, createAjv(), schemas).problems;
}

export async function runGenerate(argv: string[], io: Io = console): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      check: { type: 'boolean', default: false },
      schemas: { type: 'string', default: 'schemas' },
      out: { type: 'string', default: 'src/generated' },
      // The side bar's config is checked against the schemas being generated; fixture runs skip it.
      menu: { type: 'string' },
    },
  });
  if (!fs.existsSync(values.schemas)) {
    io.error(`${values.schemas}: no such folder`);
    return 1;
  }
  const loaded = loadSchemas(values.schemas);
  const errors = validateDialect(loaded);
  if (errors.length) {
    for (const e of errors) io.error(formatError(e));
    io.error(`${errors.length} dialect error(s); nothing was written.`);
    return 1;
  }
  const resources = toResources(loaded);
  const menuFile = values.menu ?? (values.schemas === 'schemas' ? MENU_FILE : undefined);
  if (menuFile) {
    const problems = menuProblems(
      menuFile,
      resources.map((r) => r.schema),
    );
    if (problems.length) {
      for (const p of problems) io.error(p);
      io.error(`${problems.length} menu error(s); nothing was written.`);
      return 1;
    }
  }
  const outputs = await renderOutputs(resources);
  // The real run also writes each language's sign-in catalogue (fixture runs have no languages)
  // and the dialect's types (compiled from its meta-schemas, whatever the schema folder).
  if (values.schemas === 'schemas') {
    for (const [rel, text] of await renderSignInCatalogues()) outputs.set(rel, text);
    const hooks = findServerHooks(resources.map((r) => r.name));
    if (hooks.problems.length) {
      for (const p of hooks.problems) io.error(p);
      io.error(`${hooks.problems.length} hook file error(s); nothing was written.`);
      return 1;
    }
    outputs.set('serverHooks.ts', renderServerHooks(hooks.found));
    outputs.set('serverDatabase.ts', renderServerDatabase(findServerDatabase()));
    outputs.set('serverViews.ts', renderServerViews(findServerViews()));
    for (const [rel, text] of await renderDialectTypes()) outputs.set(rel, text);
  }
  const out = values.out.replace(/\/+$/, '');

  if (values.check) {
    const { stale, missing, extra } = compareOutputs(out, outputs);
    if (stale.length + missing.length + extra.length === 0) {
      io.log(`${out}/ is up to date`);
      return 0;
    }
    for (const f of stale) io.error(`stale:   ${out}/${f}`);
    for (const f of missing) io.error(`missing: ${out}/${f}`);
    for (const f of extra) io.error(`extra:   ${out}/${f} (no longer generated)`);
    io.error('Run `npm run generate` and commit the result.');
    return 1;
  }

  const { stale, missing, extra } = writeOutputs(out, outputs);
  for (const f of [...missing, ...stale].sort()) io.log(`wrote   ${out}/${f}`);
  for (const f of extra) io.log(`removed ${out}/${f}`);
  const unchanged = outputs.size - stale.length - missing.length;
  io.log(`${loaded.length} schemas → ${outputs.size} files in ${out}/ (${unchanged} unchanged)`);
  return 0;
}
