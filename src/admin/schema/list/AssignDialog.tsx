/**
 * The assign modal of a row action ('Assign Team', 'Assign Sub Team'): a select of
 * the referenced resource's records; confirming with nothing chosen shows the action's `required`
 * message and sends nothing.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { RowAction } from '../../../shared/dialect.ts';
import { useSchema } from '../localize.ts';

export type AssignDialogProps = {
  action: RowAction;
  /** Filter of the option list (e.g. the team whose members are offered). */
  optionsFilter: Record<string, unknown>;
  onClose: () => void;
  onAssign: (choice: number | string) => Promise<unknown>;
};

export function AssignDialog({ action, optionsFilter, onClose, onAssign }: AssignDialogProps) {
  const id = useId();
  const reference = useSchema(action.reference!);
  const translate = useTranslate();
  const optionText = action.optionText ?? reference['x-id'];
  const [choice, setChoice] = useState<string>('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { data = [], isPending } = useGetList(action.reference!, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: reference['x-id'], order: 'ASC' },
    filter: optionsFilter,
  });

  const confirm = async () => {
    if (!choice) {
      setError(action.required ?? translate('charter.schema.assign.required'));
      return;
    }
    setBusy(true);
    const done = await onAssign(choice);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{action.title ?? action.label}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={reference.title ?? action.reference}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={
            error ?? (!isPending && !data.length ? translate('charter.schema.assign.nothing') : ' ')
          }
        >
          {data.map((record) => (
            <MenuItem key={record.id} value={String(record.id)}>
              {String(record[optionText] ?? record.id)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {action.cancelLabel ?? translate('charter.schema.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" loading={busy}>
          {action.confirmLabel ?? action.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
