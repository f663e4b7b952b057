/**
 * Loads the rows of a review screen once (and again on `reload`), keeping the last rows while a
 * reload runs so the table does not flash. A failure toasts `failureToast` (the spec's fixed text, or
 * the server's message when none is given) and leaves the server's reason in `error` for the page;
 * a load that works shows its rows and says nothing (toasts are for what the user did, issue #37).
 *
 * @example
 *   const { rows, isPending, error, reload } = useRows(() => allReviews(), 'Error Loading Reviews');
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { toastError } from '../../src/admin/notifications/toast.ts';
import { errorMessage } from '../../src/admin/providers/errors.ts';

export function useRows<Row>(load: () => Promise<Row[]>, options: { failureToast?: string } = {}) {
  const notify = useNotify();
  const [rows, setRows] = useState<Row[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const { failureToast } = options;

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (found) => {
        if (!live) return;
        setRows(found);
        setError(null);
      },
      (failure: unknown) => {
        if (!live) return;
        setRows((old) => old ?? []);
        setError(errorMessage(failure));
        if (failureToast) notify(failureToast, { type: 'error' });
        else toastError(notify, failure);
      },
    );
    return () => {
      live = false;
    };
  }, [version, notify, failureToast]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, isPending: rows === undefined, error, reload };
}
