/** One toast: an MUI Alert with a close button, hidden after its duration unless hovered. */
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton } from '@mui/material';
import { isValidElement, useEffect, useState } from 'react';
import { CloseNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { localParams } from '../providers/errors.ts';
import { ERROR_TOAST_MS, TOAST_MS } from './toast.ts';

/** A notification as the stack holds it; `key` is its `toastKey` (a later toast replaces it). */
export type Toast = NotificationPayload & { id: number; key?: string };

function durationOf(toast: Toast): number | null {
  const chosen = toast.notificationOptions?.autoHideDuration;
  if (chosen !== undefined) return chosen;
  return toast.type === 'error' ? ERROR_TOAST_MS : TOAST_MS;
}

export const ToastItem = ({
  toast,
  onClose,
}: {
  toast: Toast;
  onClose: (isUndo?: boolean) => void;
}) => {
  const translate = useTranslate();
  const [hovered, setHovered] = useState(false);
  const duration = durationOf(toast);

  useEffect(() => {
    if (duration === null || hovered) return;
    const timer = setTimeout(() => onClose(false), duration);
    return () => clearTimeout(timer);
    // onClose is a fresh closure each render; the timer only depends on duration and hover.
  }, [duration, hovered]);

  const { message, type, notificationOptions } = toast;
  const args = notificationOptions?.messageArgs;
  const text =
    typeof message === 'string'
      ? translate(message, {
          _: message,
          // A server message names its record by the schema's title, in the user's language too.
          ...(message.startsWith('server.') ? localParams(translate, args) : args),
        })
      : isValidElement(message)
        ? message
        : null;

  return (
    <CloseNotificationContext.Provider value={() => onClose(false)}>
      <Alert
        variant="filled"
        severity={type}
        elevation={6}
        role={type === 'error' ? 'alert' : 'status'}
        onClose={() => onClose(false)}
        closeText={translate('charter.notifications.close')}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        action={
          notificationOptions?.undoable ? (
            <>
              <Button color="inherit" size="small" onClick={() => onClose(true)}>
                {translate('ra.action.undo')}
              </Button>
              <IconButton
                aria-label={translate('charter.notifications.close')}
                color="inherit"
                size="small"
                onClick={() => onClose(false)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{ alignItems: 'center', boxShadow: 6 }}
      >
        {text}
      </Alert>
    </CloseNotificationContext.Provider>
  );
};
