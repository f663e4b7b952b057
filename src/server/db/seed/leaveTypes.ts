/**
 * The leave types every company starts with (contract §6.1 #21): the UI knows PLANNED as 'Planned
 * Leave' and SICK as 'Medical Leave'. Inserted when missing on every start, never overwritten, so
 * an admin's edits to them survive restarts.
 */
import { sql } from 'kysely';
import type { Db } from '../database.ts';

// prettier-ignore
export const LEAVE_TYPES = [
  { leaveType: 'PLANNED', description: 'Planned Leave', leavesPerMonth: 2, totalLeaves: 24, carryForwardLimit: 12, isPaidLeave: true },
  { leaveType: 'SICK', description: 'Medical Leave', leavesPerMonth: 1, totalLeaves: 12, carryForwardLimit: 6, isPaidLeave: true },
];

export async function ensureLeaveTypes(db: Db): Promise<void> {
  for (const type of LEAVE_TYPES) {
    await sql`insert into "leaveType" ("leaveType", "description", "leavesPerMonth", "totalLeaves", "carryForwardLimit", "isPaidLeave")
      select ${type.leaveType}, ${type.description}, ${type.leavesPerMonth}, ${type.totalLeaves}, ${type.carryForwardLimit}, ${type.isPaidLeave}
      where not exists (select 1 from "leaveType" where "leaveType" = ${type.leaveType})`.execute(
      db,
    );
  }
}
