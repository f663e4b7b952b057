// The generator finds each resource's server hooks by convention (scripts/generate/serverHooks.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerHooks, renderServerHooks } from '../../scripts/generate/serverHooks.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-'));
const write = (rel: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), 'export {};\n');
};
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('server hooks by convention', () => {
  it('lists resources/<name>/<name>.server.ts of known resources, sorted, not their parts', () => {
    write('skill/skill.server.ts');
    write('asset/asset.server.ts');
    write('asset/asset.rules.server.ts');
    write('asset/AssetList.tsx');
    expect(findServerHooks(['asset', 'skill', 'role'], dir)).toEqual({
      found: ['asset', 'skill'],
      problems: [],
    });
  });

  it('names the file and the reason for a hook without a schema or with the wrong name', () => {
    write('ghost/ghost.server.ts');
    write('role/roles.server.ts');
    const { problems } = findServerHooks(['asset', 'skill', 'role'], dir);
    expect(problems).toEqual([
      `${dir}/ghost/ghost.server.ts: no schema named ghost (schemas/ghost.schema.json)`,
      `${dir}/role/roles.server.ts: a hook file is named after its folder: role.server.ts`,
    ]);
  });

  it('lists a folder with no schema whose hook file serves endpoints or jobs of its own', () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-own-'));
    const put = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(own, rel)), { recursive: true });
      fs.writeFileSync(path.join(own, rel), text);
    };
    put(
      'summary/summary.server.ts',
      'export const { endpoints } = defineHooks({ endpoints: {} });\n',
    );
    put('reminders/reminders.server.ts', 'export const jobs = [];\n');
    put('stray/stray.server.ts', 'export const { actions } = defineHooks({ actions: {} });\n');
    try {
      expect(findServerHooks(['asset'], own)).toEqual({
        found: ['reminders', 'summary'],
        problems: [
          `${own}/stray/stray.server.ts: no schema named stray (schemas/stray.schema.json)`,
        ],
      });
    } finally {
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it('renders a module the pipeline imports, each entry checked against the hook API', () => {
    const text = renderServerHooks(['asset']);
    expect(text).toContain(`import * as asset from '../../resources/asset/asset.server.ts';`);
    expect(text).toContain('asset: asset satisfies ResourceHooks,');
  });
});
