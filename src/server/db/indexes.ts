/**
 * Indexes the schemas cannot declare (x-table indexes are plain column lists): expression indexes
 * for the orders, filters and searches the console offers, created by every migration if missing.
 * - the employee list sorted by name (lower(first), lower(last), id), whole and per department, with
 *   the name columns included so the page's ids come from an index-only scan;
 *   by id (primary key) and per department by id;
 * - name search: a trigram index on lower(first || ' ' || last) for `like '%term%'` (pg_trgm ships
 *   with PostgreSQL and is loaded into PGlite by database.ts);
 * - leave requests by status and start date (the pending list) and by the dates they span (who is
 *   on leave today, this month's requests), inactive accounts, attendance by date (dashboard);
 * - leave balances by the last month they accrued (the accrual's search for lagging balances).
 * Change an index by adding a new name; never edit a shipped definition; retire one by moving its
 * name to RETIRED_INDEXES.
 */
import { sql, type Transaction } from 'kysely';

const NAME = `lower(coalesce("firstName", '')), lower(coalesce("lastName", ''))`;
const FULL_NAME = `lower(coalesce("firstName", '') || ' ' || coalesce("lastName", ''))`;
/**
 * The days a leave request spans, as a range (`alias`: `l.` for a query's table). In date order whatever the row says: a range whose
 * end comes before its start is an error, and no migration may fail on an old row.
 */
export const leaveDays = (alias = '') => {
  const [start, end] = [`${alias}"startDate"`, `${alias}"endDate"`];
  return `daterange(least(${start}, ${end}), greatest(${start}, ${end}), '[]')`;
};

export const PERFORMANCE_INDEXES: { name: string; table: string; definition: string }[] = [
  {
    name: 'ix_employee_name_order',
    table: 'employee',
    definition: `(${NAME}, "employeeId") include ("firstName", "lastName")`,
  },
  {
    name: 'ix_employee_department_order',
    table: 'employee',
    definition: `("departmentId", "employeeId")`,
  },
  {
    name: 'ix_employee_department_name_order',
    table: 'employee',
    definition: `("departmentId", ${NAME}, "employeeId") include ("firstName", "lastName")`,
  },
  {
    name: 'ix_employee_name_trgm',
    table: 'employee',
    definition: `using gin (${FULL_NAME} gin_trgm_ops)`,
  },
  {
    name: 'ix_leaveRequest_status_start',
    table: 'leaveRequest',
    definition: `(status, "startDate" desc, "leaveId" desc)`,
  },
  // Who is on leave today and this month's requests (dashboard): an overlap of dates. A btree on
  // (status, endDate) bounds one end only (every request still to come, in a year's history): this
  // month's requests in 0.1 ms instead of 7 at 200k requests (bench/RESULTS.md, 2026-11-28 night).
  // Range types and GiST are core on both engines.
  {
    name: 'ix_leaveRequest_dates',
    table: 'leaveRequest',
    definition: `using gist (${leaveDays()})`,
  },
  // The dashboard's headcount leaves out employees of inactive accounts: a handful, found here.
  {
    name: 'ix_user_inactive',
    table: 'user',
    definition: `("userId") where active is not true`,
  },
  { name: 'ix_attendance_date', table: 'attendance', definition: `(date)` },
  // The accrual at every start and every hour looks for balances behind the current month: almost
  // always none, found without reading every balance.
  {
    name: 'ix_leaveBalance_lastAccruedMonth',
    table: 'leaveBalance',
    definition: `("lastAccruedMonth")`,
  },
];

/**
 * Shipped indexes nothing asks any more, dropped by every migration: each costs every write of its
 * table. A name retired here is never reused.
 */
export const RETIRED_INDEXES = [
  // (status, "endDate") for the dashboard's dates, which ix_leaveRequest_dates answers since 6c00f18.
  'ix_leaveRequest_status_endDate',
];

/**
 * pg_trgm, when it is there or may be created. A PostgreSQL role without CREATE on the database
 * cannot add it: the migration then goes on without the trigram index (search scans instead).
 */
async function trigramsAvailable(tx: Transaction<unknown>): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(tx);
  if (rows.length) return true;
  await sql`savepoint charter_trgm`.execute(tx);
  try {
    await sql`create extension if not exists pg_trgm`.execute(tx);
    await sql`release savepoint charter_trgm`.execute(tx);
    return true;
  } catch (err) {
    await sql`rollback to savepoint charter_trgm`.execute(tx);
    console.warn(
      `pg_trgm unavailable, name search runs without its index: ${(err as Error).message}`,
    );
    return false;
  }
}

export async function createPerformanceIndexes(tx: Transaction<unknown>): Promise<void> {
  for (const name of RETIRED_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(tx);
  const trigrams = await trigramsAvailable(tx);
  for (const ix of PERFORMANCE_INDEXES) {
    if (!trigrams && ix.definition.includes('gin_trgm_ops')) continue;
    await sql`create index if not exists ${sql.id(ix.name)} on ${sql.id(ix.table)} ${sql.raw(
      ix.definition,
    )}`.execute(tx);
  }
}
