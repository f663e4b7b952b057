/**
 * The generic confirmation dialog (spec part 1 §1): a title, a message and two buttons.
 *
 * Cancel has the focus once the dialog has opened (issue #21 §3), even when the menu the dialog was
 * opened from hands the focus back to its own button as it closes. An `onConfirm` that returns a
 * promise disables the confirm button until it settles, from the first click on, so two quick
 * clicks confirm once.
 *
 * @example
 *   <ConfirmDialog open={open} title="Are You Sure?" message="You Will be Logged Out of Your Account"
 *     confirmLabel="Logout" cancelLabel="Cancel" onConfirm={logout} onClose={() => setOpen(false)} />
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useRef, useState, type ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** May return a promise: the confirm button stays disabled until it settles. */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape and a click outside. */
  onClose: () => void;
  /** Marks the confirm button as destructive. */
  danger?: boolean;
  loading?: boolean;
};

export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const { open, title, message, confirmLabel, cancelLabel, onConfirm, onClose, danger, loading } =
    props;
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    // A ref, not state: a second click in the same frame sees it at once.
    if (busyRef.current) return;
    const outcome = onConfirm();
    if (!(outcome instanceof Promise)) return;
    busyRef.current = true;
    setBusy(true);
    void outcome
      .catch(() => undefined)
      .finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      slotProps={{ transition: { onEntered: () => cancel.current?.focus() } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Cancel has the focus, so Enter or a stray key press never confirms by accident. */}
        <Button onClick={onClose} color="inherit" autoFocus ref={cancel}>
          {cancelLabel}
        </Button>
        <Button
          onClick={confirm}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={loading || busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
