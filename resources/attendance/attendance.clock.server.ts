/**
 * Clocking in and out (contract §2.20, §5.6). The user is always the token's user. A position counts
 * when it is within 100 m of a configured location and, when the client reports an elevation, within
 * 10 m of that location's elevation; the position is client-reported, so the geofence is advisory
 * (README). One row per user per day, guarded by the unique index; clock-out needs the shift served.
 */
import {
  badRequest,
  conflict,
  forbidden,
  localDate,
  localDateTime,
  mapConstraints,
  notFound,
  page,
  recordsWhere,
  type HookArgs,
  type Principal,
  type Records,
} from '../../src/server/operations/hookApi.ts';

export const GEOFENCE_METRES = 100;
export const ELEVATION_TOLERANCE_METRES = 10;

export type Position = { latitude: number; longitude: number; elevation?: number | null };

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

/** The configured locations are attendanceLocation's records, read as they are stored. */
async function assertInsideGeofence(records: Records, at: Position) {
  const { rows: locations } = await records.list('attendanceLocation', { limit: Infinity });
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
const findDay = async (records: Records, userId: number, date: string) =>
  (await records.list('attendance', { where: { userId, date }, limit: 1 })).rows[0];

export async function clockIn(records: Records, caller: Principal, at: Position, now = new Date()) {
  await assertInsideGeofence(records, at);
  await mapConstraints({ unique: () => badRequest('attendance.already_clocked_in') }, () =>
    records.insert('attendance', {
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
 * recorded with the minutes still missing. The shift is shiftDuration's one record.
 */
export async function clockOut(
  records: Records,
  caller: Principal,
  at: Position,
  now = new Date(),
  confirmEarly = false,
) {
  const day = await findDay(records, caller.userId, localDate(now));
  if (!day || day.clockOutTime) throw notFound('attendance.not_clocked_in');
  await assertInsideGeofence(records, at);
  const sort = { field: 'shiftDurationId' };
  const [shift] = (await records.list('shiftDuration', { sort, limit: 1 })).rows;
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
  const closed = await records.updateWhere(
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

export async function clockStatus(
  records: Records,
  caller: Principal,
  userId: number,
  now = new Date(),
) {
  ownOrAll(caller, userId);
  const day = await findDay(records, userId, localDate(now));
  const open = !!day && !day.clockOutTime;
  return {
    isUserClockedIn: open,
    clockedTime: open ? elapsedText(day!.clockInTime as string, now) : null,
  };
}

/** A month's rows, newest first: one user's (their own, or with the privilege) or everyone's. */
export async function attendancePage(
  { tx, records }: HookArgs,
  caller: Principal,
  q: { userId?: number; month: number; year: number; page: number; size: number },
) {
  if (q.userId !== undefined) {
    ownOrAll(caller, q.userId);
    if (!(await records.exists('user', q.userId))) throw notFound('user.not_found');
  }
  const where = [
    { column: 'date', op: '>=' as const, value: localDate(new Date(q.year, q.month - 1, 1)) },
    { column: 'date', op: '<=' as const, value: localDate(new Date(q.year, q.month, 0)) },
    ...(q.userId !== undefined ? [{ column: 'userId', op: '=' as const, value: q.userId }] : []),
  ];
  const { rows, total } = await recordsWhere(tx, 'attendance', {
    where,
    sort: { field: 'date', order: 'DESC' },
    offset: q.page * q.size,
    limit: q.size,
  });
  return page(rows, q.page, q.size, total);
}

export async function markAttendance(records: Records, attendanceId: number, marked: boolean) {
  if (!(await records.update('attendance', attendanceId, { attendanceMarked: marked })))
    throw notFound('attendance.not_found');
}
