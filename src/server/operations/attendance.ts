/**
 * Clocking in and out (contract §2.20, §5.6). The user is always the token's user. A position counts
 * when it is within 100 m of a configured location and, when the client reports an elevation, within
 * 10 m of that location's elevation; the position is client-reported, so the geofence is advisory
 * (README). One row per user per day, guarded by the unique index; clock-out needs the shift served.
 */
import type { Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { mapConstraints } from './transaction.ts';
import type { Principal } from '../repositories/users.ts';
import { page } from '../http/wire.ts';
import { modelOf, pageOfRecords, recordsOf } from './records.ts';

export const GEOFENCE_METRES = 100;
export const ELEVATION_TOLERANCE_METRES = 10;

export type Position = { latitude: number; longitude: number; elevation?: number | null };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Server-local calendar date, `YYYY-MM-DD`. */
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Server-local date-time without zone (contract §1.6). */
export const localDateTime = (d: Date) =>
  `${localDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
const parseLocal = (s: string) => new Date(s);

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: Position, b: Position): number {
  const R = 6_371_000;
  const rad = (x: number) => (x * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

async function assertInsideGeofence(db: Db, at: Position) {
  const { rows: locations } = await recordsOf(db).list('attendanceLocation', { limit: Infinity });
  if (locations.length === 0) throw badRequest('attendance.no_location_configured');
  const inside = locations.some(
    (loc) =>
      distanceMetres(at, loc as Position) <= GEOFENCE_METRES &&
      (at.elevation == null ||
        Math.abs(at.elevation - Number(loc.elevation ?? 0)) <= ELEVATION_TOLERANCE_METRES),
  );
  if (!inside) throw badRequest('attendance.not_at_location');
}

/** `PT8H30M` → 510 minutes. */
export function shiftMinutes(iso: string): number {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(iso);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : 0;
}

/** The user's row of one day, if they clocked in that day. */
const findDay = async (db: Db, userId: number, date: string) =>
  (await recordsOf(db).list('attendance', { where: { userId, date }, limit: 1 })).rows[0];

export async function clockIn(db: Db, caller: Principal, at: Position, now = new Date()) {
  await assertInsideGeofence(db, at);
  await mapConstraints({ unique: () => badRequest('attendance.already_clocked_in') }, () =>
    recordsOf(db).insert('attendance', {
      userId: caller.userId,
      date: localDate(now),
      clockInTime: localDateTime(now),
      latitude: at.latitude,
      longitude: at.longitude,
      elevation: at.elevation ?? null,
      attendanceMarked: false,
    }),
  );
}

/**
 * Closes today's row. Before the shift is served it is refused with the time left (contract §5.6
 * rule 56, what the original client expects) unless the caller confirms an early leave, which is
 * recorded with the minutes still missing.
 */
export async function clockOut(
  db: Db,
  caller: Principal,
  at: Position,
  now = new Date(),
  confirmEarly = false,
) {
  const day = await findDay(db, caller.userId, localDate(now));
  if (!day || day.clockOutTime) throw notFound('attendance.not_clocked_in');
  await assertInsideGeofence(db, at);
  const sort = { field: 'shiftDurationId' };
  const [shift] = (await recordsOf(db).list('shiftDuration', { sort, limit: 1 })).rows;
  if (!shift) throw conflict('attendance.no_shift_configured');
  const worked = (now.getTime() - parseLocal(day.clockInTime as string).getTime()) / 60_000;
  const left = Math.ceil(shiftMinutes(shift.shiftDuration as string) - worked);
  if (left > 0 && !confirmEarly) {
    throw badRequest('attendance.shift_not_over', {
      hours: Math.floor(left / 60),
      minutes: left % 60,
    });
  }
  const missing = left > 0 ? left : null;
  // Only while still open, so two clock-outs cannot both succeed. A confirmed early clock-out
  // stores the minutes still owed and leaves the day unmarked (an admin may mark it).
  const closed = await recordsOf(db).updateWhere(
    'attendance',
    {
      clockOutTime: localDateTime(now),
      missingMinutes: missing,
      attendanceMarked: missing === null,
    },
    { attendanceId: day.attendanceId, clockOutTime: null },
  );
  if (closed !== 1) throw notFound('attendance.not_clocked_in');
  return { missingMinutes: missing };
}

/** `<m> minutes and <s> seconds` since clock-in, as the original client expects. */
function elapsedText(fromIso: string, now: Date): string {
  const secs = Math.max(0, Math.floor((now.getTime() - parseLocal(fromIso).getTime()) / 1000));
  return `${Math.floor(secs / 60)} minutes and ${secs % 60} seconds`;
}

const ownOrAll = (caller: Principal, userId: number) => {
  if (caller.userId !== userId && !caller.privileges.includes('GET_ALL_ATTENDANCE')) {
    throw forbidden('attendance.own_only');
  }
};

export async function clockStatus(db: Db, caller: Principal, userId: number, now = new Date()) {
  ownOrAll(caller, userId);
  const day = await findDay(db, userId, localDate(now));
  const open = !!day && !day.clockOutTime;
  return {
    isUserClockedIn: open,
    clockedTime: open ? elapsedText(day!.clockInTime as string, now) : null,
  };
}

export async function attendancePage(
  db: Db,
  caller: Principal,
  q: { userId?: number; month: number; year: number; page: number; size: number },
) {
  if (q.userId !== undefined) {
    ownOrAll(caller, q.userId);
    if (!(await recordsOf(db).exists('user', q.userId))) throw notFound('user.not_found');
  }
  const where = [
    { column: 'date', op: '>=' as const, value: localDate(new Date(q.year, q.month - 1, 1)) },
    { column: 'date', op: '<=' as const, value: localDate(new Date(q.year, q.month, 0)) },
    ...(q.userId !== undefined ? [{ column: 'userId', op: '=' as const, value: q.userId }] : []),
  ];
  const { rows, total } = await pageOfRecords(db, modelOf('attendance'), {
    where,
    sortColumn: 'date',
    sortDesc: true,
    idColumn: 'attendanceId',
    offset: q.page * q.size,
    limit: q.size,
  });
  return page(rows, q.page, q.size, total);
}

export async function markAttendance(db: Db, attendanceId: number, attendanceMarked: boolean) {
  if (!(await recordsOf(db).update('attendance', attendanceId, { attendanceMarked })))
    throw notFound('attendance.not_found');
}
