/**
 * A first start without ADMIN_PASSWORD (issue #24 §2): the generated SuperAdmin password is printed
 * once and is temporary, like a reset one. This file opens its own empty database (the shared
 * template is bootstrapped with ADMIN_PASSWORD, which is not temporary: tests/api/passwords.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { bootstrap, type BootstrapResult } from '../../src/server/db/seed/bootstrap.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { TEMPORARY_PASSWORD_MESSAGE } from '../../src/shared/passwords.ts';
import { TEST_JWT_SECRET } from '../helpers/constants.ts';
import { openEmptyDatabase } from '../helpers/postgres.ts';

const schemas = Object.values(registry) as ResourceSchema[];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-first-start-'));
let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;
let app: FastifyInstance;
let seeded: BootstrapResult;

beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openEmptyDatabase('charter_first'));
  await migrate(database.db, schemas);
  seeded = await bootstrap(database.db, {
    adminEmail: 'admin@first.test',
    seedDemo: false,
    dataDir,
  });
  app = await buildApp({
    database,
    schemas,
    config: {
      staticDir: '/nonexistent',
      jwtSecret: TEST_JWT_SECRET,
      loginRateLimit: { max: 1000, windowMs: 60_000 },
    },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a generated first-start SuperAdmin password', () => {
  it('is printed once, marked temporary, with a note in the logins file', () => {
    expect(seeded.logins).toHaveLength(1);
    expect(seeded.logins[0]).toMatchObject({ role: 'SuperAdmin', temporary: true });
    const file = fs.readFileSync(seeded.loginsFile!, 'utf8');
    expect(file).toContain(seeded.logins[0].password);
    expect(file).toContain('temporary: you will set your own at the first sign-in');
  });

  it('signs in with the flag, opens nothing else, and is replaced through changePassword', async () => {
    const { email, password } = seeded.logins[0];
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, mustChangePassword: true });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const role = await app.inject({ method: 'GET', url: '/api/v1/role', headers: auth });
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toBe(TEMPORARY_PASSWORD_MESSAGE);

    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/user/changePassword',
      headers: auth,
      payload: { currentPassword: password, newPassword: 'Mine!2026' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/role', headers: fresh })).statusCode,
    ).toBe(200);
  });
});
