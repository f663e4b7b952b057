// The low-code chain on a schema that exists only in the tests (tests/fixtures/lowcode/asset):
// generate it, migrate a fresh database with it, then call the conventional REST routes the engine
// derives from it, with and without the privileges the schema itself declares.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runGenerate } from '../../scripts/generate/cli.ts';
import { registry } from '../../src/generated/registry.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../helpers/constants.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let out: string;
let asset: ResourceSchema;
let database: Database;
let app: FastifyInstance;
let admin: string;
// Loaded after the fixture is generated, from a build whose catalogue includes it (beforeAll).
let isPrivilege: (name: string) => boolean;
let createUserWithEmployee: typeof import('../../src/server/db/seed/bootstrap.ts').createUserWithEmployee;

type Groups = Record<string, Record<string, string>>;

/**
 * Loads the server as a build with the fixture schema would: the privilege catalogue is fixed when
 * `npm run generate` writes src/generated/privileges.ts, so this app's copy of that module holds the
 * real schemas' groups and those the fixture's own run generated (the catalogue never grows later).
 */
async function loadBuildWith(fixture: Groups) {
  vi.resetModules();
  vi.doMock('../../src/generated/privileges.ts', async (importOriginal) => {
    const real = (await importOriginal()) as { schemaPrivilegeGroups: Groups };
    const groups: Groups = { ...real.schemaPrivilegeGroups };
    for (const [group, names] of Object.entries(fixture))
      groups[group] = { ...groups[group], ...names };
    return { schemaPrivilegeGroups: groups };
  });
  // The whole server from that build, database code included (no module shared with a stale copy).
  const [{ buildApp }, { openDatabase }, { migrate }, seed, privileges] = await Promise.all([
    import('../../src/server/app.ts'),
    import('../../src/server/db/open.ts'),
    import('../../src/server/db/migrate.ts'),
    import('../../src/server/db/seed/bootstrap.ts'),
    import('../../src/shared/privileges.ts'),
  ]);
  return { buildApp, openDatabase, migrate, seed, privileges };
}

async function login(email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
  });
  return res.json().token as string;
}

/** A user whose role holds exactly these privileges, signed in through the real route. */
async function tokenFor(privileges: string[]) {
  const roleName = privileges.includes('GET_ASSETS') ? 'Asset Reader' : 'No Assets';
  const role = await app.inject({
    method: 'POST',
    url: '/api/v1/role',
    headers: { authorization: `Bearer ${admin}` },
    payload: { role: roleName, privilege: privileges },
  });
  expect(role.statusCode, role.body).toBe(201);
  const email = `asset-${roleName.replace(' ', '-').toLowerCase()}@charter.test`;
  await createUserWithEmployee(database.db, {
    email,
    password: 'Asset!pass-1',
    roleId: role.json().role.roleId,
    firstName: 'Asset',
    lastName: 'Tester',
  });
  return login(email, 'Asset!pass-1');
}

beforeAll(async () => {
  fs.mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
  out = fs.mkdtempSync(path.join(ROOT, 'tmp', 'chain-api-'));
  const code = await runGenerate(['--schemas', 'tests/fixtures/lowcode', '--out', out], {
    log: () => undefined,
    error: (l) => console.error(l),
  });
  expect(code).toBe(0);
  const generated = await import(path.join(out, 'registry.ts'));
  asset = generated.registry.asset;
  const schemas = [...Object.values(registry), asset];
  const fixturePrivileges = await import(path.join(out, 'privileges.ts'));
  const { buildApp, openDatabase, migrate, seed, privileges } = await loadBuildWith(
    fixturePrivileges.schemaPrivilegeGroups,
  );
  isPrivilege = privileges.isPrivilege;
  createUserWithEmployee = seed.createUserWithEmployee;
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db, schemas);
  await seed.bootstrap(database.db, {
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    seedDemo: false,
  });
  app = await buildApp({
    database,
    schemas,
    config: {
      staticDir: '/nonexistent',
      jwtSecret: TEST_JWT_SECRET,
      loginRateLimit: { max: 1000, windowMs: 60_000 },
      rateLimitMax: 100_000,
    },
  });
  admin = await login(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(out, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: object,
) => app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body });

describe('a new entity from one schema file (fixture)', () => {
  it('generates types and joins its privileges to the catalogue', () => {
    expect(fs.readFileSync(path.join(out, 'types.ts'), 'utf8')).toMatch(
      /export interface Asset \{/,
    );
    expect(fs.readFileSync(path.join(out, 'privileges.ts'), 'utf8')).toContain('"GET_ASSETS"');
    for (const p of ['GET_ASSETS', 'CREATE_ASSET', 'UPDATE_ASSET', 'DELETE_ASSET'])
      expect(isPrivilege(p), p).toBe(true);
  });

  it('migrates its table from the schema', async () => {
    const columns = await database.db.introspection.getTables();
    const table = columns.find((t) => t.name === 'asset');
    expect(table?.columns.map((c) => [c.name, c.dataType]).sort()).toEqual([
      ['assetId', 'int8'],
      ['label', 'text'],
      ['purchasedOn', 'date'],
      ['retired', 'bool'],
    ]);
  });

  it('gives SuperAdmin the new privileges: create, list with Content-Range, update, delete', async () => {
    const a = await call('POST', '/api/v1/asset', admin, {
      label: 'Laptop',
      purchasedOn: '2026-01-02',
    });
    expect(a.statusCode, a.body).toBe(201);
    await call('POST', '/api/v1/asset', admin, { label: 'Badge' });
    await call('POST', '/api/v1/asset', admin, { label: 'Chair' });
    const list = await call(
      'GET',
      '/api/v1/asset?sort=%5B%22label%22%2C%22ASC%22%5D&range=%5B0%2C1%5D',
      admin,
    );
    expect(list.headers['content-range']).toBe('asset 0-1/3');
    expect(list.json().map((r: { label: string }) => r.label)).toEqual(['Badge', 'Chair']);
    const id = a.json().id;
    const put = await call('PUT', `/api/v1/asset/${id}`, admin, {
      label: 'Laptop 2',
      retired: true,
    });
    expect(put.json()).toMatchObject({ id, label: 'Laptop 2', retired: true, purchasedOn: null });
    expect((await call('DELETE', `/api/v1/asset/${id}`, admin)).json()).toMatchObject({ id });
  });

  it('refuses each route without its privilege, and writes nothing', async () => {
    const reader = await tokenFor(['GET_ASSETS']);
    const nobody = await tokenFor(['GET_ALL_SKILL']);
    expect((await call('GET', '/api/v1/asset', nobody)).statusCode).toBe(403);
    const rows = (await call('GET', '/api/v1/asset', reader)).json();
    expect(rows.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/v1/asset/${rows[0].id}`, reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/asset', reader, { label: 'Desk' })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/v1/asset/${rows[0].id}`, reader, { label: 'X' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/v1/asset/${rows[0].id}`, reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/asset', reader)).json()).toEqual(rows);
  });

  it("validates with the schema's own messages", async () => {
    const res = await call('POST', '/api/v1/asset', admin, { label: ' ', purchasedOn: 'soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'Asset Label is required',
      'Purchased On must be a valid date',
    ]);
  });
});
