/**
 * Rows of the caller's attendance history (AT3) as the server lists them, for mocked servers: the
 * dashboard card reads today's row to tell a finished day from one not begun.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's calendar date, as the card compares it: `YYYY-MM-DD`. */
export const todayIso = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** AT3 for user 7 (`/attendance/7?month=…&year=…&page=0&size=1`). */
export const isDaysCall = (url: string) => /\/attendance\/7\?month=\d+&year=\d+/.test(url);

/** One row of a day: open while `to` is null. */
export const dayRow = (
  date: string,
  from: string,
  to: string | null,
  missingMinutes: number | null = null,
) => ({
  attendanceId: 9,
  userId: 7,
  date,
  clockInTime: `${date}T${from}:00.000`,
  clockOutTime: to ? `${date}T${to}:00.000` : null,
  missingMinutes,
  attendanceMarked: to !== null && missingMinutes === null,
});
