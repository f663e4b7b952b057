// The layering rules (.dependency-cruiser.cjs, `npm run check:layers` in CI) catch the arrows they
// name: the real configuration cruises a small tree (tests/fixtures/layers) that breaks each rule
// once beside the imports the rules allow, and must report exactly those breaks.
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(
  path.join(root, '.dependency-cruiser.cjs'),
) as IConfiguration;

async function violationsIn(tree: string) {
  const { output } = await cruise(['src', 'resources'], {
    ...config.options,
    baseDir: path.join(root, tree),
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  const { summary } = output as ICruiseResult;
  return summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.rule.name === 'no-circular' ? 'circle' : v.to.replace(/^.*node_modules\//, 'npm:'),
  }));
}

describe('the layering rules', () => {
  it('report every forbidden import of the fixture tree, and nothing it is allowed', async () => {
    const found = await violationsIn('tests/fixtures/layers');
    type Found = { rule: string; from: string; to: string };
    const byRule = (a: Found, b: Found) =>
      `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`);
    expect(found.sort(byRule)).toEqual(
      [
        { rule: 'admin-not-to-server', from: 'src/admin/leak.ts', to: 'src/server/secret.ts' },
        { rule: 'server-not-to-admin', from: 'src/server/secret.ts', to: 'src/admin/page.ts' },
        { rule: 'shared-is-isomorphic', from: 'src/shared/both.ts', to: 'src/admin/page.ts' },
        {
          rule: 'db-only-from-repositories',
          from: 'src/server/operations/things.ts',
          to: 'src/server/db/database.ts',
        },
        {
          rule: 'operations-hold-no-sql',
          from: 'src/server/operations/things.ts',
          to: 'npm:kysely/dist/esm/index.js',
        },
        {
          rule: 'routes-hold-no-sql',
          from: 'src/server/routes/things.ts',
          to: 'npm:kysely/dist/esm/index.js',
        },
        {
          rule: 'routes-hold-no-sql',
          from: 'src/server/routes/things.ts',
          to: 'src/server/repositories/things.ts',
        },
        {
          rule: 'resource-config-runs-nothing',
          from: 'src/server/resource/thing.ts',
          to: 'src/server/operations/things.ts',
        },
        {
          rule: 'hooks-only-through-hook-api',
          from: 'resources/thing/thing.server.ts',
          to: 'src/server/repositories/things.ts',
        },
        {
          rule: 'hooks-only-through-hook-api',
          from: 'resources/thing/thing.borrow.server.ts',
          to: 'resources/other/other.server.ts',
        },
        {
          rule: 'hooks-only-through-hook-api',
          from: 'resources/thing/thing.rules.server.ts',
          to: 'src/server/repositories/things.ts',
        },
        {
          rule: 'client-not-to-server-hooks',
          from: 'resources/thing/ThingField.tsx',
          to: 'resources/thing/thing.server.ts',
        },
        // …and the part it imports, reached through it.
        {
          rule: 'client-not-to-server-hooks',
          from: 'resources/thing/ThingField.tsx',
          to: 'resources/thing/thing.rules.server.ts',
        },
        {
          rule: 'server-not-to-resources-by-hand',
          from: 'src/server/hooks.ts',
          to: 'resources/thing/thing.server.ts',
        },
        { rule: 'no-circular', from: 'src/shared/ping.ts', to: 'circle' },
        // Issue #38 §3: SQL only in the database layer, routes through operations, operations
        // apart from plugins, and the shape of a resource folder.
        {
          rule: 'sql-only-in-the-database-layer',
          from: 'src/server/audit/log.ts',
          to: 'npm:kysely/dist/esm/index.js',
        },
        {
          rule: 'sql-only-in-the-database-layer',
          from: 'resources/thing/thing.rules.server.ts',
          to: 'npm:kysely/dist/esm/index.js',
        },
        {
          rule: 'routes-through-operations',
          from: 'src/server/routes/typed.ts',
          to: 'src/server/repositories/things.ts',
        },
        {
          rule: 'operations-not-to-plugins',
          from: 'src/server/operations/checks.ts',
          to: 'src/server/plugins/words.ts',
        },
        {
          rule: 'queries-through-query-api',
          from: 'resources/thing/thing.queries.server.ts',
          to: 'src/server/repositories/things.ts',
        },
        {
          rule: 'resource-database-declares-only',
          from: 'resources/thing/thing.database.ts',
          to: 'src/server/operations/hookApi.ts',
        },
        {
          rule: 'resource-folders-apart',
          from: 'resources/thing/thing.borrow.server.ts',
          to: 'resources/other/other.server.ts',
        },
      ].sort(byRule),
    );
  });
});
