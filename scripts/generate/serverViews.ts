/**
 * Discovers each resource folder's wire view by convention: `resources/<name>/<name>.views.server.ts`
 * exporting `view` (the contract's view of one record, where its types differ from the schema's).
 * The hook API's `viewOf(name)` reads the generated map, so a resource that nests another's
 * records writes them with that resource's view without importing its folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BANNER } from './render.ts';
import { HOOKS_DIR } from './serverHooks.ts';

/** The folder names with a views file, sorted. */
export function findServerViews(dir = HOOKS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, `${e.name}.views.server.ts`)),
    )
    .map((e) => e.name)
    .sort();
}

/** src/generated/serverViews.ts: each resource's wire view, by name. */
export function renderServerViews(found: string[]): string {
  const file = (n: string) => `${HOOKS_DIR}/${n}/${n}.views.server.ts`;
  return [
    BANNER,
    ...found.map((n) => `import { view as ${n} } from '../../${file(n)}';`),
    '',
    '/** The wire view each resource folder declares, from resources/<name>/<name>.views.server.ts. */',
    'export const serverViews: Readonly<Record<string, { type: string; properties: object }>> = {',
    ...found.map((n) => `  ${n},`),
    '};',
    '',
  ].join('\n');
}
