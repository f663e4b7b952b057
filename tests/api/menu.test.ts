// The side bar is configuration the server serves (issue #20 §2): GET /api/v1/menu answers each
// signed-in caller the part of resources/menu.json their role and privileges allow, computed on the
// server; the file is read at start, so an edit on disk is served after a restart, with no build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shipped from '../../resources/menu.json' with { type: 'json' };
import type { MenuFile } from '../../src/shared/menu.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const get = (t: TestApp, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/menu',
    headers: token ? t.auth(token) : {},
  });

/** [group label, entry labels] as a person reads the side bar. */
const shape = (body: { groups: { label: string; items: { label: string }[] }[] }) =>
  body.groups.map((g) => [g.label, g.items.map((i) => i.label)]);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-menu-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('GET /api/v1/menu on the shipped menu', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    const res = await get(t);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('gives the SuperAdmin every group and entry of the file, in its order', async () => {
    const res = await get(t, await t.adminToken());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Menu fetched successfully' });
    expect(res.headers['x-message-code']).toBe('menu.fetched');
    const groups = (shipped as MenuFile).groups.filter((g) => !g.hidden);
    expect(shape(body)).toEqual(
      groups.map((g) => [g.label, g.items.filter((i) => !i.hidden).map((i) => i.label)]),
    );
    // Icons and routes travel; the privileges that chose the entries stay on the server.
    expect(body.groups[0]).toMatchObject({ id: 'organization', icon: 'Business' });
    expect(body.groups[0].items[0]).toEqual({
      label: 'Organization List',
      route: '/organization/organization-list',
    });
    const holidays = body.groups.find((g: { id: string }) => g.id === 'leave').items.at(-1);
    expect(holidays).toEqual({ label: 'Holidays', route: '/holiday' });
  });

  it('gives an employee only what their privileges allow, no SuperAdmin group, no empty group', async () => {
    const token = await t.tokenFor([
      'GET_ALL_ORGANIZATIONS',
      'ADD_DEPARTMENT',
      'CREATE_LEAVE_REQUEST',
      'GET_LEAVE_REQUEST_OF_EMPLOYEE',
      // The Attendence group is for the SuperAdmin alone, whatever the role holds.
      'GET_SHIFT_DURATION',
    ]);
    const res = await get(t, token);
    expect(res.statusCode).toBe(200);
    expect(shape(res.json())).toEqual([
      ['Organization', ['Organization List']],
      ['Department', ['Add Department']],
      ['Performance', ['My Reviews']],
      ['Leave', ['New Leave Request', 'Leave Applications']],
    ]);
  });

  it('gives a role without privileges only the entries that need none', async () => {
    const res = await get(t, await t.tokenFor([]));
    expect(shape(res.json())).toEqual([['Performance', ['My Reviews']]]);
  });

  it('follows a privilege granted a moment ago, on the next request', async () => {
    const user = await t.createUser([]);
    const token = await t.login(user.email, user.password);
    await t.db
      .updateTable('role')
      .set({ privilege: JSON.stringify(['GET_HOLIDAYS']) })
      .where('roleId', '=', user.roleId)
      .execute();
    expect(shape((await get(t, token)).json())).toEqual([
      ['Performance', ['My Reviews']],
      ['Leave', ['Holidays']],
    ]);
  });
});

describe('a menu edited on disk', () => {
  const file = path.join(tmp, 'menu.json');
  const write = (menu: MenuFile) => fs.writeFileSync(file, JSON.stringify(menu, null, 2));

  it('is served after a restart of the app, and not before', async () => {
    const first = structuredClone(shipped) as MenuFile;
    write(first);
    const before = await createTestApp({ menuFile: file });
    try {
      const edited = structuredClone(shipped) as MenuFile;
      edited.groups.reverse();
      edited.groups.unshift({
        id: 'help',
        label: 'Help Desk',
        icon: 'Settings',
        items: [{ label: 'Public Holidays', resource: 'holiday' }],
      });
      write(edited);
      // The running app keeps the menu it read at start.
      const still = (await get(before, await before.adminToken())).json();
      expect(still.groups[0].id).toBe('organization');
      expect(still.groups.map((g: { id: string }) => g.id)).not.toContain('help');
    } finally {
      await before.close();
    }
    const after = await createTestApp({ menuFile: file });
    try {
      const served = (await get(after, await after.adminToken())).json();
      expect(served.groups[0].id).toBe('help');
      expect(served.groups[0]).toEqual({
        id: 'help',
        label: 'Help Desk',
        icon: 'Settings',
        items: [{ label: 'Public Holidays', route: '/holiday' }],
      });
      expect(served.groups.at(-1).id).toBe('organization');
      // Privileges still decide: the new entry is gated by the holiday list's privilege.
      const holidaysOnly = await after.tokenFor(['GET_HOLIDAYS']);
      expect(shape((await get(after, holidaysOnly)).json())).toEqual([
        ['Help Desk', ['Public Holidays']],
        ['Leave', ['Holidays']],
        ['Performance', ['My Reviews']],
      ]);
    } finally {
      await after.close();
    }
  }, 60_000);
});

describe('the server start with a bad menu', () => {
  it('refuses to start, naming the file, line and column of a syntax error, before the database opens', () => {
    const file = path.join(tmp, 'broken.json');
    fs.writeFileSync(file, '{\n  "groups": [\n    { "id": "x" "label": "X" }\n  ]\n}\n');
    const dataDir = path.join(tmp, 'data');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { ...process.env, MENU_FILE: file, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${file}:3:17: invalid JSON: Expected ',' or '}' after property value`,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});
