/**
 * A small form state for the wizard's hand-laid forms: values, validation on blur (a field's message
 * appears once it was left), and `validateAll` before a save, which shows every message and answers
 * whether the form may be sent. Values are never cleared by a failed check.
 *
 * @example
 *   const form = useCheckedForm({ contact: '' }, (v) => checkWith('emergencyContact', v, translate));
 *   <TextField {...form.field('contact')} label="Contact" />
 */
import { useCallback, useRef, useState } from 'react';
import type { Errors } from '../../../src/admin/schema/form/schemaErrors.ts';

type Values = Record<string, string>;

export function useCheckedForm(initial: Values, check: (values: Values) => Promise<Errors>) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const checkRef = useRef(check);
  checkRef.current = check;

  const run = useCallback(async () => {
    const found = await checkRef.current(latest.current);
    setErrors(found);
    return found;
  }, []);

  const set = (name: string, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    setDirty(true);
    // Once shown, a message follows the typing, so it disappears as soon as the input is right.
    if (touched.has(name)) void run();
  };

  const blur = (name: string) => {
    setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
    void run();
  };

  /** Shows every message; true when nothing is wrong. */
  const validateAll = async (): Promise<boolean> => {
    const found = await run();
    setTouched(new Set([...Object.keys(latest.current), ...Object.keys(found)]));
    return Object.keys(found).length === 0;
  };

  const shown = (name: string) => (touched.has(name) ? errors[name] : undefined);

  /** Props for a MUI TextField bound to `name`. */
  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    onBlur: () => blur(name),
    error: Boolean(shown(name)),
    helperText: shown(name) ?? ' ',
  });

  const reset = (next: Values) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    setTouched(new Set());
    setDirty(false);
  };

  return { values, set, blur, field, shown, validateAll, dirty, reset };
}
