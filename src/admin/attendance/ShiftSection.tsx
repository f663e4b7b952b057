/**
 * Configure Shift Timings (spec part 2 §2, §5 "Shift time"): the company's one shift, created, edited
 * and deleted as HH:mm (hour 0–24, minutes 00–59, 'Invalid time format (HH:mm)'). Buttons follow the
 * user's shift privileges; the server's message is the toast either way.
 */
import { Alert, Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { progress, toastError } from '../notifications/toast.ts';
import {
  createShift,
  deleteShift,
  fetchShifts,
  parseShift,
  updateShift,
  type Shift,
} from './api.ts';
import { useCan } from './useCan.ts';

export const INVALID_TIME = 'Invalid time format (HH:mm)';
export const ZERO_SHIFT = 'Shift duration must be longer than 0 minutes';

/** `08:30` → hours and minutes, or the spec's message. */
export function parseHHmm(text: string): { hours: number; minutes: number } | string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return INVALID_TIME;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return INVALID_TIME;
  if (hours === 0 && minutes === 0) return ZERO_SHIFT;
  return { hours, minutes };
}

const pad = (n: number) => String(n).padStart(2, '0');
const asHHmm = (s: Shift) => {
  const p = parseShift(s.shiftDuration);
  return p ? `${pad(p.hours)}:${pad(p.minutes)}` : '';
};
const describe = (s: Shift) => {
  const p = parseShift(s.shiftDuration);
  return p ? `${p.hours} hours ${p.minutes} minutes` : s.shiftDuration;
};

export const ShiftSection = () => {
  const can = useCan();
  const notify = useNotify();
  const [shift, setShift] = useState<Shift | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setShift((await fetchShifts())[0] ?? null);
    } catch (e) {
      setFailed(true);
      toastError(notify, e, 'shift-load');
    }
  }, [notify]);
  useEffect(() => void load(), [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHHmm(value);
    if (typeof parsed === 'string') return setError(parsed);
    setSaving(true);
    const body = { shiftDurationHours: parsed.hours, shiftDurationMinutes: parsed.minutes };
    const key = 'shift-save';
    notify(shift ? 'Updating...' : 'Adding...', progress(key));
    try {
      const res = await (shift ? updateShift(body) : createShift(body));
      notify(res.message, { type: 'success', toastKey: key });
      setEditing(false);
      setValue('');
      await load();
    } catch (e) {
      toastError(notify, e, key);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!shift) return;
    setSaving(true);
    notify('Deleting...', progress('shift-delete'));
    try {
      const res = await deleteShift(shift.shiftDurationId);
      notify(res.message, { type: 'success', toastKey: 'shift-delete' });
      setConfirm(false);
      await load();
    } catch (e) {
      toastError(notify, e, 'shift-delete');
    } finally {
      setSaving(false);
    }
  };

  const showForm = editing || (shift === null && can('ADD_SHIFT_DURATION'));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="shift-title" sx={{ p: 2.5 }}>
      <Typography id="shift-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Configure Shift Timings
      </Typography>
      {shift === undefined && !failed && <Skeleton variant="rounded" height={56} />}
      {failed && (
        <Alert severity="error" action={<Button onClick={() => void load()}>Retry</Button>}>
          The shift duration could not be loaded.
        </Alert>
      )}
      {shift === null && !showForm && (
        <Typography color="text.secondary">No shift duration configured</Typography>
      )}
      {shift && !editing && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            Shift duration: <strong>{asHHmm(shift)}</strong> ({describe(shift)})
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {can('UPDATE_SHIFT_DURATION') && (
            <Button
              variant="outlined"
              onClick={() => {
                setValue(asHHmm(shift));
                setError(null);
                setEditing(true);
              }}
            >
              Edit
            </Button>
          )}
          {can('DELETE_SHIFT_DURATION') && (
            <Button variant="outlined" color="error" onClick={() => setConfirm(true)}>
              Delete
            </Button>
          )}
        </Stack>
      )}
      {showForm && (
        <Stack
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="Shift Duration (HH:mm)"
            placeholder="09:00"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            onBlur={() => value && setError(typeOf(parseHHmm(value)))}
            error={!!error}
            helperText={error ?? 'Hours 0–24, minutes 00–59'}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true } }}
            sx={{ width: { xs: '100%', sm: 280 } }}
            autoFocus={editing}
          />
          <Button
            type="submit"
            variant="contained"
            loading={saving}
            sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {shift ? 'Update Shift' : 'Create Shift'}
          </Button>
          {editing && (
            <Button onClick={() => setEditing(false)} color="inherit" sx={{ mt: { sm: 1 } }}>
              Cancel
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirm}
        title="Are You Sure?"
        message="The shift duration will be deleted. Nobody can clock out until a new one is set."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        loading={saving}
        onConfirm={() => void remove()}
        onClose={() => setConfirm(false)}
      />
    </Paper>
  );
};

const typeOf = (parsed: ReturnType<typeof parseHHmm>) =>
  typeof parsed === 'string' ? parsed : null;
