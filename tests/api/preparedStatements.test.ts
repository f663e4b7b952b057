// The hot reads of the database path run as named statements on PostgreSQL (src/server/db/prepared.ts):
// a connection parses and plans them once. They answer what an unnamed statement answers, also
// after the table they read changes under them, and the names stay within their bound. On PGlite
// the same reads run unnamed; the answers are checked on both engines. The PostgreSQL test comes
// first: the bound is per process, and the last test fills it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED, runPrepared } from '../../src/server/db/prepared.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

const employee = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/employee/${id}`, headers: t.auth(token) });

onPostgres('on PostgreSQL', () => {
  it('keeps a read by primary key prepared on its connection, and no more names than the bound', async () => {
    await t.db.connection().execute(async (conn) => {
      const read = (id: number) =>
        runPrepared(conn, sql<{ id: number }>`select ${id}::int as id from employee limit 1`);
      expect(await read(1)).toEqual(expect.any(Array));
      await read(2);
      for (let i = 0; i < MAX_PREPARED + 8; i++)
        await runPrepared(conn, sql`select ${sql.raw(String(i))}::int as n, ${i}::int as m`);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(conn);
      expect(rows.some((r) => r.statement.includes('from employee limit 1'))).toBe(true);
      expect(rows.length).toBeLessThanOrEqual(MAX_PREPARED);
    });
  });

  it("opens its connections without parallel workers (a request's statement is short; the pool is the concurrency)", async () => {
    const { rows } = await sql<{
      max_parallel_workers_per_gather: string;
    }>`show max_parallel_workers_per_gather`.execute(t.db);
    expect(rows[0].max_parallel_workers_per_gather).toBe('0');
  });
});

describe('named statements', () => {
  it('answers an employee the same after the employee table gains a column', async () => {
    const { employeeId } = await t.createUser([]);
    // More than PostgreSQL's five custom plans, so its generic plan is in use.
    const first = await employee(employeeId);
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 7; i++) expect((await employee(employeeId)).body).toBe(first.body);
    await sql`alter table employee add column "preparedProbe" text`.execute(t.db);
    try {
      const after = await employee(employeeId);
      expect(after.statusCode).toBe(200);
      expect(after.body).toBe(first.body);
    } finally {
      await sql`alter table employee drop column "preparedProbe"`.execute(t.db);
    }
    expect((await employee(employeeId)).body).toBe(first.body);
  });

  it('runs texts past the bound unnamed, with the same answers', async () => {
    const texts = MAX_PREPARED + 8;
    for (let i = 0; i < texts; i++) {
      const rows = await runPrepared(
        t.db,
        sql<{ n: number }>`select ${sql.raw(String(i))}::int + ${i} as n`,
      );
      expect(rows).toEqual([{ n: 2 * i }]);
    }
  });
});
