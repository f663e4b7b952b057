// List totals come from per-department counts kept by triggers (declared in
// resources/employee/employee.database.ts, read by employee.tally.queries.server.ts), not from
// counting the employee table. After every kind of write (insert, transfer, bulk transfer,
// removal through the user, a rolled-back transaction) each list's total must equal a real count.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEmployees } from '../../resources/employee/employee.pages.queries.server.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let a: number;
let b: number;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.db
    .insertInto('organization')
    .values({ organizationName: 'Tally Org', organizationDescription: 'Counted', attributes: '{}' })
    .returning('organizationId')
    .executeTakeFirstOrThrow();
  const branch = await t.db
    .insertInto('branch')
    .values({ branchName: 'Tally Branch', organizationId: org.organizationId, attributes: '{}' })
    .returning('branchId')
    .executeTakeFirstOrThrow();
  branchId = Number(branch.branchId);
  const dept = (name: string, inBranch: boolean) =>
    t.db
      .insertInto('department')
      .values({
        department: name,
        description: 'Counted',
        attributes: '{}',
        branchId: inBranch ? branchId : null,
      })
      .returning('departmentId')
      .executeTakeFirstOrThrow()
      .then((d) => Number(d.departmentId));
  a = await dept('Tally A', true);
  b = await dept('Tally B', false);
});
afterAll(() => t.close());

/** Every list's total as the list reports it, and as counting the rows gives it. */
async function totals() {
  const filters = {
    all: {},
    a: { departmentId: a },
    b: { departmentId: b },
    none: { unassigned: true },
    branch: { branchId },
  };
  const reported: Record<string, number> = {};
  for (const [name, filter] of Object.entries(filters)) {
    reported[name] = (
      await pageEmployees(t.db, { ...filter, sort: 'storage', offset: 0, limit: 1 })
    ).total;
  }
  const count = async (where: ReturnType<typeof sql>) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from employee e where ${where}`.execute(
        t.db,
      )
    ).rows[0].n;
  const counted = {
    all: await count(sql`true`),
    a: await count(sql`e."departmentId" = ${a}`),
    b: await count(sql`e."departmentId" = ${b}`),
    none: await count(sql`e."departmentId" is null`),
    branch: await count(
      sql`e."departmentId" in (select "departmentId" from department where "branchId" = ${branchId})`,
    ),
  };
  return { reported, counted };
}

async function expectExact() {
  const { reported, counted } = await totals();
  expect(reported).toEqual(counted);
  return counted;
}

const moveTo = (departmentId: number | null, ids: number[]) =>
  t.db.updateTable('employee').set({ departmentId }).where('employeeId', 'in', ids).execute();

describe('list totals from kept counts', () => {
  it('match a real count after inserts, transfers, bulk transfers and removals', async () => {
    const start = await expectExact();
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await t.createUser([]));
    const ids = people.map((p) => p.employeeId);
    expect((await expectExact()).none).toBe(start.none + 4);

    await moveTo(a, ids.slice(0, 3));
    expect((await expectExact()).a).toBe(start.a + 3);
    // One statement moving rows in both directions and to no department.
    await t.db
      .updateTable('employee')
      .set({
        departmentId: sql`case when "employeeId" = ${ids[0]} then ${b}::bigint
          when "employeeId" = ${ids[3]} then ${a}::bigint else null end`,
      })
      .where('employeeId', 'in', ids)
      .execute();
    const after = await expectExact();
    expect([after.a, after.b, after.branch]).toEqual([start.a + 1, start.b + 1, start.branch + 1]);

    // An update that leaves the department alone changes no count.
    await t.db
      .updateTable('employee')
      .set({ position: 'Counter' })
      .where('employeeId', 'in', ids)
      .execute();
    expect(await expectExact()).toEqual(after);

    // Removing the user removes the employee (cascade).
    await t.db.deleteFrom('user').where('userId', '=', people[3].userId).execute();
    expect((await expectExact()).a).toBe(start.a);
  });

  it('keep nothing of a transaction that rolled back', async () => {
    const before = await expectExact();
    const someone = await t.createUser([]);
    const now = await expectExact();
    await expect(
      t.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('employee')
          .set({ departmentId: b })
          .where('employeeId', '=', someone.employeeId)
          .execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await expectExact()).toEqual(now);
    expect(now.all).toBe(before.all + 1);
  });

  it('are recounted from the rows by a migration', async () => {
    const before = await expectExact();
    await sql`update "employeeTally" set n = n + 7`.execute(t.db);
    await sql`select charter_employee_tally_rebuild()`.execute(t.db);
    expect(await expectExact()).toEqual(before);
  });

  it("give the dashboard's headcount of active accounts per department", async () => {
    const token = await t.adminToken();
    const headcount = async () => {
      const res = await t.app.inject({ url: '/api/v1/dashboard/summary', headers: t.auth(token) });
      return res.json().headcountByDepartment as { departmentId: number | null; count: number }[];
    };
    // What it means, counted from the rows: employees with an account that is active.
    const counted = async () =>
      (
        await sql<{ departmentId: number | null; count: number }>`
          select e."departmentId", count(*)::int as count from employee e
            join "user" u on u."userId" = e."userId" and u.active
          group by 1`.execute(t.db)
      ).rows;
    const expectSame = async () => {
      const byDept = (rows: { departmentId: number | null; count: number }[]) =>
        Object.fromEntries(rows.map((r) => [String(r.departmentId), r.count]));
      const shown = await headcount();
      expect(byDept(shown)).toEqual(byDept(await counted()));
      // Largest first.
      expect(shown.map((r) => r.count)).toEqual(
        [...shown.map((r) => r.count)].sort((x, y) => y - x),
      );
      return byDept(shown);
    };
    const before = await expectSame();
    const one = await t.createUser([]);
    const two = await t.createUser([]);
    await moveTo(b, [one.employeeId, two.employeeId]);
    expect((await expectSame())[String(b)]).toBe((before[String(b)] ?? 0) + 2);
    await t.db
      .updateTable('user')
      .set({ active: false })
      .where('userId', '=', one.userId)
      .execute();
    expect((await expectSame())[String(b)]).toBe((before[String(b)] ?? 0) + 1);
    // An employee without an account is not counted either.
    await t.db
      .insertInto('employee')
      .values({ firstName: 'No', lastName: 'Account', departmentId: b, attributes: '{}' })
      .execute();
    expect((await expectSame())[String(b)]).toBe((before[String(b)] ?? 0) + 1);
    await t.db.updateTable('user').set({ active: true }).where('userId', '=', one.userId).execute();
    expect((await expectSame())[String(b)]).toBe((before[String(b)] ?? 0) + 2);
  });
});
