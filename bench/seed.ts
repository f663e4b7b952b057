/**
 * `npm run bench:seed -- --employees 100000 [--dir bench/.data/100000] [--attendance-days 10]`
 * Seeds a company of N employees for the benchmarks, in bulk (INSERT … SELECT generate_series, one
 * statement per table): users with one shared password hash, employees spread over departments,
 * an address, an emergency contact and a bank account each, leave balances, two leave requests
 * each (one approved, one pending), and attendance for the last `--attendance-days` working days.
 * Embedded database in `--dir` (default bench/.data/<N>), or with DATABASE_URL a fresh database
 * `charter_bench_<N>` on that PostgreSQL server (dropped and created; needs a superuser). Prints the time per table and writes bench/results/seed-<N>.json.
 * Seeding is not written to the audit trail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { registry } from '../src/generated/registry.ts';
import { withoutAudit } from '../src/server/audit/context.ts';
import { resourceDatabase } from '../src/generated/serverDatabase.ts';
import { rebuildTallies } from '../src/server/db/tally.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import type { Database } from '../src/server/db/database.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { bootstrap } from '../src/server/db/seed/bootstrap.ts';
import { arg, BENCH_ADMIN, BENCH_PASSWORD, benchDatabaseUrl, writeResult } from './common.ts';

const employees = Number(arg('employees', '1000'));
/** A year (260 working days) up to 4,000 employees; beyond, about a million attendance rows in all
 *  (10 days each at 100k), so a 100k seed fits in a minute. `--attendance-days 260` for the full year. */
const attendanceDays = Number(
  arg('attendance-days', String(Math.max(10, Math.min(260, Math.round(1_000_000 / employees))))),
);
const dir = path.resolve(arg('dir', `bench/.data/${employees}`));
const url = process.env.DATABASE_URL;

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Meera',
  'Kabir',
  'Isha',
  'Arjun',
  'Diya',
  'Nikhil',
  'Sara',
  'Dev',
  'Kavya',
  'Rahul',
  'Tara',
  'Aditya',
  'Nisha',
  'Karan',
  'Leela',
];
const LAST = [
  'Sharma',
  'Mehta',
  'Iyer',
  'Reddy',
  'Nair',
  'Gupta',
  'Kapoor',
  'Rao',
  'Das',
  'Joshi',
  'Menon',
  'Bose',
  'Pillai',
  'Khan',
  'Singh',
  'Verma',
  'Patel',
  'Chopra',
  'Sen',
  'Kulkarni',
];
const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);

async function open(): Promise<Database> {
  const target = benchDatabaseUrl(employees);
  if (url && target) {
    // A fresh database per company size on the given server (bench/common.ts).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = new URL(target).pathname.slice(1);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    return openDatabase({ kind: 'postgres', url: target, poolSize: 2 });
  }
  if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir: dir });
}

const database = await open();
const db = database.db;
const timings: Record<string, number> = {};
const step = async (name: string, work: () => Promise<unknown>) => {
  const began = performance.now();
  await work();
  timings[name] = Math.round(performance.now() - began);
  console.log(`  ${name.padEnd(22)} ${String(timings[name]).padStart(7)} ms`);
};

const began = performance.now();
console.log(`Seeding ${employees} employees into ${url ? 'PostgreSQL' : dir}`);
await step('migrate + bootstrap', async () => {
  await migrate(db, Object.values(registry));
  await bootstrap(db, { adminEmail: BENCH_ADMIN, adminPassword: BENCH_PASSWORD, seedDemo: false });
});
const hash = await hashPassword(BENCH_PASSWORD);
const departments = Math.max(5, Math.ceil(employees / 500));

