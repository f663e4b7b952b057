/**
 * How many leave requests each status has, kept by triggers on `leaveRequest` (tally.ts), so the
 * pending list's total reads one row instead of counting every pending request after each write:
 * 100,000 pending requests took 14–97 ms to count on PostgreSQL, on every first read after a write
 * (bench/RESULTS.md). A request counts when it names its employee, as the lists (which join it) do.
 * Every request of one status updates that status's row, so two transactions creating requests
 * take turns on it until the first commits: a few milliseconds, once per request.
 */
import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import { installTally, rebuildTally, type TallySpec } from './tally.ts';

const LEAVE_TALLY: TallySpec = {
  name: 'leave_tally',
  table: 'leaveTally',
  keyColumn: 'status',
  keyType: 'text',
  source: 'leaveRequest',
  id: 'leaveId',
  key: (r) => `case when ${r}."employeeId" is not null then ${r}.status end`,
};

/** Creates the table and its triggers, and counts what is there (a migration step). */
export const installLeaveTally = (tx: Transaction<unknown>) => installTally(tx, LEAVE_TALLY);

/** Counts again from the rows: after a bulk load that ran without triggers (bench/seed.ts). */
export const rebuildLeaveTally = (db: Db | Transaction<unknown>) => rebuildTally(db, LEAVE_TALLY);
