/**
 * The attendance calls of the console (contract §2.20–2.22), over the authenticated httpClient.
 * Every call resolves with the server's JSON or rejects with its error (shown by errorMessage).
 *
 * @example
 *   const { isUserClockedIn } = await clockStatus(user.userId);
 */
import { API_BASE, httpClient } from '../../src/admin/providers/httpClient.ts';

export type Position = { latitude: number; longitude: number; elevation: number | null };
export type ClockStatus = { isUserClockedIn: boolean; clockedTime: string | null };
export type Shift = { shiftDurationId: number; shiftDuration: string };
export type AttendanceLocation = {
  attendanceLocationId: number;
  attendanceLocation: string;
  latitude: number;
  longitude: number;
  elevation: number;
};
export type LocationBody = Omit<AttendanceLocation, 'attendanceLocationId'>;
export type LocationPage = {
  content: AttendanceLocation[];
  totalPages: number;
  totalElements: number;
};
type Message = { success: boolean; message: string };

const json = (method: string, body?: unknown) => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});
const call = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await httpClient(`${API_BASE}${path}`, init)).json as T;

export const clockStatus = (userId: number) =>
  call<ClockStatus & Message>(`/attendance/userStatus/${userId}`);
export const clockIn = (at: Position) => call<Message>('/attendance/start', json('POST', at));
/** `confirmEarly` records a clock-out before the shift is over (with the minutes missing). */
export const clockOut = (at: Position, confirmEarly = false) =>
  call<Message>('/attendance/stop', json('POST', confirmEarly ? { ...at, confirmEarly } : at));

/** One day of the caller's attendance (AT3). */
export type AttendanceDay = {
  attendanceId: number;
  date: string;
  clockInTime: string | null;
  clockOutTime: string | null;
  missingMinutes: number | null;
};
/** The caller's latest attendance row this month (AT3 sorts newest first), if any. */
export const latestDay = async (userId: number, now = new Date()) =>
  (
    await call<{ content: AttendanceDay[] }>(
      `/attendance/${userId}?month=${now.getMonth() + 1}&year=${now.getFullYear()}&page=0&size=1`,
    )
  ).content[0];

export const fetchShifts = async () =>
  (await call<{ ShiftDurationList: Shift[] }>('/shiftDuration')).ShiftDurationList;
export type ShiftBody = { shiftDurationHours: number; shiftDurationMinutes: number };
export const createShift = (body: ShiftBody) => call<Message>('/shiftDuration', json('POST', body));
export const updateShift = (body: ShiftBody) =>
  call<Message>('/shiftDuration', json('PATCH', body));
export const deleteShift = (id: number) => call<Message>(`/shiftDuration/${id}`, json('DELETE'));

export const fetchLocations = async (page: number, size: number) =>
  (
    await call<{ AttendanceLocations: LocationPage }>(
      `/attendanceLocation?page=${page}&size=${size}`,
    )
  ).AttendanceLocations;
export const createLocation = (body: LocationBody) =>
  call<Message>('/attendanceLocation', json('POST', body));
export const updateLocation = (id: number, body: LocationBody) =>
  call<Message>(`/attendanceLocation/${id}`, json('PATCH', body));
export const deleteLocation = (id: number) =>
  call<Message>(`/attendanceLocation/${id}`, json('DELETE'));

/** `PT8H30M` → { hours: 8, minutes: 30 }; anything else → null. */
export function parseShift(iso: string): { hours: number; minutes: number } | null {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(iso);
  return m ? { hours: Number(m[1] ?? 0), minutes: Number(m[2] ?? 0) } : null;
}
