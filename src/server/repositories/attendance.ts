/** Attendance rows, attendance locations and the single company shift. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const ATTENDANCE_COLUMNS = [
  'attendanceId',
  'userId',
  'date',
  'clockInTime',
  'clockOutTime',
  'missingMinutes',
  'latitude',
  'longitude',
  'elevation',
  'attendanceMarked',
] as const;

export const listLocations = (db: Db) =>
  db
    .selectFrom('attendanceLocation')
    .select(['attendanceLocationId', 'latitude', 'longitude', 'elevation'])
    .execute();

export const findDay = (db: Db, userId: number, date: string) =>
  db
    .selectFrom('attendance')
    .select(ATTENDANCE_COLUMNS)
    .where('userId', '=', userId)
    .where('date', '=', date)
    .executeTakeFirst();

export async function insertClockIn(
  db: Db,
  row: {
    userId: number;
    date: string;
    clockInTime: string;
    latitude: number;
    longitude: number;
    elevation: number | null;
  },
) {
  return db
    .insertInto('attendance')
    .values({ ...row, attendanceMarked: false })
    .returning(ATTENDANCE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Closes the open row only if it is still open, so two clock-outs cannot both succeed. A confirmed
 * early clock-out stores the minutes still owed and leaves the day unmarked (an admin may mark it).
 */
export async function closeDay(
  db: Db,
  attendanceId: number,
  clockOutTime: string,
  missingMinutes: number | null = null,
): Promise<boolean> {
  const res = await db
    .updateTable('attendance')
    .set({ clockOutTime, missingMinutes, attendanceMarked: missingMinutes === null })
    .where('attendanceId', '=', attendanceId)
    .where('clockOutTime', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function pageAttendance(
  db: Db,
  q: { userId?: number; from: string; to: string; offset: number; limit: number },
) {
  let base = db.selectFrom('attendance').where('date', '>=', q.from).where('date', '<', q.to);
  if (q.userId !== undefined) base = base.where('userId', '=', q.userId);
  const [rows, total] = await Promise.all([
    base
      .select(ATTENDANCE_COLUMNS)
      .orderBy('date', 'desc')
      .orderBy('attendanceId', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function setMarked(
  db: Db,
  attendanceId: number,
  attendanceMarked: boolean,
): Promise<boolean> {
  const res = await db
    .updateTable('attendance')
    .set({ attendanceMarked })
    .where('attendanceId', '=', attendanceId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const userExists = async (db: Db, userId: number) =>
  !!(await db.selectFrom('user').select('userId').where('userId', '=', userId).executeTakeFirst());

export const findShift = (db: Db) =>
  db
    .selectFrom('shiftDuration')
    .select(['shiftDurationId', 'shiftDuration'])
    .orderBy('shiftDurationId')
    .executeTakeFirst();
