/**
 * The real app on a real database for one API test file: a copy of the run's template (see
 * globalSetup.ts), PGlite in memory by default or PostgreSQL when TEST_DATABASE_URL is set.
 *
 * @example
 *   const t = await createTestApp();
 *   const token = await t.tokenFor(['GET_ALL_SKILL']);
 *   const res = await t.app.inject({ method: 'GET', url: '/api/v1/skill', headers: t.auth(token) });
 *   afterAll(() => t.close());
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registry } from '../../src/generated/registry.ts';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { createUserWithEmployee } from '../../src/server/db/seed/bootstrap.ts';
import type { Database, Db } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { loadDirectorySettings } from '../../src/server/directory/settings.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { TEST_ADMIN, TEST_JWT_SECRET } from './constants.ts';
import { adminUrl, withDatabase } from './postgres.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The test database's URL on PostgreSQL (TEST_DATABASE_URL), for a second app on it. */
  url?: string;
  /** Signs in through the real login route and returns the token. */
  login(email: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  /** A new user whose role holds exactly these privileges; returns a token from a real login. */
  tokenFor(privileges: string[], extra?: { roleName?: string }): Promise<string>;
  createUser(
    privileges: string[],
    extra?: { roleName?: string },
  ): Promise<{
    userId: number;
    employeeId: number;
    email: string;
    password: string;
    roleId: number;
  }>;
  auth(token: string): { authorization: string };
  close(): Promise<void>;
};

export type TestAppOptions = {
  loginRateLimit?: number;
  rateLimitMax?: number;
  /** Which proxies may name the client (TRUST_PROXY, parsed by loadConfig); none by default. */
  trustProxy?: AppOptions['config']['trustProxy'];
  /** Fastify's logger options (level, stream), to inspect what the server logs. */
  logger?: AppOptions['logger'];
  /** A built console to serve; none by default. */
  staticDir?: string;
  /** The clock and lifetime of signed image links (src/server/uploads/imageLinks.ts). */
  imageLinks?: AppOptions['imageLinks'];
  /** The side bar's file, read at start as MENU_FILE is (default resources/menu.json). */
  menuFile?: string;
  /** Schemas served besides the registry's (test fixtures), their tables migrated first. */
  extraSchemas?: ResourceSchema[];
  /** The directory's variables (OIDC_*, LDAP_*: issue #43), read as the server reads them. */
  directoryEnv?: NodeJS.ProcessEnv;
};

/** A copy of the run's template database, without an app (the caller closes it, then drops it). */
export async function openCopy(): Promise<{
  database: Database;
  url?: string;
  drop?: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('templateDatabase');
    const name = `charter_t_${randomBytes(6).toString('hex')}`;
    await withDatabase(adminUrl(url), (c) =>
      c.query(`create database ${name} template ${template}`),
    );
    const database = await openDatabase({
      kind: 'postgres',
      url: adminUrl(url, name),
      poolSize: 5,
    });
    return {
      database,
      url: adminUrl(url, name),
      drop: () =>
        withDatabase(adminUrl(url), (c) =>
          c.query(`drop database if exists ${name} with (force)`),
        ).then(() => undefined),
    };
  }
  const dump = fs.readFileSync(inject('templateDump'));
  return { database: await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) }) };
}

let counter = 0;

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, drop } = await openCopy();
  const schemas = [...Object.values(registry), ...(opts.extraSchemas ?? [])];
  if (opts.extraSchemas?.length) await migrate(database.db, schemas);
  const app = await buildApp({
    database,
    schemas,
    config: {
      staticDir: opts.staticDir ?? '/nonexistent',
      jwtSecret: TEST_JWT_SECRET,
      loginRateLimit: { max: opts.loginRateLimit ?? 1000, windowMs: 60_000 },
      rateLimitMax: opts.rateLimitMax ?? 100_000,
      trustProxy: opts.trustProxy,
      menuFile: opts.menuFile,
      directory: opts.directoryEnv && loadDirectorySettings(opts.directoryEnv),
    },
    // The OpenID provider is asked again on every look (tests stop and start it).
    directoryOptions: { oidcRecheckMs: 0 },
    logger: opts.logger,
    imageLinks: opts.imageLinks,
  });
  const db = database.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function login(email: string, password: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200)
      throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }

  async function createUser(privileges: string[], extra: { roleName?: string } = {}) {
    const n = ++counter;
    const tag = `${process.pid}-${n}-${randomBytes(3).toString('hex')}`;
    const role = await db
      .insertInto('role')
      .values({ role: extra.roleName ?? `Test role ${tag}`, privilege: JSON.stringify(privileges) })
      .returning(['roleId'])
      .executeTakeFirstOrThrow();
    const email = `user-${tag}@charter.test`;
    const password = `Pw!${tag}`;
    const { userId, employeeId } = await createUserWithEmployee(db, {
      email,
      password,
      roleId: role.roleId,
      firstName: 'Test',
      lastName: `User ${n}`,
    });
    return {
      userId,
      employeeId,
      email,
      password,
      roleId: role.roleId,
    };
  }

  return {
    app,
    db,
    database,
    url,
    login,
    adminToken: () => login(TEST_ADMIN.email, TEST_ADMIN.password),
    createUser,
    async tokenFor(privileges, extra) {
      const u = await createUser(privileges, extra);
      return login(u.email, u.password);
    },
    auth,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}
