/**
 * The dashboard card's state (spec part 2 §4 "Clock state"): the server's clock status, the time now
 * ticking every second (§9), and the worked time since clock-in, counted on from the server's
 * `clockedTime` so it stays right without polling.
 *
 * @example
 *   const { status, now, workedSeconds, reload } = useClockStatus(user.userId);
 */
import { useCallback, useEffect, useState } from 'react';
import { clockStatus, type ClockStatus } from './api.ts';

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

export function useClockStatus(userId: number | undefined) {
  const [status, setStatus] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const now = useNow();

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      const res = await clockStatus(userId);
      setStatus({
        isUserClockedIn: res.isUserClockedIn,
        clockedTime: res.clockedTime,
        fetchedAt: Date.now(),
      });
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

  return { status, failed, now, workedSeconds, reload };
}
