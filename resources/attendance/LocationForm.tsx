/**
 * The attendance location form (spec part 2 §2, §5 "Attendance location name"): name, latitude,
 * longitude and elevation, checked with the attendanceLocation schema's own words, plus 'Use my
 * current position' in place of a map. Edit mode is the `location` passed in navigation state.
 * A failed save keeps what was typed.
 */
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  errorMessage,
  GENERIC_ERROR,
  useErrorMessage,
  useServerText,
} from '../../src/admin/providers/errors.ts';
import { progress } from '../../src/admin/notifications/toast.ts';
import { validatorFor, firstError } from '../../src/admin/schema/form/useValidator.ts';
import { createLocation, updateLocation, type AttendanceLocation } from './api.ts';
import { locate, locationErrorKey } from './geolocation.ts';
import { useSingleFlight } from '../../src/admin/components/useSingleFlight.ts';

/** A finger-sized target on a phone (issue #21 §1). */
const PHONE_TOUCH = { minHeight: { xs: 44, sm: 'auto' } } as const;

const FIELDS = ['attendanceLocation', 'latitude', 'longitude', 'elevation'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { attendanceLocation: '', latitude: '', longitude: '', elevation: '0' };
const LABELS: Record<Field, string> = {
  attendanceLocation: 'charter.attendance.field_name',
  latitude: 'charter.attendance.field_latitude',
  longitude: 'charter.attendance.field_longitude',
  elevation: 'charter.attendance.field_elevation',
};

const fromLocation = (l: AttendanceLocation): Values => ({
  attendanceLocation: l.attendanceLocation,
  latitude: String(l.latitude),
  longitude: String(l.longitude),
  elevation: String(l.elevation),
});
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toBody = (v: Values) => ({
  attendanceLocation:
    v.attendanceLocation.trim() === '' ? v.attendanceLocation : v.attendanceLocation.trim(),
  latitude: asNumber(v.latitude),
  longitude: asNumber(v.longitude),
  elevation: asNumber(v.elevation),
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The schema's messages, in the user's language. */
async function check(
  values: Values,
  translate: Translate,
): Promise<Partial<Record<Field, string>>> {
  const validator = await validatorFor('attendanceLocation');
  const data = toBody(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const f of FIELDS) {
    const message = firstError(validator, 'attendanceLocation', data, f, translate);
    if (message) errors[f] = message;
  }
  return errors;
}

type Props = { editing: AttendanceLocation | null; onSaved: () => void; onCancel: () => void };

export const LocationForm = ({ editing, onSaved, onCancel }: Props) => {
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const errorText = useErrorMessage();
  const [values, setValues] = useState<Values>(editing ? fromLocation(editing) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // One save and one position lookup at a time, guarded before the first await (issue #21 §3).
  const save = useSingleFlight();
  const locating = useSingleFlight();

  useEffect(() => {
    setValues(editing ? fromLocation(editing) : EMPTY);
    setErrors({});
  }, [editing]);

  const set = (f: Field, text: string) => {
    setValues((v) => ({ ...v, [f]: text }));
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const fillFromPosition = () =>
    locating.run(async () => {
      try {
        const at = await locate();
        setValues((v) => ({
          ...v,
          latitude: String(at.latitude),
          longitude: String(at.longitude),
          elevation: at.elevation != null ? String(at.elevation) : v.elevation,
        }));
        setErrors((e) => ({
          ...e,
          latitude: undefined,
          longitude: undefined,
          elevation: undefined,
        }));
        notify(translate('charter.attendance.location_fetched'), {
          type: 'success',
          toastKey: 'location-position',
        });
      } catch (error) {
        notify(translate(locationErrorKey(error)), {
          type: 'error',
          toastKey: 'location-position',
        });
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(async () => {
      const found = await check(values, translate);
      setErrors(found);
      if (Object.keys(found).length) return;
      const key = 'location-save';
      notify(
        translate(editing ? 'charter.attendance.updating' : 'charter.attendance.adding'),
        progress(key),
      );
      try {
        const body = toBody(values) as Parameters<typeof createLocation>[0];
        if (editing) {
          await updateLocation(editing.attendanceLocationId, body);
          notify(translate('charter.attendance.location_updated'), {
            type: 'success',
            toastKey: key,
          });
        } else {
          const res = await createLocation(body);
          notify(serverText(res) ?? '', { type: 'success', toastKey: key });
          setValues(EMPTY);
        }
        onSaved();
      } catch (error) {
        notify(
          errorMessage(error) === GENERIC_ERROR
            ? translate('charter.attendance.location_submit_failed')
            : errorText(error),
          { type: 'error', toastKey: key },
        );
      }
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 600 }}>
        {editing
          ? translate('charter.attendance.edit_location_title', {
              name: editing.attendanceLocation,
            })
          : translate('charter.attendance.add_location')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={translate(LABELS[f])}
            required
            type={f === 'attendanceLocation' ? 'text' : 'number'}
            value={values[f]}
            onChange={(e) => set(f, e.target.value)}
            error={!!errors[f]}
            helperText={errors[f] ?? ' '}
            slotProps={{ htmlInput: f === 'attendanceLocation' ? {} : { step: 'any' } }}
          />
        ))}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<MyLocationIcon />}
            onClick={() => void fillFromPosition()}
            loading={locating.pending}
            sx={PHONE_TOUCH}
          >
            {translate('charter.attendance.use_position')}
          </Button>
          <Button type="submit" variant="contained" loading={save.pending} sx={PHONE_TOUCH}>
            {translate(
              editing ? 'charter.attendance.update_location' : 'charter.attendance.add_location',
            )}
          </Button>
          {editing && (
            <Button color="inherit" onClick={onCancel} sx={PHONE_TOUCH}>
              {translate('charter.attendance.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
};
