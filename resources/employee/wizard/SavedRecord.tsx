/**
 * One saved contact, address or bank account in step 3's list under its section: what is stored
 * (a one-line summary, so nobody adds the same record twice), its edit form ('Update Contact', …)
 * and Delete, which asks first, then removes the record and toasts the server's message. Also the
 * step's section frame and its 'Add Another …' button. Words are `charter.employees.records.<kind>.*`.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useServerText } from '../../../src/admin/providers/errors.ts';
import { ConfirmDialog } from '../../../src/admin/components/ConfirmDialog.tsx';
import { progress, toastError } from '../../../src/admin/notifications/toast.ts';
import type { RecordKind } from './recordSections.ts';
import { useSingleFlight } from '../../../src/admin/components/useSingleFlight.ts';

export type SavedRecordProps = {
  /** What the record is, for the delete button and the confirmation. */
  kind: RecordKind;
  summary: string;
  detail?: string;
  /** Without it (no delete privilege) there is no Delete button. */
  onDelete?: () => Promise<{ message?: string }>;
  /** The record's edit form. */
  children: ReactNode;
};

export function SavedRecord({ kind, summary, detail, onDelete, children }: SavedRecordProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const say = (key: string) => translate(`charter.employees.records.${kind}.${key}`, { summary });
  const [asking, setAsking] = useState(false);
  const { pending: busy, run } = useSingleFlight();

  // On success the record leaves the list (and this component unmounts); a refusal closes the ask.
  const remove = async () => {
    if (!onDelete) return;
    const key = `wizard-delete-${kind}-${summary}`;
    notify(translate('charter.employees.wizard.deleting'), progress(key));
    try {
      const { message } = await onDelete();
      notify(serverText(message) ?? say('deleted'), { type: 'success', toastKey: key });
    } catch (error) {
      toastError(notify, error, key);
      setAsking(false);
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{summary}</Typography>
          {detail ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          ) : null}
        </Box>
        {onDelete ? (
          <IconButton
            aria-label={say('delete_label')}
            color="error"
            onClick={() => setAsking(true)}
            disabled={busy}
          >
            <DeleteIcon />
          </IconButton>
        ) : null}
      </Stack>
      {children}
      <ConfirmDialog
        open={asking}
        title={translate('charter.employees.wizard.are_you_sure')}
        message={say('confirm_delete')}
        confirmLabel={translate('charter.employees.wizard.delete')}
        cancelLabel={translate('charter.employees.wizard.cancel')}
        danger
        loading={busy}
        onConfirm={() => void run(remove)}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}

/** The list of saved records under a section's heading. */
export const SavedList = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack component="ul" aria-label={label} spacing={2} sx={{ p: 0, m: 0 }}>
    {children}
  </Stack>
);

/** One titled section of step 3 (a region named by its heading). */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Stack spacing={2}>{children}</Stack>
  </Box>
);

export const More = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Box>
    <Button onClick={onClick} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      {label}
    </Button>
  </Box>
);
