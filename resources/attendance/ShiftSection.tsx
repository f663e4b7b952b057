/**
 * Configure Shift Timings (spec part 2 §2, §5 "Shift time"): the company's one shift, created, edited
 * and deleted as HH:mm (hour 0–24, minutes 00–59, 'Invalid time format (HH:mm)'). Buttons follow the
 * user's shift privileges; the server's message is the toast either way.
 */
import { Alert, Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../src/admin/components/ConfirmDialog.tsx';
import { progress, toastError } from '../../src/admin/notifications/toast.ts';
import { useServerText } from '../../src/admin/providers/errors.ts';
import {
  createShift,
  deleteShift,
  fetchShifts,
  parseShift,
  updateShift,
  type Shift,
} from './api.ts';
import { useCan } from '../../src/admin/components/useCan.ts';
import { useSingleFlight } from '../../src/admin/components/useSingleFlight.ts';

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

/** The catalogue keys of parseHHmm's refusals. */
const REFUSAL_KEYS: Record<string, string> = {
  [INVALID_TIME]: 'charter.attendance.invalid_time',
  [ZERO_SHIFT]: 'charter.attendance.zero_shift',
};

/** A finger-sized target on a phone (issue #21 §1). */
const PHONE_TOUCH = { minHeight: { xs: 44, sm: 'auto' } } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const asHHmm = (s: Shift) => {
  const p = parseShift(s.shiftDuration);
  return p ? `${pad(p.hours)}:${pad(p.minutes)}` : '';
};

export const ShiftSection = () => {
  const can = useCan();
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const [shift, setShift] = useState<Shift | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Saving and deleting share one guard: one request at a time (issue #21 §3).
  const { pending: saving, run } = useSingleFlight();
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

  const describe = (s: Shift) => {
    const p = parseShift(s.shiftDuration);
    return p ? translate('charter.attendance.shift_describe', p) : s.shiftDuration;
  };
  const refusal = (text: string | null) => (text ? translate(REFUSAL_KEYS[text] ?? text) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHHmm(value);
    if (typeof parsed === 'string') return setError(parsed);
    const body = { shiftDurationHours: parsed.hours, shiftDurationMinutes: parsed.minutes };
    const key = 'shift-save';
    void run(async () => {
      notify(
        translate(shift ? 'charter.attendance.updating' : 'charter.attendance.adding'),
        progress(key),
      );
      try {
        const res = await (shift ? updateShift(body) : createShift(body));
        notify(serverText(res) ?? '', { type: 'success', toastKey: key });
        setEditing(false);
        setValue('');
        await load();
      } catch (e) {
        toastError(notify, e, key);
      }
    });
  };

  const remove = () => {
    if (!shift) return;
    void run(async () => {
      notify(translate('charter.attendance.deleting'), progress('shift-delete'));
      try {
        const res = await deleteShift(shift.shiftDurationId);
        notify(serverText(res) ?? '', { type: 'success', toastKey: 'shift-delete' });
        setConfirm(false);
        await load();
      } catch (e) {
        toastError(notify, e, 'shift-delete');
      }
    });
  };

  const showForm = editing || (shift === null && can('ADD_SHIFT_DURATION'));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="shift-title" sx={{ p: 2.5 }}>
      <Typography id="shift-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('charter.attendance.shift_title')}
      </Typography>
      {shift === undefined && !failed && <Skeleton variant="rounded" height={56} />}
      {failed && (
        <Alert
          severity="error"
          action={
            <Button onClick={() => void load()}>{translate('charter.attendance.retry')}</Button>
          }
        >
          {translate('charter.attendance.shift_load_failed')}
        </Alert>
      )}
      {shift === null && !showForm && (
        <Typography color="text.secondary">{translate('charter.attendance.shift_none')}</Typography>
      )}
      {shift && !editing && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            {translate('charter.attendance.shift_duration')} <strong>{asHHmm(shift)}</strong> (
            {describe(shift)})
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {can('UPDATE_SHIFT_DURATION') && (
            <Button
              variant="outlined"
              sx={PHONE_TOUCH}
              onClick={() => {
                setValue(asHHmm(shift));
                setError(null);
                setEditing(true);
              }}
            >
              {translate('charter.attendance.edit')}
            </Button>
          )}
          {can('DELETE_SHIFT_DURATION') && (
            <Button
              variant="outlined"
              color="error"
              sx={PHONE_TOUCH}
              onClick={() => setConfirm(true)}
            >
              {translate('charter.attendance.delete')}
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
            label={translate('charter.attendance.shift_field')}
            placeholder="09:00"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            onBlur={() => value && setError(typeOf(parseHHmm(value)))}
            error={!!error}
            helperText={refusal(error) ?? translate('charter.attendance.shift_help')}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true } }}
            sx={{ width: { xs: '100%', sm: 280 } }}
            autoFocus={editing}
          />
          <Button
            type="submit"
            variant="contained"
            loading={saving}
            sx={{ ...PHONE_TOUCH, mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate(
              shift ? 'charter.attendance.update_shift' : 'charter.attendance.create_shift',
            )}
          </Button>
          {editing && (
            <Button
              onClick={() => setEditing(false)}
              color="inherit"
              sx={{ ...PHONE_TOUCH, mt: { sm: 1 } }}
            >
              {translate('charter.attendance.cancel')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirm}
        title={translate('charter.attendance.are_you_sure')}
        message={translate('charter.attendance.shift_delete_message')}
        confirmLabel={translate('charter.attendance.delete')}
        cancelLabel={translate('charter.attendance.cancel')}
        danger
        loading={saving}
        onConfirm={remove}
        onClose={() => setConfirm(false)}
      />
    </Paper>
  );
};

const typeOf = (parsed: ReturnType<typeof parseHHmm>) =>
  typeof parsed === 'string' ? parsed : null;
