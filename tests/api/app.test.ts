import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { authPlugin } from '../../src/server/plugins/auth.ts';
import { createTokenService } from '../../src/server/auth/tokens.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { TEST_JWT_SECRET } from '../helpers/constants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { kind: t.database.kind, ok: true } });
  });
});

describe('route schemas', () => {
  it('all compile: they compile on first use, so a broken one would otherwise wait for its caller', async () => {
    expect(await t.app.compileRouteSchemas()).toBeGreaterThan(50);
    expect(await t.app.compileRouteSchemas()).toBe(0);
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-eval, nosniff, no framing and no-store on the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('errors a client can act on', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('answers invalid JSON with 400 and no parser internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with 413 and stays responsive', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('deny by default', () => {
  it('refuses to start when an /api route declares no privilege', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: t.db, tokens: createTokenService(TEST_JWT_SECRET) });
    expect(() => app.get('/api/v1/forgotten', async () => ({ ok: true }))).toThrow(
      /declares no known privilege/,
    );
    await app.close();
  });

  it('refuses to start when a route names a privilege outside the catalogue', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: t.db, tokens: createTokenService(TEST_JWT_SECRET) });
    expect(() =>
      app.get('/api/v1/typo', { config: { privilege: 'GET_ALL_EMPLOYEE' } }, async () => ({
        ok: true,
      })),
    ).toThrow(/declares no known privilege/);
    await app.close();
  });
});

describe('migrations', () => {
  it('can run again on a migrated database without changing it', async () => {
    const before = await t.db.selectFrom('role').selectAll().orderBy('roleId').execute();
    await migrate(t.db, Object.values(registry));
    await migrate(t.db, Object.values(registry));
    expect(await t.db.selectFrom('role').selectAll().orderBy('roleId').execute()).toEqual(before);
  });
});

describe('one process per data directory', () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-lock-'));
    fs.writeFileSync(path.join(dataDir, 'charter.lock'), String(process.pid)); // this test process is alive
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(2);
      expect(stderr).toMatch(/in use by another Charter HR process/);
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('first start without the demo company', () => {
  it('still has the SuperAdmin, Manager and Employee roles and the PLANNED and SICK leave types', async () => {
    const roles = await t.db.selectFrom('role').select('role').execute();
    expect(roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(['SuperAdmin', 'Manager', 'Employee']),
    );
    const types = await t.db
      .selectFrom('leaveType')
      .select(['leaveType', 'description'])
      .orderBy('leaveType')
      .execute();
    expect(types).toEqual([
      { leaveType: 'PLANNED', description: 'Planned Leave' },
      { leaveType: 'SICK', description: 'Medical Leave' },
    ]);
  });
});
