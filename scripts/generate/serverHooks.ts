/**
 * Discovers the server hooks of each resource by convention: `resources/<name>/<name>.server.ts`
 * beside a schema named `<name>`. The pipeline imports the generated list, so nobody keeps a map by
 * hand and the server never imports `resources/` itself. A hook file without its schema is an error,
 * unless it serves something of its own: a folder that belongs to no schema (a summary page's
 * figures, work on a timer) exports `endpoints` or `jobs` (hookTypes.ts) and is listed all the same.
 * A long hook file may be split into parts beside it, `<name>.<part>.server.ts`, which it imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BANNER } from './render.ts';

export const HOOKS_DIR = 'resources';

/**
 * Whether a hook file exports `endpoints` or `jobs` (`export const { endpoints } = defineHooks(…)`
 * or `export const jobs = …`): read from its text, since the generator runs before the server's
 * modules can load.
 */
const OWN_WORK = /export\s+const\s+(\{[^}]*\b(endpoints|jobs)\b[^}]*\}|(endpoints|jobs)\b)/;
export const servesOwnWork = (text: string) => OWN_WORK.test(text);

/** The resource names with a hook file, sorted; problems name the file and the reason. */
export function findServerHooks(names: string[], dir = HOOKS_DIR) {
  const known = new Set(names);
  const found: string[] = [];
  const problems: string[] = [];
  if (!fs.existsSync(dir)) return { found, problems };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(dir, entry.name))) {
      if (!file.endsWith('.server.ts')) continue;
      const rel = `${dir}/${entry.name}/${file}`;
      // A part the hook file is split into (`<name>.<part>.server.ts`): imported by it, not listed.
      if (file.startsWith(`${entry.name}.`) && file !== `${entry.name}.server.ts`) continue;
      if (file !== `${entry.name}.server.ts`)
        problems.push(`${rel}: a hook file is named after its folder: ${entry.name}.server.ts`);
      else if (
        !known.has(entry.name) &&
        !servesOwnWork(fs.readFileSync(path.join(dir, entry.name, file), 'utf8'))
      )
        problems.push(`${rel}: no schema named ${entry.name} (schemas/${entry.name}.schema.json)`);
      else found.push(entry.name);
    }
  }
  return { found: found.sort(), problems: problems.sort() };
}

/** src/generated/serverHooks.ts: each hook module, checked against the hook API's types. */
export function renderServerHooks(found: string[]): string {
  return [
    BANNER,
    `import type { ResourceHooks } from '../server/operations/hookApi.ts';`,
    ...found.map((n) => `import * as ${n} from '../../${HOOKS_DIR}/${n}/${n}.server.ts';`),
    '',
    '/** The server hooks of each resource, from resources/<name>/<name>.server.ts. */',
    'export const serverHooks: Readonly<Record<string, ResourceHooks>> = {',
    ...found.map((n) => `  ${n}: ${n} satisfies ResourceHooks,`),
    '};',
    '',
  ].join('\n');
}
