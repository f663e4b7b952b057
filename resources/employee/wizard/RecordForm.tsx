/**
 * One emergency contact, address or bank form of step 3: its inputs (validated on blur with the
 * schema's words), its own button ('Add Contact', 'Update Address', …) and a flush the step's Save
 * All Changes calls, which saves the form only when something was typed. A refusal keeps the values.
 * The button is busy from the click on (before the check), so two quick clicks save once.
 */
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { progress, toastError } from '../../../src/admin/notifications/toast.ts';
import { useServerText } from '../../../src/admin/providers/errors.ts';
import { wordsIn, type RecordSection } from './recordSections.ts';
import { useSingleFlight } from '../../../src/admin/components/useSingleFlight.ts';
import { useCheckedForm } from './useCheckedForm.ts';

type Values = Record<string, string>;

export type RecordFormProps = {
  section: RecordSection;
  /** Present when editing a stored record. */
  initial?: Values;
  buttonLabel: string;
  save: (values: Values) => Promise<{ message?: string }>;
  /** Save All Changes: registers this form's flush under a unique key; undefined unregisters. */
  register: (key: string, flush: (() => Promise<boolean>) | undefined) => void;
  formKey: string;
  /** After an add: the form empties itself. */
  resetAfterSave?: boolean;
};

export function RecordForm(props: RecordFormProps) {
  const { section, initial, buttonLabel, save, register, formKey, resetAfterSave } = props;
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const say = (key: string) => translate(`charter.employees.records.${section.kind}.${key}`);
  const blank = Object.fromEntries(section.fields.map((f) => [f.name, '']));
  const form = useCheckedForm(initial ?? blank, (v) => section.check(v, translate));
  // `busy` from the click on (the button); `saving` once the request is under way (the inputs).
  const { pending: busy, run } = useSingleFlight();
  const [saving, setSaving] = useState(false);

  const send = async (): Promise<boolean> => {
    if (!(await form.validateAll())) return false;
    const key = `wizard-${formKey}`;
    setSaving(true);
    notify(translate(`charter.employees.wizard.${initial ? 'updating' : 'adding'}`), progress(key));
    try {
      const { message } = await save(section.body(form.values));
      notify(serverText(message) ?? say('saved'), { type: 'success', toastKey: key });
      form.reset(resetAfterSave ? blank : form.values);
      return true;
    } catch (error) {
      toastError(notify, error, key);
      return false;
    } finally {
      setSaving(false);
    }
  };
  /** False when the form was not saved, also when a save of it was already under way. */
  const submit = async () => (await run(send)) ?? false;

  const flush = useRef(submit);
  flush.current = async () => (form.dirty ? submit() : true);
  useEffect(() => {
    register(formKey, () => flush.current());
    return () => register(formKey, undefined);
  }, [formKey, register]);

  return (
    <Box
      component="form"
      noValidate
      aria-label={say('form')}
      onSubmit={(e) => (e.preventDefault(), void submit())}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {section.fields.map((f) => (
        <TextField
          key={f.name}
          label={wordsIn(translate, f.label)}
          fullWidth
          required
          select={Boolean(f.options)}
          disabled={saving}
          {...form.field(f.name)}
          onChange={(e) =>
            form.set(f.name, f.upper ? e.target.value.toUpperCase() : e.target.value)
          }
          slotProps={f.inputMode ? { htmlInput: { inputMode: f.inputMode } } : undefined}
        >
          {f.options?.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {wordsIn(translate, o.label)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          type="submit"
          variant="outlined"
          loading={busy}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {buttonLabel}
        </Button>
      </Box>
    </Box>
  );
}
