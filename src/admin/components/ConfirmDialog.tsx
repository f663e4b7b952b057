/**
 * The generic confirmation dialog (spec part 1 §1): a title, a message and two buttons.
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
import { useId, type ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Cancel has the focus, so Enter or a stray key press never confirms by accident. */}
        <Button onClick={onClose} color="inherit" autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={loading}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
