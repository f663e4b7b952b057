/**
 * Discovers each resource folder's database declarations by convention:
 * `resources/<name>/<name>.database.ts` (src/server/db/declare.ts says what one holds). The
 * migration imports the generated list, so the server never imports `resources/` by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BANNER } from './render.ts';
import { HOOKS_DIR } from './serverHooks.ts';

/** The folder names with a database file, sorted. */
export function findServerDatabase(dir = HOOKS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, `${e.name}.database.ts`)),
    )
    .map((e) => e.name)
    .sort();
}

/** src/generated/serverDatabase.ts: each declaration module and its file (the migration's hash). */
export function renderServerDatabase(found: string[]): string {
  const file = (n: string) => `${HOOKS_DIR}/${n}/${n}.database.ts`;
  return [
    BANNER,
    `import type { ResourceDatabase } from '../server/db/declare.ts';`,
    ...found.map((n) => `import { database as ${n} } from '../../${file(n)}';`),
    '',
    '/** What each resource folder adds to the database, from resources/<name>/<name>.database.ts. */',
    'export const resourceDatabase: Readonly<Record<string, ResourceDatabase>> = {',
    ...found.map((n) => `  ${n},`),
    '};',
    '',
    '/** Those files, from the project root: a change to one makes the next start migrate. */',
    'export const resourceDatabaseFiles: readonly string[] = [',
    ...found.map((n) => `  '${file(n)}',`),
    '];',
    '',
  ].join('\n');
}
