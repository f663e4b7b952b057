/**
 * Issue #23 §3: the seeded Manager deletes the reviews she wrote on databases created before that
 * privilege was seeded, too. A start grants DELETE_PERFORMANCE_RECORD to a Manager role still as an
 * earlier version seeded it, once; a Manager role an admin customised is left alone.
 *
 * One database, started the way `npm start` does (migrate, bootstrap, app) several times. "An older
 * database" is this one put back as the previous version left it: the Manager role with the
 * previous seed's privileges and no record of the upgrade.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { buildApp } from '../../src/server/app.ts';
import type { Database, Db } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { bootstrap, type Login } from '../../src/server/db/seed/bootstrap.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { TEST_JWT_SECRET } from '../helpers/constants.ts';
import { openEmptyDatabase } from '../helpers/postgres.ts';

const ADMIN = { adminEmail: 'admin@charter.test', adminPassword: 'Adm1n!upgrade-test' };
const UPGRADE = 'seed:2026-11-25-manager-deletes-own-reviews';
const schemas = Object.values(registry) as ResourceSchema[];

/** What the seed gave the Manager from 2026-11-23 until this upgrade, as shipped. */
const PREVIOUS_MANAGER = [
  'CREATE_LEAVE_REQUEST',
  'GET_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_APPROVED_REQUEST_OF_EMPLOYEE',
  'GET_DECLINED_REQUEST_OF_EMPLOYEE',
  'GET_ALL_LEAVE_TYPES',
  'GET_SHIFT_DURATION',
  'GET_ALL_SKILL',
  'GET_ALL_DESIGNATION',
  'GET_HOLIDAYS',
  'GET_ALL_EMPLOYEES',
  'FIND_EMPLOYEE_BY_ID',
  'SEARCH_EMPLOYEE_BY_NAME',
  'SEARCH_EMPLOYEE_BY_MANAGER_ID',
  'GET_EMPLOYEES_OF_DEPARTMENT',
  'GET_ALL_EMPLOYEE_ATTRIBUTES',
  'GET_EMPLOYEE_EMERGENCY_CONTACT',
  'GETALL_DEPARTMENTS',
  'GET_ALL_DEPARTMENT_ATTRIBUTES',
  'GET_ALL_ORGANIZATIONS',
  'GET_ALL_ORGANIZATION_ATTRIBUTES',
  'GET_DEPARTMENTS_OF_ORGANIZATION',
  'GET_BRANCHES_OF_ORGANIZATION',
  'GET_ALL_BRANCH',
  'GET_BRANCH_ATTRIBUTE',
  'ADD_EMPLOYEE_PERFORMANCE',
  'GET_PERFORMANCE_BY_REVIEWER',
  'GET_ALL_PERFORMANCE_OF_EMPLOYEE',
  'APPROVE_LEAVE_REQUEST',
  'DECLINE_LEAVE_REQUEST',
  'GET_ALL_ATTENDANCE_LOCATION',
];

let database: Database;
let db: Db;
let dropDatabase: (() => Promise<void>) | undefined;
let manager: Login;
let app: FastifyInstance | undefined;

/** What `npm start` does before listening: migrate, then the idempotent first-start seeding. */
async function start() {
  await app?.close();
  await migrate(db, schemas);
  const seeded = await bootstrap(db, { ...ADMIN, seedDemo: true });
  app = await buildApp({
    database,
    schemas,
    config: {
      staticDir: '/nonexistent',
      jwtSecret: TEST_JWT_SECRET,
      loginRateLimit: { max: 1000, windowMs: 60_000 },
    },
  });
  return seeded;
}

async function managerPrivileges(): Promise<string[]> {
  const row = await db
    .selectFrom('role')
    .select(['privilege'])
    .where('role', '=', 'Manager')
    .executeTakeFirstOrThrow();
  const value = row.privilege as unknown;
  return (typeof value === 'string' ? JSON.parse(value) : value) as string[];
}

/** Puts the database back as the previous version left it, with this Manager privilege set. */
async function asOlderDatabase(privileges: string[]) {
  await db
    .updateTable('role')
    .set({ privilege: JSON.stringify(privileges) })
    .where('role', '=', 'Manager')
    .execute();
  await sql`delete from "_migration" where name = ${UPGRADE}`.execute(db);
}

/** Signs in as the seeded Manager and deletes one review she wrote: the status of the DELETE. */
async function managerDeletesOwnReview(): Promise<number> {
  const signIn = await app!.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: manager.email, password: manager.password },
  });
  expect(signIn.statusCode).toBe(200);
  const { token, loginUser } = signIn.json();
  const own = await db
    .selectFrom('performance')
    .select(['performanceId'])
    .where('reviewerId', '=', loginUser.employeeId)
    .executeTakeFirstOrThrow();
  const res = await app!.inject({
    method: 'DELETE',
    url: `/api/v1/performance?performanceId=${own.performanceId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openEmptyDatabase('charter_seed_upgrade'));
  db = database.db;
  const seeded = await start();
  manager = seeded.logins.find((l) => l.role === 'Manager')!;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase?.();
});

describe('the seeded Manager role on a database from before DELETE_PERFORMANCE_RECORD', () => {
  it('gains the privilege at the next start when untouched, and deletes her own review', async () => {
    await asOlderDatabase(PREVIOUS_MANAGER);
    // The older database as it was: the Manager may not delete her reviews.
    expect(await managerDeletesOwnReview()).toBe(403);

    await start();
    const privileges = await managerPrivileges();
    expect(privileges).toContain('DELETE_PERFORMANCE_RECORD');
    expect(new Set(privileges)).toEqual(
      new Set([...PREVIOUS_MANAGER, 'DELETE_PERFORMANCE_RECORD']),
    );
    expect(await managerDeletesOwnReview()).toBe(204);
  });

  it('gains it too when untouched since before the holiday calendar (no GET_HOLIDAYS)', async () => {
    await asOlderDatabase(PREVIOUS_MANAGER.filter((p) => p !== 'GET_HOLIDAYS'));
    await start();
    expect(await managerPrivileges()).toContain('DELETE_PERFORMANCE_RECORD');
  });

  it('runs once: a privilege the admin takes away afterwards is not given back at later starts', async () => {
    await asOlderDatabase(PREVIOUS_MANAGER);
    await start();
    expect(await managerPrivileges()).toContain('DELETE_PERFORMANCE_RECORD');
    // The admin removes it on the role screen; the next two starts leave their choice alone.
    await db
      .updateTable('role')
      .set({ privilege: JSON.stringify(PREVIOUS_MANAGER) })
      .where('role', '=', 'Manager')
      .execute();
    await start();
    await start();
    expect(new Set(await managerPrivileges())).toEqual(new Set(PREVIOUS_MANAGER));
    expect(await managerDeletesOwnReview()).toBe(403);
  });

  it('leaves a customised Manager role alone', async () => {
    const customised = [
      ...PREVIOUS_MANAGER.filter((p) => p !== 'GET_ALL_SKILL'),
      'GET_ALL_LEAVE_REQUESTS',
    ];
    await asOlderDatabase(customised);
    await start();
    const after = await managerPrivileges();
    expect(after).toEqual(customised);
    expect(after).not.toContain('DELETE_PERFORMANCE_RECORD');
    expect(await managerDeletesOwnReview()).toBe(403);
  });
});
