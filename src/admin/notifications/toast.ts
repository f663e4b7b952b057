/**
 * Toast helpers over react-admin's `useNotify` (spec part 1 §8–§9): errors stay ~4 s, success and
 * info ~2 s, progress toasts until dismissed or replaced. Pass the same `toastKey` to replace a
 * progress toast with its outcome.
 *
 * @example
 *   const notify = useNotify();
 *   notify('Deleting...', progress('delete-org'));
 *   try { await remove(); notify('Deleted', { type: 'success', toastKey: 'delete-org' }); }
 *   catch (e) { toastError(notify, e, 'delete-org'); }
 */
import type { useNotify } from 'react-admin';
import { errorMessage, GENERIC_ERROR, GENERIC_SAID, saidBehind } from '../providers/errors.ts';

export type Notify = ReturnType<typeof useNotify>;

export const MAX_TOASTS = 20;
export const ERROR_TOAST_MS = 4000;
export const TOAST_MS = 2000;

/** Options for a progress toast ('Logging Out...', 'Deleting...'): it stays until replaced. */
export const progress = (toastKey?: string) => ({
  type: 'info' as const,
  autoHideDuration: null,
  toastKey,
});

/**
 * Shows the server's `message`, or 'Something went wrong.'. A message the server sent with its code
 * is shown as `server.<code>` in the user's language, its sentence being the fallback (the toast
 * translates with `_`; English shows the same words).
 */
export function toastError(notify: Notify, error: unknown, toastKey?: string): void {
  const text = errorMessage(error);
  // 'Something went wrong.' is the server's own generic sentence: in the user's language too.
  const said = saidBehind(error) ?? (text === GENERIC_ERROR ? GENERIC_SAID : undefined);
  if (!said) return notify(text, { type: 'error', toastKey });
  notify(`server.${said.code}`, {
    type: 'error',
    toastKey,
    messageArgs: { ...said.params, _: text },
  });
}
