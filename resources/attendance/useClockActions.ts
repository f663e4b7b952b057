/**
 * What the attendance card's buttons do (spec part 2 §4, §8; issue #21 §1 "one tap to clock in").
 * Clock In/Out is one tap: a location fetched less than FRESH_MS ago is used as it is; otherwise the
 * tap fetches it first, with Fetch Location's own toast, then clocks. So the messages are those of
 * the two taps it replaces, in the same order: 'Location fetched successfully' (or why not, then
 * 'Please fetch your location before checking in.' and nothing is sent), then the server's answer,
 * or the early clock-out question. Fetch Location stays, to see or refresh the position first.
 *
 * Only one action runs at a time: the guard is set before any await, so two quick taps send one
 * request (issue #21 §3).
 *
 * @example
 *   const { fix, busy, early, fetchLocation, clock, dismissEarly } = useClockActions(clockedIn, reload);
 */
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { toastError } from '../../src/admin/notifications/toast.ts';
import { errorMessage, useErrorMessage, useServerText } from '../../src/admin/providers/errors.ts';
import { clockIn, clockOut, type Position } from './api.ts';
import { locate, locationErrorKey } from './geolocation.ts';

/** How long a fetched location is trusted: about the time it takes to walk out of a 100 m fence. */
export const FRESH_MS = 60_000;

/** How the server starts its refusal of a clock-out before the shift is over (contract AT2). */
const SHIFT_NOT_OVER = 'Your shift is not over yet';

const isEarlyRefusal = (error: unknown) =>
  (error as { status?: number })?.status === 400 && errorMessage(error).startsWith(SHIFT_NOT_OVER);

export type Fix = { position: Position; at: number };

export function useClockActions(clockedIn: boolean, reload: () => Promise<void>) {
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const errorText = useErrorMessage();
  const [fix, setFix] = useState<Fix | null>(null);
  const fixRef = useRef<Fix | null>(null);
  const [busy, setBusy] = useState<'locate' | 'clock' | null>(null);
  const running = useRef(false);
  // The server's 'Your shift is not over yet: … left.' while the user decides.
  const [early, setEarly] = useState<string | null>(null);

  const begin = (what: 'locate' | 'clock') => {
    if (running.current) return false;
    running.current = true;
    setBusy(what);
    return true;
  };
  const end = () => {
    running.current = false;
    setBusy(null);
  };

  const keep = (next: Fix | null) => {
    fixRef.current = next;
    setFix(next);
  };

  /** Fetches the position with its toast; null when none could be had. */
  const fetchPosition = async (): Promise<Position | null> => {
    try {
      const position = await locate();
      keep({ position, at: Date.now() });
      notify(translate('charter.attendance.location_fetched'), {
        type: 'success',
        toastKey: 'attendance-location',
      });
      return position;
    } catch (error) {
      // Where the user was before is no proof of where they are now.
      keep(null);
      notify(translate(locationErrorKey(error)), {
        type: 'error',
        toastKey: 'attendance-location',
      });
      return null;
    }
  };

  const fetchLocation = async () => {
    if (!begin('locate')) return;
    try {
      await fetchPosition();
    } finally {
      end();
    }
  };

  const clock = async (confirmEarly = false) => {
    if (!begin('clock')) return;
    try {
      const current = fixRef.current;
      const position =
        current && Date.now() - current.at < FRESH_MS ? current.position : await fetchPosition();
      if (!position) {
        notify(translate('charter.attendance.fetch_first'), {
          type: 'error',
          toastKey: 'attendance-clock',
        });
        return;
      }
      try {
        const res = await (clockedIn ? clockOut(position, confirmEarly) : clockIn(position));
        const fallback = translate(
          clockedIn ? 'charter.attendance.clock_out_done' : 'charter.attendance.clock_in_done',
        );
        setEarly(null);
        notify(serverText(res, fallback) ?? fallback, {
          type: 'success',
          toastKey: 'attendance-clock',
        });
        await reload();
      } catch (error) {
        // Leaving before the shift ends is allowed once the user confirms it; anything else is shown.
        if (clockedIn && !confirmEarly && isEarlyRefusal(error)) setEarly(errorText(error));
        else {
          setEarly(null);
          toastError(notify, error, 'attendance-clock');
        }
      }
    } finally {
      end();
    }
  };

  return {
    fix,
    busy,
    early,
    fetchLocation,
    clock,
    dismissEarly: () => setEarly(null),
  };
}
