/**
 * A console built with a fixture schema, for UI tests: the fixture's schemas are generated once per
 * test file into tmp/ next to the real ones (as `npm run generate` would write src/generated/ with
 * the fixture in schemas/, so a reference to employee resolves), and each generated module the
 * screens read (registry, routing, form schemas, validators) is the real one joined with the
 * fixture's resources, so the real generic list, form and show screens render a resource no source
 * file names.
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
 *   afterAll(removeFixtureBuilds);
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The generated modules a fixture joins, by their path under src/generated/ (without `.ts`). */
export type GeneratedModule = 'registry' | 'routing' | 'formSchemas' | 'validators/index';

type Build = { dir: string; out: string; resources: string[] };
type Module = Record<string, unknown>;

const builds = new Map<string, Promise<Build>>();

/** The schema files of a folder. */
const schemaFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => path.join(dir, f));

/** The fixture generated with the real schemas (once per folder): where, and its own resources. */
export function fixtureBuild(folder: string): Promise<Build> {
  let build = builds.get(folder);
  if (!build) {
    build = (async () => {
      const { runGenerate } = await import('../../scripts/generate/cli.ts');
      fs.mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
      const dir = fs.mkdtempSync(path.join(ROOT, 'tmp', `${path.basename(folder)}-ui-`));
      const schemas = path.join(dir, 'schemas');
      const out = path.join(dir, 'generated');
      fs.mkdirSync(schemas);
      const own = schemaFiles(path.join(ROOT, folder));
      for (const file of [...schemaFiles(path.join(ROOT, 'schemas')), ...own])
        fs.copyFileSync(file, path.join(schemas, path.basename(file)));
      const code = await runGenerate(['--schemas', schemas, '--out', out], {
        log: () => undefined,
        error: (line) => console.error(line),
      });
      if (code !== 0) throw new Error(`the fixture schemas of ${folder} did not generate`);
      const resources = own.map(
        (f) => JSON.parse(fs.readFileSync(f, 'utf8'))['x-resource'] as string,
      );
      return { dir, out, resources };
    })();
    builds.set(folder, build);
  }
  return build;
}

/** The real generated module `name` with the fixture's entries added (a `vi.mock` factory's answer). */
export async function joined(
  folder: string,
  name: GeneratedModule,
  importOriginal: () => Promise<unknown>,
): Promise<Module> {
  const real = (await importOriginal()) as Module;
  const { out, resources } = await fixtureBuild(folder);
  const gen = (await import(/* @vite-ignore */ `${out}/${name}.ts`)) as Module;
  /** The real map of `key` with the fixture's entries of the generated one added. */
  const join = (key: string) => ({
    ...(real[key] as Module),
    ...Object.fromEntries(resources.map((r) => [r, (gen[key] as Module)[r]])),
  });
  switch (name) {
    case 'registry':
      return {
        ...real,
        registry: join('registry'),
        resourceNames: [...(real.resourceNames as string[]), ...resources],
      };
    case 'routing':
      return { ...real, routing: join('routing') };
    case 'formSchemas':
      return { ...real, formSchemas: join('formSchemas') };
    case 'validators/index':
      return { ...real, loadValidator: join('loadValidator') };
  }
}

/** Removes every fixture build of this test file (its afterAll). */
export async function removeFixtureBuilds(): Promise<void> {
  for (const build of builds.values())
    fs.rmSync((await build).dir, { recursive: true, force: true });
  builds.clear();
}
