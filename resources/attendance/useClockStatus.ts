/**
 * The dashboard card's state (spec part 2 §4 "Clock state"): the server's clock status, the time now
 * ticking every second (§9), and the worked time since clock-in, counted on from the server's
 * `clockedTime` so it stays right without polling.
 *
 * @example
 *   const { status, now, workedSeconds, reload } = useClockStatus(user.userId);
 */
import { useCallback, useEffect, useState } from 'react';
import { clockStatus, latestDay, type AttendanceDay, type ClockStatus } from './api.ts';

export const TICK_MS = 1000;

/** `"12 minutes and 5 seconds"` → 725. */
export function parseClockedTime(text: string | null | undefined): number {
  const m = /(\d+)\s*minutes?\s*and\s*(\d+)\s*seconds?/.exec(text ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

/** 3725 → `1h 02m 05s`. */
export function formatWorked(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}h ${pad(m)}m ${pad(s)}s`;
}

/** The current time, re-rendered every second. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Loaded = ClockStatus & { fetchedAt: number };

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's calendar date, `YYYY-MM-DD`, to match the row of today. */
const today = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 430 → `7h 10m`. */
export const formatMissing = (minutes: number) =>
  `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`;

/** `…T17:05:12.123` → `17:05`. */
export const clockTime = (iso: string) => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? iso;

export function useClockStatus(userId: number | undefined) {
  const [status, setStatus] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest closed row (AT3): today's means the day is done, since the server allows one
  // clock-in a day ('You have already clocked in today.').
  const [closed, setClosed] = useState<AttendanceDay | null>(null);
  const now = useNow();

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      const res = await clockStatus(userId);
      // Both answers are shown together: a status without the day's row would offer a Clock In
      // the server refuses. A failure shows the card's error and Retry instead of a guess.
      const day = res.isUserClockedIn ? undefined : await latestDay(userId);
      setStatus({
        isUserClockedIn: res.isUserClockedIn,
        clockedTime: res.clockedTime,
        fetchedAt: Date.now(),
      });
      setClosed(day?.clockOutTime ? day : null);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const workedSeconds =
    status?.isUserClockedIn === true
      ? parseClockedTime(status.clockedTime) +
        Math.max(0, Math.floor((now.getTime() - status.fetchedAt) / 1000))
      : 0;
  // Against the ticking clock, so a card left open overnight offers Clock In again.
  const done = status?.isUserClockedIn === false && closed?.date === today(now) ? closed : null;

  return { status, failed, now, workedSeconds, done, reload };
}
