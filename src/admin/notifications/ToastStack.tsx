/**
 * Replaces react-admin's one-at-a-time `<Notification>`: takes every queued notification and shows
 * up to 20 at once, newest at the bottom. Keeps react-admin's undo contract (an undoable toast
 * commits its mutation when it closes, or undoes it from its Undo button).
 */
import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTakeUndoableMutation } from 'react-admin';
import { MAX_TOASTS } from './toast.ts';
import { ToastItem, type Toast } from './ToastItem.tsx';

export const ToastStack = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    if (!notifications.length) return;
    const taken = notifications;
    setNotifications((queue) => queue.slice(taken.length));
    setToasts((current) => {
      let next = current;
      for (const payload of taken) {
        const key = payload.notificationOptions?.toastKey as string | undefined;
        if (key) next = next.filter((t) => t.key !== key);
        next = [...next, { ...payload, id: ++nextId.current, key }];
      }
      return next.slice(-MAX_TOASTS);
    });
  }, [notifications, setNotifications]);

  const close = (toast: Toast, isUndo = false) => {
    if (toast.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    setToasts((current) => current.filter((t) => t.id !== toast.id));
  };

  if (!toasts.length) return null;
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 'min(420px, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={(isUndo) => close(toast, isUndo)} />
      ))}
    </Box>
  );
};
