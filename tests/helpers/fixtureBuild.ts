/**
 * A console built with a fixture schema, for UI tests: the fixture's folder is generated once per
 * test file into tmp/ (as `npm run generate` would write src/generated/), and each generated module
 * the screens read (registry, routing, form schemas, validators) is the real one joined with the
 * fixture's, so the real generic list, form and show screens render a resource no source file names.
 *
 * `vi.mock` is hoisted above the imports and needs a literal path, so each test file keeps its four
 * one-line mocks and hands the work to this module through a dynamic import (a static one is not
 * initialised yet when the first mocked module loads):
 *
 * @example
 *   vi.mock('../../src/generated/registry.ts', async (real) =>
 *     (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/relations', 'registry', real),
 *   );
 *   // …the same for 'routing', 'formSchemas' and 'validators/index'; then, in the file:
 *   afterAll(() => removeFixtureBuilds());
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The generated modules a fixture joins, by their path under src/generated/ (without `.ts`). */
export type GeneratedModule = 'registry' | 'routing' | 'formSchemas' | 'validators/index';

const builds = new Map<string, Promise<string>>();

/** The folder a fixture's schemas were generated into (generated on the first call per folder). */
export function fixtureBuild(folder: string): Promise<string> {
  let out = builds.get(folder);
  if (!out) {
    out = (async () => {
      const { runGenerate } = await import('../../scripts/generate/cli.ts');
      fs.mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
      const dir = fs.mkdtempSync(path.join(ROOT, 'tmp', `${path.basename(folder)}-ui-`));
      const code = await runGenerate(['--schemas', folder, '--out', dir], {
        log: () => undefined,
        error: (line) => console.error(line),
      });
      if (code !== 0) throw new Error(`the fixture schemas of ${folder} did not generate`);
      return dir;
    })();
    builds.set(folder, out);
  }
  return out;
}

type Module = Record<string, unknown>;
const merged = (a: unknown, b: unknown) => ({ ...(a as object), ...(b as object) });

/** The real generated module `name` with the fixture's entries added (a `vi.mock` factory's answer). */
export async function joined(
  folder: string,
  name: GeneratedModule,
  importOriginal: () => Promise<unknown>,
): Promise<Module> {
  const real = (await importOriginal()) as Module;
  const gen = (await import(
    /* @vite-ignore */ `${await fixtureBuild(folder)}/${name}.ts`
  )) as Module;
  switch (name) {
    case 'registry':
      return {
        ...real,
        registry: merged(real.registry, gen.registry),
        resourceNames: [...(real.resourceNames as string[]), ...(gen.resourceNames as string[])],
      };
    case 'routing':
      return { ...real, routing: merged(real.routing, gen.routing) };
    case 'formSchemas':
      return { ...real, formSchemas: merged(real.formSchemas, gen.formSchemas) };
    case 'validators/index':
      return { ...real, loadValidator: merged(real.loadValidator, gen.loadValidator) };
  }
}

/** Removes every fixture build of this test file (its afterAll). */
export async function removeFixtureBuilds(): Promise<void> {
  for (const out of builds.values()) fs.rmSync(await out, { recursive: true, force: true });
  builds.clear();
}
