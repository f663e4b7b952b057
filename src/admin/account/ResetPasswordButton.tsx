/**
 * An administrator's 'Reset Password' for one account (issue #24 §2), shown to holders of
 * RESET_USER_PASSWORD: asks first, then shows the temporary password once, with Copy. The server
 * ends the person's sessions; they set their own password at their next sign-in.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { toastError } from '../notifications/toast.ts';
import { resetPassword } from './api.ts';

export const RESET_PRIVILEGE = 'RESET_USER_PASSWORD';

export function ResetPasswordButton({ userId, email }: { userId: number; email?: string }) {
  const notify = useNotify();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [shown, setShown] = useState<string>();
  const who = email ?? 'This user';

  const reset = async () => {
    setResetting(true);
    try {
      const { temporaryPassword } = await resetPassword(userId);
      setConfirming(false);
      setShown(temporaryPassword);
    } catch (error) {
      toastError(notify, error);
    } finally {
      setResetting(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown ?? '');
      notify('Copied', { type: 'success' });
    } catch {
      notify('Could not copy. Select the password and copy it by hand.', { type: 'error' });
    }
  };

  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
        Reset Password
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Reset Password?"
        message={`${who} gets a temporary password and is signed out everywhere. They must set their own password at their next sign-in.`}
        confirmLabel="Reset Password"
        cancelLabel="Cancel"
        danger
        loading={resetting}
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={shown !== undefined} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
        <DialogTitle id={`${id}-title`}>Temporary Password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Give this password to {who}. It is shown only once: after you close this window nobody
            can see it again.
          </DialogContentText>
          <TextField
            label="Temporary password"
            value={shown ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={copy}>Copy</Button>
          <Button variant="contained" onClick={() => setShown(undefined)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
