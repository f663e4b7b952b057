// What the leave request table needs beyond its schema (src/server/db/declare.ts): the pending
// list's order, the dates a request spans, and how many requests each status has.
import { defineDatabase, type TallySpec } from '../../src/server/db/declare.ts';

/**
 * The days a leave request spans, as a range (`alias`: `l.` for a query's table). In date order
 * whatever the row says: a range whose end comes before its start is an error, and no migration may
 * fail on an old row.
 */
export const leaveDays = (alias = '') => {
  const [start, end] = [`${alias}"startDate"`, `${alias}"endDate"`];
  return `daterange(least(${start}, ${end}), greatest(${start}, ${end}), '[]')`;
};

/**
 * How many leave requests each status has, so the pending list's total reads one row instead of
 * counting every pending request after each write: 100,000 pending requests took 14–97 ms to count
 * on PostgreSQL, on every first read after a write (bench/RESULTS.md). A request counts when it names
 * its employee, as the lists (which join it) do. Every request of one status updates that status's
 * row, so two transactions creating requests take turns on it until the first commits: a few
 * milliseconds, once per request.
 */
export const LEAVE_TALLY: TallySpec = {
  name: 'leave_tally',
  table: 'leaveTally',
  keyColumn: 'status',
  keyType: 'text',
  source: 'leaveRequest',
  id: 'leaveId',
  key: (r) => `case when ${r}."employeeId" is not null then ${r}.status end`,
};

export const database = defineDatabase({
  indexes: [
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
  ],
  retiredIndexes: [
    // (status, "endDate") for the dashboard's dates, which ix_leaveRequest_dates answers since 6c00f18.
    'ix_leaveRequest_status_endDate',
  ],
  tallies: [LEAVE_TALLY],
});
