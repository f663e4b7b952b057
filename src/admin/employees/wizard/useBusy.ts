/**
 * One save at a time (issue #21 §3): `run` marks the work busy synchronously, before its first
 * await, so a second click that lands before React re-renders the disabled button is ignored rather
 * than sending a second request. `busy` is the same flag as state, for the button's `loading`.
 *
 * @example
 *   const { busy, run } = useBusy();
 *   <Button loading={busy} onClick={() => void run(save)}>Save</Button>
 */
import { useCallback, useRef, useState } from 'react';

export function useBusy() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  /** Runs `work` unless a run is under way; answers its result, or undefined when ignored. */
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, run };
}
