// resources/menu.json as the server reads it at start and `npm run generate` checks it (issue #20
// §2): a syntax error names the file, line and column; an icon the console does not ship is an
// error naming the entry; a label's catalogue key comes from its text, not its place.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import menu from '../../resources/menu.json' with { type: 'json' };
import { runGenerate } from '../../scripts/generate/cli.ts';
import { registry } from '../../src/generated/registry.ts';
import { loadMenu } from '../../src/server/config/menu.ts';
import { createAjv } from '../../src/shared/createAjv.ts';
import { parseJsonText } from '../../src/shared/jsonText.ts';
import { checkMenu, readMenu, type MenuFile } from '../../src/shared/menu.ts';
import { menuLabelKey } from '../../src/shared/menuLabels.ts';
import { MENU_ICONS } from '../../src/shared/menuIcons.ts';

const schemas = Object.values(registry);
const read = (text: string) => readMenu(text, 'resources/menu.json', createAjv(), schemas);
const copy = () => structuredClone(menu) as unknown as MenuFile;

describe('a syntax error in the menu file', () => {
  it('names the file, the line and the column of a missing comma', () => {
    const text = '{\n  "groups": [\n    { "id": "x" "label": "X" }\n  ]\n}\n';
    expect(read(text).problems).toEqual([
      `resources/menu.json:3:17: invalid JSON: Expected ',' or '}' after property value`,
    ]);
  });

  it('names the last line when the file ends too early', () => {
    const text = '{\n  "groups": [\n';
    expect(read(text).problems).toEqual([
      'resources/menu.json:3:1: invalid JSON: Unexpected end of JSON input',
    ]);
  });

  it('counts columns from 1 on the first line, and takes a trailing comma as an error', () => {
    expect(parseJsonText('{"groups": [],}', 'm.json')).toEqual({
      ok: false,
      problem: expect.stringMatching(/^m\.json:1:15: invalid JSON: /),
    });
  });

  it('finds the place where JSON.parse names none (a stray bracket, a cut word)', () => {
    expect(read('{\n  "groups": [\n  }\n').problems).toEqual([
      "resources/menu.json:3:3: invalid JSON: Unexpected token '}'",
    ]);
    expect(parseJsonText('{"hidden": tru}', 'm.json')).toEqual({
      ok: false,
      problem: "m.json:1:15: invalid JSON: Unexpected token '}'",
    });
  });

  it('reads a file saved with a byte-order mark', () => {
    expect(read(`\uFEFF${JSON.stringify(menu)}`).problems).toEqual([]);
  });

  it('stops the server start with every problem listed', () => {
    const dir = fs.mkdtempSync(path.join(import.meta.dirname, 'tmp-menu-'));
    try {
      const file = path.join(dir, 'menu.json');
      fs.writeFileSync(file, '{ "groups": [ }');
      expect(() => loadMenu(file, schemas)).toThrow(
        /the menu configuration is invalid:\n {2}.*tmp-menu-\w+\/menu\.json:1:15: invalid JSON/,
      );
      expect(() => loadMenu(path.join(dir, 'none.json'), schemas)).toThrow(
        /the menu configuration cannot be read: .*none\.json/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('menu icons', () => {
  it('accepts every icon of the shipped menu', () => {
    expect(checkMenu(menu, createAjv(), schemas)).toEqual([]);
  });

  it('reports an icon the console does not ship, naming the group', () => {
    const broken = copy();
    broken.groups[1].icon = 'AccountTre';
    expect(checkMenu(broken, createAjv(), schemas)).toEqual([
      `resources/menu.json: "Sub Organization": unknown icon "AccountTre" (the console ships ${MENU_ICONS.join(', ')})`,
    ]);
  });

  it('lets a group go without an icon', () => {
    const edited = copy();
    delete edited.groups[0].icon;
    expect(checkMenu(edited, createAjv(), schemas)).toEqual([]);
  });

  it('is checked by npm run generate too, with the file it was given', async () => {
    const dir = fs.mkdtempSync(path.join(import.meta.dirname, 'tmp-menu-'));
    try {
      const file = path.join(dir, 'menu.json');
      const broken = copy();
      broken.groups[0].icon = 'Rocket';
      fs.writeFileSync(file, JSON.stringify(broken));
      const errors: string[] = [];
      const code = await runGenerate(['--check', '--menu', file], {
        log: () => undefined,
        error: (l) => errors.push(l),
      });
      expect(code).toBe(1);
      expect(errors[0]).toMatch(
        new RegExp(
          `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: "Organization": unknown icon "Rocket"`,
        ),
      );
      // And a syntax error, with its line and column.
      fs.writeFileSync(file, '{\n  "groups": []\n  "x": 1\n}');
      errors.length = 0;
      expect(
        await runGenerate(['--check', '--menu', file], {
          log: () => {},
          error: (l) => errors.push(l),
        }),
      ).toBe(1);
      expect(errors[0]).toBe(`${file}:3:3: invalid JSON: Expected ',' or '}' after property value`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the catalogue key of a menu label', () => {
  it('is the label’s words, lower case, joined by _', () => {
    expect(menuLabelKey('Leave Request List')).toBe('menu.leave_request_list');
    expect(menuLabelKey('SubOrganization List')).toBe('menu.suborganization_list');
    expect(menuLabelKey('  API  Documentation ')).toBe('menu.api_documentation');
    expect(menuLabelKey('Reviews I Wrote')).toBe('menu.reviews_i_wrote');
  });

  it('keeps letters of any script and never holds a dot (polyglot reads dots as nesting)', () => {
    expect(menuLabelKey('छुट्टी सूची')).toBe('menu.छुट्टी_सूची');
    expect(menuLabelKey('Dept. List v2.0')).toBe('menu.dept_list_v2_0');
  });

  it('is undefined for a label without a letter or digit', () => {
    expect(menuLabelKey('—')).toBeUndefined();
  });
});
