// resources/menu.json is checked against its schema, the catalogue, the schemas and the console's
// screens: a bad entry is an error naming the file, the entry and the reason, never a blank menu.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import menu from '../../resources/menu.json' with { type: 'json' };
import { runGenerate } from '../../scripts/generate/cli.ts';
import { registry } from '../../src/generated/registry.ts';
import { createAjv } from '../../src/shared/createAjv.ts';
import { checkMenu, resolveMenu, type MenuFile } from '../../src/shared/menu.ts';

const schemas = Object.values(registry);
const check = (m: unknown) => checkMenu(m, createAjv(), schemas);
const copy = () => structuredClone(menu) as unknown as MenuFile;
const groupIndex = (id: string) => menu.groups.findIndex((g) => g.id === id);

describe('resources/menu.json', () => {
  it('is valid: known privileges, routes and resources', () => {
    expect(check(menu)).toEqual([]);
  });

  it('reports an unknown privilege with the entry that needs it', () => {
    const broken = copy();
    broken.groups[0].items[0].privilege = 'GET_EVERYTHING';
    expect(check(broken)).toEqual([
      'resources/menu.json: "Organization › Organization List": needs unknown privilege "GET_EVERYTHING"',
    ]);
  });

  it('reports an unknown route', () => {
    const broken = copy();
    broken.groups[0].items[1].route = '/organization/organisation-create';
    expect(check(broken)).toEqual([
      'resources/menu.json: "Organization › New Organization": unknown route "/organization/organisation-create" (no screen of the console is mounted there)',
    ]);
  });

  it('reports an unknown resource, and one without generated screens', () => {
    const broken = copy();
    const leave = broken.groups[groupIndex('leave')];
    leave.items.push({ label: 'Feast Days', resource: 'feastDay' });
    leave.items.push({ label: 'Addresses', resource: 'address' });
    expect(check(broken)).toEqual([
      'resources/menu.json: "Leave › Feast Days": unknown resource "feastDay" (no schemas/feastDay.schema.json)',
      'resources/menu.json: "Leave › Addresses": resource "address" has no generated screens (it declares an x-api wire)',
    ]);
  });

  it('reports an entry with neither a route nor a resource, naming it', () => {
    const broken = copy() as unknown as { groups: { items: Record<string, unknown>[] }[] };
    delete broken.groups[1].items[0].route;
    expect(check(broken)).toContain(
      'resources/menu.json/groups/1/items/0 "Sub Organization › SubOrganization List": needs either a route and a privilege, or a resource',
    );
  });

  it('gates a resource entry by the resource list privilege and opens its list', () => {
    const leave = resolveMenu(copy(), schemas).groups.find((g) => g.id === 'leave')!;
    expect(leave.items.at(-1)).toEqual({
      label: 'Holidays',
      route: '/holiday',
      privilege: 'GET_HOLIDAYS',
    });
  });

  it('lets ops reorder groups, rename labels, hide entries and link a create screen', () => {
    const edited = copy();
    edited.groups.reverse();
    const leave = edited.groups.find((g) => g.id === 'leave')!;
    leave.label = 'Time Off';
    leave.items[0].hidden = true;
    leave.items.push({ label: 'New Holiday', resource: 'holiday', view: 'create' });
    expect(check(edited)).toEqual([]);
    const resolved = resolveMenu(edited, schemas);
    expect(resolved.groups[0].id).toBe(menu.groups.at(-1)!.id);
    const shown = resolved.groups.find((g) => g.id === 'leave')!;
    expect(shown.label).toBe('Time Off');
    expect(shown.items.map((i) => i.label)).not.toContain(
      menu.groups[groupIndex('leave')].items[0].label,
    );
    expect(shown.items.at(-1)).toEqual({
      label: 'New Holiday',
      route: '/holiday/create',
      privilege: 'CREATE_HOLIDAY',
    });
  });

  it('leaves out a hidden group and a group whose entries are all hidden', () => {
    const edited = copy();
    edited.groups[0].hidden = true;
    for (const item of edited.groups[1].items) item.hidden = true;
    const ids = resolveMenu(edited, schemas).groups.map((g) => g.id);
    expect(ids).not.toContain(menu.groups[0].id);
    expect(ids).not.toContain(menu.groups[1].id);
  });
});

describe('npm run generate checks the menu (CI)', () => {
  it('fails with the file, the entry and the reason, and writes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(path.resolve(import.meta.dirname, '../..'), 'tmp-menu-'));
    try {
      const file = path.join(dir, 'menu.json');
      const broken = copy();
      broken.groups[0].items[0].privilege = 'GET_EVERYTHING';
      fs.writeFileSync(file, JSON.stringify(broken));
      const errors: string[] = [];
      const code = await runGenerate(['--check', '--menu', file], {
        log: () => undefined,
        error: (l) => errors.push(l),
      });
      expect(code).toBe(1);
      expect(errors[0]).toBe(
        `${file}: "Organization › Organization List": needs unknown privilege "GET_EVERYTHING"`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The whole generator runs in-process (every schema compiled): ~1 s alone, past vitest's 5 s
    // default on a loaded 2-core machine.
  }, 60_000);
});