await withoutAudit(async () => {
  // Bulk load: the generated rows are consistent by construction, so skip trigger work (the audit
  // trigger and foreign-key checks) while loading, as pg_restore does. Needs a superuser on
  // PostgreSQL; the embedded database always is one.
  await sql`set session_replication_role = replica`.execute(db);
  // Indexes are built once after the load (a sort each) instead of updated row by row, as pg_restore
  // does; primary keys stay. The rows are unique by construction, so the unique indexes build too.
  const loaded = [
    'user',
    'employee',
    'address',
    'emergencyContact',
    'account',
    'leaveBalance',
    'leaveRequest',
    'attendance',
  ];
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = any(${loaded})
      and indexname not in (select conname from pg_constraint)`.execute(db);
  await step('drop indexes', async () => {
    for (const ix of indexes) await sql`drop index ${sql.id(ix.indexname)}`.execute(db);
  });
  await step('organisation', async () => {
    await sql`insert into organization ("organizationName", "organizationDescription", attributes)
      values ('Bench Industries', 'A company for benchmarks', '{}')`.execute(db);
    await sql`insert into department (department, description, "organizationId", attributes)
      select 'Department ' || g, 'Benchmark department ' || g,
        (select min("organizationId") from organization), '{}'
      from generate_series(1, ${departments}) g`.execute(db);
  });
  await step('users', () =>
    sql`insert into "user" (email, "passwordHash", "createdAt", active, "roleId", "mustChangePassword")
      select 'bench' || g || '@bench.example', ${hash}, to_char(now() - (g || ' minutes')::interval, 'YYYY-MM-DD HH24:MI:SS'),
        true, (select "roleId" from role where role = 'Employee'), false
      from generate_series(1, ${employees}) g`.execute(db),
  );
  await step('employees', () =>
    sql`insert into employee ("userId", "employeeCode", "firstName", "lastName", gender, "departmentId",
        contact, "dateOfBirth", position, "joinDate", "adhaarNumber", "panNumber", "uanNumber", salary, attributes)
      select u."userId", 'BE' || lpad(u.n::text, 7, '0'),
        (${arr(FIRST)})[1 + u.n % 20], (${arr(LAST)})[1 + (u.n / 20) % 20] || ' ' || u.n,
        case when u.n % 2 = 0 then 'FEMALE' else 'MALE' end,
        (select min("departmentId") from department) + u.n % ${departments},
        lpad((9000000000 + u.n)::text, 10, '0'), date '1970-01-01' + (u.n % 12000),
        'Engineer', date '2015-01-01' + (u.n % 3000),
        lpad(u.n::text, 12, '1'), 'ABCDE' || lpad((u.n % 10000)::text, 4, '0') || 'F',
        lpad(u.n::text, 12, '2'), 30000 + u.n % 90000, '{}'
      from (select "userId", (row_number() over (order by "userId"))::int as n from "user"
            where email like 'bench%@bench.example') u`.execute(db),
  );
  const benchEmployees = sql`(select "employeeId" from employee where "employeeCode" like 'BE%')`;
  await step('records', async () => {
    await sql`insert into address ("employeeId", "addressType", "propertyNumber", "zipCode", country)
      select e."employeeId", 'PERMANENT', e."employeeId"::text, '"560001"', 'India'
      from ${benchEmployees} e`.execute(db);
    await sql`insert into "emergencyContact" ("employeeId", contact, relationship)
      select e."employeeId", '9876543210', 'Spouse' from ${benchEmployees} e`.execute(db);
    await sql`insert into account ("employeeId", "bankName", "accountNumber", ifsc, branch)
      select e."employeeId", 'Axis Bank', lpad(e."employeeId"::text, 12, '3'), 'UTIB0000123', 'Main'
      from ${benchEmployees} e`.execute(db);
  });
  await step('leave', async () => {
    await sql`insert into "leaveBalance" ("employeeId", "leaveTypeId", "accruedLeave", "usedLeave", "carryForward", "lastAccruedMonth")
      select e."employeeId", t."leaveTypeId", 10, 2, 0, to_char(now(), 'YYYY-MM')
      from ${benchEmployees} e cross join "leaveType" t`.execute(db);
    await sql`insert into "leaveRequest" ("employeeId", "leaveType", "startDate", "endDate", "numberOfDays", reason, status, "createdAt")
      select e."employeeId", 'PLANNED', current_date - 60 - (e."employeeId" % 200)::int, current_date - 59 - (e."employeeId" % 200)::int,
        2, 'Family visit', 'APPROVED', now() - interval '70 days'
      from ${benchEmployees} e
      union all
      select e."employeeId", 'SICK', current_date + 10 + (e."employeeId" % 100)::int, current_date + 10 + (e."employeeId" % 100)::int,
        1, 'Medical appointment', 'PENDING', now()
      from ${benchEmployees} e`.execute(db);
  });
  await step('attendance', () =>
    sql`insert into attendance ("userId", date, "clockInTime", "clockOutTime", latitude, longitude, "attendanceMarked")
      select e."userId", d::date, '09:0' || (e."employeeId" % 10), '18:0' || (e."employeeId" % 10), 12.97, 77.59, true
      from employee e
      cross join generate_series((current_date - ${Math.ceil(attendanceDays * 1.4)}::int)::timestamp,
        (current_date - 1)::timestamp, interval '1 day') d
      where e."employeeCode" like 'BE%' and extract(isodow from d) < 6`.execute(db),
  );
  await step('build indexes', async () => {
    await sql`set maintenance_work_mem = '256MB'`.execute(db);
    for (const ix of indexes) await sql.raw(ix.indexdef).execute(db);
  });
  await sql`set session_replication_role = default`.execute(db);
  // The kept counts (per department, per status) are kept by triggers, which did not run during the load.
  await step('tally', () =>
    rebuildTallies(db, Object.values(resourceDatabase).flatMap((d) => d.tallies ?? [])),
  );
  // Statistics for the planner, and the visibility map that lets the list's covering indexes answer
  // without reading rows (the embedded database has no autovacuum to do it later).
  await step('vacuum analyze', () => sql`vacuum analyze`.execute(db));
});

const totalMs = Math.round(performance.now() - began);
const counts = Object.fromEntries(
  await Promise.all(
    ['employee', 'address', 'leaveRequest', 'attendance'].map(async (table) => [
      table,
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db))
          .rows[0].n,
      ),
    ]),
  ),
);
await database.close();
console.log(`  ${'total'.padEnd(22)} ${String(totalMs).padStart(7)} ms`, counts);
writeResult(`seed-${employees}${url ? '-postgres' : ''}`, {
  employees,
  attendanceDays,
  engine: url ? 'postgres' : 'pglite',
  totalMs,
  timings,
  counts,
});
