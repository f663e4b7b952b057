/**
 * Loads one page of audit entries for `key` (the filter and page as text) and again on `reload`.
 * The previous page stays on screen while the next one loads (`isFetching`), so the table does not
 * jump; `error` holds the server's message of the last failure. A `null` loader (an invalid date
 * range) loads nothing.
 *
 * @example
 *   const { page, error, isFetching, reload } = useAuditPage(key, () => fetchAudit(filter, 0, 20));
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../providers/errors.ts';
import type { AuditPage } from './api.ts';

export function useAuditPage(key: string, load: (() => Promise<AuditPage>) | null) {
  const [page, setPage] = useState<AuditPage>();
  const [error, setError] = useState<string | null>(null);
  const [isFetching, setFetching] = useState(false);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabled = load !== null;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setFetching(true);
    loadRef.current!().then(
      (found) => {
        if (!live) return;
        setPage(found);
        setError(null);
        setFetching(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(errorMessage(failure));
        setFetching(false);
      },
    );
    return () => {
      live = false;
    };
  }, [key, version, enabled]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page, error, isFetching, isPending: enabled && page === undefined && !error, reload };
}
