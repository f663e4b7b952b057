/**
 * x-form `employeeSearch`: the department manager. Typing searches by name after the declared pause
 * (400 ms) and shows only the first result with a tick box: ticking selects that employee's id,
 * unticking or clearing the search deselects, and an answer naming someone else than the picked
 * employee deselects too (they would be chosen unseen). Until a term is answered the picked employee
 * stays in view, never an earlier term's result. The field's message ('Please select a valid
 * Manager.') is a submit's: the widget shows it itself (uiSchema.ts hides RJSF's) until the person
 * types or picks, and again after the next submit (formContext.submits). Without the search
 * privilege it says so instead.
 */
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  TextField,
  Typography,
} from '@mui/material';
import { ariaDescribedByIds, errorId, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { registry as schemas, type ResourceName } from '../../src/generated/registry.ts';
import type { FormFieldHint } from '../../src/shared/dialect.ts';
import { useErrorMessage } from '../../src/admin/providers/errors.ts';
import { httpClient } from '../../src/admin/providers/httpClient.ts';
import { resolvePath } from '../../src/admin/schema/contractWire.ts';
import { formContextOf } from '../../src/admin/schema/form/context.ts';

type Hint = Extract<FormFieldHint, { widget: 'employeeSearch' }>;
type Found = { employeeId: number; firstName?: string | null; lastName?: string | null };

const nameOf = (e: Found) => [e.firstName, e.lastName].filter(Boolean).join(' ');

/** The current choice of an edited record, named from the hint's labelFrom properties. */
function initialChoice(hint: Hint, value: unknown, record?: Record<string, unknown>) {
  if (typeof value !== 'number' || !record) return undefined;
  const [first, last] = (hint.labelFrom ?? []).map((k) => record[k] as string | null | undefined);
  return { employeeId: value, firstName: first, lastName: last };
}

/** The first result of one search, with the term it answers. */
type Answer = { term: string; found?: Found; note?: string };

export function EmployeeSearchWidget(props: WidgetProps) {
  const { id, value, onChange, options, label, registry, disabled, rawErrors } = props;
  const hint = options as unknown as Hint;
  const translate = useTranslate();
  // Read at the answer's time, so the search need not restart when the language changes.
  const localError = useErrorMessage();
  const errorText = useRef(localError);
  errorText.current = localError;
  const context = formContextOf(registry);
  const allowed = context.can(hint.privilege);
  const [term, setTerm] = useState('');
  // The employee picked now (the edited record's manager, or a ticked result), kept in view while
  // no answer to the box's term is there to replace it.
  const [chosen, setChosen] = useState<Found | undefined>(() =>
    initialChoice(hint, value, context.record),
  );
  const [answer, setAnswer] = useState<Answer>();
  const picked = useRef(value);
  picked.current = value;
  // The field's message answers a submit without a manager: typing or picking after that submit is
  // the person acting on it, so it is not shown again before the next submit (issue #37).
  const submits = context.submits ?? 0;
  const [actedAfter, setActedAfter] = useState<number>();
  const acted = () => setActedAfter(submits);
  const errors = actedAfter === submits ? [] : (rawErrors ?? []);

  const pick = (employee: Found | undefined) => {
    setChosen(employee);
    onChange(employee?.employeeId);
  };

  useEffect(() => {
    const name = term.trim();
    if (!allowed || !name) return;
    let live = true;
    const timer = setTimeout(async () => {
      const api = schemas[hint.resource as ResourceName]['x-api']?.[hint.operation];
      if (!api) return;
      let next: Answer;
      try {
        const query = new URLSearchParams({ name });
        const { json } = await httpClient(`${resolvePath(api.path, {})}?${query}`, {
          method: api.method,
        });
        const first = (Array.isArray(json) ? json[0] : undefined) as Found | undefined;
        next = { term: name, found: first, note: first ? undefined : hint.emptyMessage };
      } catch (error) {
        next = { term: name, note: errorText.current(error) };
      }
      if (!live) return;
      setAnswer(next);
      // Only one result is shown: a picked employee it does not name would be chosen unseen.
      if (picked.current != null && next.found?.employeeId !== picked.current) pick(undefined);
    }, hint.debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `pick` is a new function each render; what it reads of the render is in refs.
  }, [term, allowed, hint]);

  const current = term.trim();
  const answered = current !== '' && answer?.term === current ? answer : undefined;
  // The answer to the box's term, else the picked employee; never a result of an earlier term.
  const found = answered ? answered.found : chosen;
  const note = answered?.note;

  if (!allowed) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography color="error" role="status">
          {hint.deniedMessage}
        </Typography>
      </Box>
    );
  }
  return (
    <Box>
      <TextField
        id={id}
        fullWidth
        type="search"
        label={label}
        placeholder={translate('charter.schema.form.search_by_name')}
        value={term}
        disabled={disabled}
        error={errors.length > 0}
        // A screen reader reads the field's error, description and help with the search box.
        slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id) } }}
        onChange={(e) => {
          setTerm(e.target.value);
          acted();
          // Clearing the search deselects (spec part 1 §4); typing keeps the pick until answered.
          if (!e.target.value.trim()) pick(undefined);
        }}
      />
      {errors.length > 0 ? (
        // In place of RJSF's list under the field (ui:hideError), with the id the box names.
        <FormHelperText id={errorId(id)} error>
          {errors.join(' ')}
        </FormHelperText>
      ) : null}
      {found ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={value === found.employeeId}
              onChange={(e) => {
                acted();
                pick(e.target.checked ? found : undefined);
              }}
              disabled={disabled}
            />
          }
          label={nameOf(found) || `#${found.employeeId}`}
        />
      ) : null}
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
