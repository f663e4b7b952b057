/**
 * The demo company seeded on first start. The shared test template is built without it, so this file
 * opens its own empty database (in-memory PGlite, or a fresh database when TEST_DATABASE_URL is set),
 * migrates it and runs the real first-start bootstrap with the demo on.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { buildApp } from '../../src/server/app.ts';
import type { Database, Db } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { bootstrap, type BootstrapResult } from '../../src/server/db/seed/bootstrap.ts';
import { createAjv } from '../../src/shared/createAjv.ts';
import { storedColumns } from '../../src/shared/columns.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { TEST_JWT_SECRET } from '../helpers/constants.ts';
import { openEmptyDatabase } from '../helpers/postgres.ts';

const ADMIN = { adminEmail: 'admin@charter.test', adminPassword: 'Adm1n!seed-test' };
const schemas = Object.values(registry) as ResourceSchema[];

let database: Database;
let db: Db;
let dropDatabase: (() => Promise<void>) | undefined;
let seeded: BootstrapResult;

beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openEmptyDatabase('charter_seed'));
  db = database.db;
  await migrate(db, schemas);
  seeded = await bootstrap(db, { ...ADMIN, seedDemo: true });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

const rows = (table: string) => db.selectFrom(table).selectAll().execute();

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const s of schemas) {
    const { n } = await db
      .selectFrom(s['x-resource'])
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    counts[s['x-resource']] = n;
  }
  return counts;
}

describe('the demo company', () => {
  it('has at least 25 demo employees, each in a department', async () => {
    const demo = (await rows('employee')).filter((e) => /^NW\d+$/.test(e.employeeCode));
    expect(demo.length).toBeGreaterThanOrEqual(25);
    const departments = new Set((await rows('department')).map((d) => d.departmentId));
    for (const e of demo) expect(departments.has(e.departmentId)).toBe(true);
  });

  it('gives every department a manager who works in it, under the organisation and a branch', async () => {
    const employees = new Map((await rows('employee')).map((e) => [e.employeeId, e]));
    const [org] = await rows('organization');
    const branches = await rows('branch');
    expect(branches.length).toBeGreaterThanOrEqual(2);
    for (const b of branches) expect(b.organizationId).toBe(org.organizationId);
    const departments = await rows('department');
    expect(departments.length).toBeGreaterThanOrEqual(5);
    for (const d of departments) {
      expect(employees.get(d.managerId)?.departmentId).toBe(d.departmentId);
      expect(d.organizationId).toBe(org.organizationId);
      expect(branches.map((b) => b.branchId)).toContain(d.branchId);
    }
  });

  it('has leave requests in every state, decided by the department manager', async () => {
    const requests = await rows('leaveRequest');
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'DECLINED']),
    );
    const employees = new Map((await rows('employee')).map((e) => [e.employeeId, e]));
    const managerOf = new Map((await rows('department')).map((d) => [d.departmentId, d.managerId]));
    for (const r of requests) {
      const dept = employees.get(r.employeeId)!.departmentId;
      if (r.status === 'PENDING') expect(r.approverId).toBeNull();
      else expect(r.approverId).toBe(managerOf.get(dept));
      expect(r.approverId).not.toBe(r.employeeId);
    }
  });

  it('keeps each request within its dates and apart from the same employee’s others', async () => {
    const requests = await rows('leaveRequest');
    const dayMs = 86_400_000;
    for (const r of requests) {
      const range = (Date.parse(r.endDate) - Date.parse(r.startDate)) / dayMs + 1;
      expect(r.numberOfDays).toBeGreaterThanOrEqual(1);
      expect(r.numberOfDays).toBeLessThanOrEqual(range);
      for (const o of requests) {
        if (o === r || o.employeeId !== r.employeeId) continue;
        expect(o.endDate < r.startDate || o.startDate > r.endDate).toBe(true);
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(requests.some((r) => r.startDate < today)).toBe(true);
    expect(requests.some((r) => r.startDate > today)).toBe(true);
  });

  it('gives every employee a balance for both leave types that covers their pending requests', async () => {
    const types = await rows('leaveType');
    expect(types.map((t) => t.leaveType).sort()).toEqual(['PLANNED', 'SICK']);
    const balances = await rows('leaveBalance');
    const key = (employeeId: number, leaveTypeId: number) => `${employeeId}:${leaveTypeId}`;
    const byKey = new Map(balances.map((b) => [key(b.employeeId, b.leaveTypeId), b]));
    for (const e of await rows('employee'))
      for (const t of types) expect(byKey.has(key(e.employeeId, t.leaveTypeId))).toBe(true);
    const typeId = new Map(types.map((t) => [t.leaveType, t.leaveTypeId]));
    for (const r of (await rows('leaveRequest')).filter((x) => x.status === 'PENDING')) {
      const b = byKey.get(key(r.employeeId, typeId.get(r.leaveType)))!;
      expect(r.numberOfDays).toBeLessThanOrEqual(b.accruedLeave + b.carryForward);
    }
  });

  it('has reviews with every rating, written by managers about their own reports', async () => {
    const reviews = await rows('performance');
    expect(new Set(reviews.map((r) => r.rating))).toEqual(
      new Set(['VERY_POOR', 'POOR', 'FAIR', 'GOOD', 'EXCELLENT']),
    );
    const employees = new Map((await rows('employee')).map((e) => [e.employeeId, e]));
    const managerOf = new Map((await rows('department')).map((d) => [d.departmentId, d.managerId]));
    for (const r of reviews) {
      expect(r.reviewerId).not.toBe(r.employeeId);
      expect(managerOf.get(employees.get(r.employeeId)!.departmentId)).toBe(r.reviewerId);
    }
  });

  it('configures one attendance location, a nine-hour shift and recent attendance', async () => {
    expect(await rows('attendanceLocation')).toHaveLength(1);
    expect((await rows('shiftDuration')).map((s) => s.shiftDuration)).toEqual(['PT9H']);
    const attendance = await rows('attendance');
    expect(attendance.length).toBeGreaterThan(0);
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    for (const a of attendance) expect(a.date < local).toBe(true);
  });

  it('writes only rows that satisfy their schemas', async () => {
    const ajv = createAjv();
    const { userId: adminUserId } = await db
      .selectFrom('user')
      .select(['userId'])
      .where('email', '=', ADMIN.adminEmail)
      .executeTakeFirstOrThrow();
    for (const s of schemas) {
      const stored = new Set(storedColumns(s));
      const { $id: _id, ...rest } = s as ResourceSchema & { $id?: string };
      const validate = ajv.compile({
        ...rest,
        required: (s.required ?? []).filter((r) => stored.has(r)),
      });
      for (const row of await rows(s['x-resource'])) {
        // The administrator's employee row comes from bootstrap, not the demo, and has no department.
        if (s['x-resource'] === 'employee' && row.userId === adminUserId) continue;
        const value = Object.fromEntries(
          Object.entries(row)
            .filter(([, v]) => v !== null)
            .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
        );
        const ok = validate(value);
        expect(ok ? [] : [s['x-resource'], value, validate.errors]).toEqual([]);
      }
    }
  });
});

describe('bootstrap after the demo', () => {
  it('changes nothing on a second start and says so', async () => {
    const before = await rowCounts();
    const again = await bootstrap(db, { ...ADMIN, seedDemo: true });
    expect(again).toEqual({ created: false, logins: [] });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the printed demo logins', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      database,
      schemas,
      config: {
        staticDir: '/nonexistent',
        jwtSecret: TEST_JWT_SECRET,
        loginRateLimit: { max: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => app.close());

  const signIn = async (role: string) => {
    const login = seeded.logins.find((l) => l.role === role)!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: login.email, password: login.password },
    });
    expect(res.statusCode).toBe(200);
    // Demo logins are there to be tried: not temporary (issue #24 §2), unlike a generated admin's.
    expect(res.json().mustChangePassword).toBe(false);
    return res.json().loginUser;
  };
  const tokenOf = async (role: string) => {
    const login = seeded.logins.find((l) => l.role === role)!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: login.email, password: login.password },
    });
    return res.json().token as string;
  };

  it('prints exactly one Manager and one Employee besides the administrator', () => {
    expect(seeded.created).toBe(true);
    expect(seeded.logins.map((l) => l.role).sort()).toEqual(['Employee', 'Manager', 'SuperAdmin']);
  });

  it('lets the Manager and the Employee sign in, the Manager running the Employee’s department', async () => {
    const manager = await signIn('Manager');
    const employee = await signIn('Employee');
    expect(manager.roles[0].role).toBe('Manager');
    expect(employee.roles[0].role).toBe('Employee');
    const departmentId = employee.departments[0].departmentId;
    const dept = await db
      .selectFrom('department')
      .select(['managerId'])
      .where('departmentId', '=', departmentId)
      .executeTakeFirstOrThrow();
    expect(dept.managerId).toBe(manager.employeeId);
    const { n } = await db
      .selectFrom('employee')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('departmentId', '=', departmentId)
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(2);
  });

  it('lets the Manager delete the reviews she wrote, and only those (403 on another’s)', async () => {
    const manager = await signIn('Manager');
    const token = await tokenOf('Manager');
    const remove = (performanceId: unknown) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/performance?performanceId=${performanceId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const reviews = await rows('performance');
    const own = reviews.find((r) => r.reviewerId === manager.employeeId)!;
    const others = reviews.find((r) => r.reviewerId !== manager.employeeId)!;
    expect(own && others).toBeTruthy();

    const refused = await remove(others.performanceId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Only the author of a review may change it.',
    });
    expect((await remove('abc')).statusCode).toBe(400);
    expect(await rows('performance')).toHaveLength(reviews.length);

    expect((await remove(own.performanceId)).statusCode).toBe(204);
    const left = await rows('performance');
    expect(left).toHaveLength(reviews.length - 1);
    expect(left.some((r) => r.performanceId === own.performanceId)).toBe(false);
    expect(left.some((r) => r.performanceId === others.performanceId)).toBe(true);
  });
});
