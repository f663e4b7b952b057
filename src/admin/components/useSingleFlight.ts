/**
 * One save at a time (issue #21 §3 "no double submit"): `run` refuses a second task while one is
 * under way. The guard is a ref set before the first await, so two quick clicks in the same frame
 * (before React re-renders the button disabled) still send one request; `pending` drives the
 * button's loading state.
 *
 * @example
 *   const { pending, run } = useSingleFlight();
 *   <Button loading={pending} onClick={() => void run(() => save(values))}>Save</Button>
 */
import { useCallback, useRef, useState } from 'react';

export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
