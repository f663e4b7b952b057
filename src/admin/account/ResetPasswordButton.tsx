/**
 * An administrator's 'Reset Password' for one account (issue #24 §2), shown to holders of
 * RESET_USER_PASSWORD: asks first, then shows the temporary password once, with Copy. The server
 * ends the person's sessions; they set their own password at their next sign-in. The confirm button
 * is disabled from the first click (ConfirmDialog waits for the returned promise).
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
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { toastError } from '../notifications/toast.ts';
import { resetPassword } from './api.ts';

export const RESET_PRIVILEGE = 'RESET_USER_PASSWORD';

export function ResetPasswordButton({ userId, email }: { userId: number; email?: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`charter.account.${key}`, options);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [shown, setShown] = useState<string>();
  const who = email ?? t('this_user');

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
      notify('charter.account.copied', { type: 'success' });
    } catch {
      notify('charter.account.copy_failed', { type: 'error' });
    }
  };

  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
        {t('reset_password')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('reset_confirm_title')}
        message={t('reset_confirm_message', { who })}
        confirmLabel={t('reset_password')}
        cancelLabel={translate('charter.common.cancel')}
        danger
        loading={resetting}
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={shown !== undefined} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
        <DialogTitle id={`${id}-title`}>{t('temporary_password_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('reset_give', { who })}</DialogContentText>
          <TextField
            label={t('temporary_password')}
            value={shown ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={copy}>{translate('charter.common.copy')}</Button>
          <Button variant="contained" onClick={() => setShown(undefined)}>
            {translate('charter.common.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
