/**
 * x-form `employeeSearch`: the department manager. Typing searches by name after the declared pause
 * (400 ms) and shows only the first result with a tick box: ticking selects that employee's id,
 * unticking or clearing the search deselects. Without the search privilege it says so instead.
 */
import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { registry as schemas, type ResourceName } from '../../../generated/registry.ts';
import type { FormFieldHint } from '../../../shared/dialect.ts';
import { useErrorMessage } from '../../providers/errors.ts';
import { httpClient } from '../../providers/httpClient.ts';
import { resolvePath } from '../contractWire.ts';
import { formContextOf } from './context.ts';

type Hint = Extract<FormFieldHint, { widget: 'employeeSearch' }>;
type Found = { employeeId: number; firstName?: string | null; lastName?: string | null };

const nameOf = (e: Found) => [e.firstName, e.lastName].filter(Boolean).join(' ');

/** The current choice of an edited record, named from the hint's labelFrom properties. */
function initialChoice(hint: Hint, value: unknown, record?: Record<string, unknown>) {
  if (typeof value !== 'number' || !record) return undefined;
  const [first, last] = (hint.labelFrom ?? []).map((k) => record[k] as string | null | undefined);
  return { employeeId: value, firstName: first, lastName: last };
}

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
  const [found, setFound] = useState<Found | undefined>(() =>
    initialChoice(hint, value, context.record),
  );
  const [note, setNote] = useState<string>();

  useEffect(() => {
    const name = term.trim();
    if (!allowed || !name) return;
    let live = true;
    const timer = setTimeout(async () => {
      const api = schemas[hint.resource as ResourceName]['x-api']?.[hint.operation];
      if (!api) return;
      try {
        const query = new URLSearchParams({ name });
        const { json } = await httpClient(`${resolvePath(api.path, {})}?${query}`, {
          method: api.method,
        });
        if (!live) return;
        const first = (Array.isArray(json) ? json[0] : undefined) as Found | undefined;
        setFound(first);
        setNote(first ? undefined : hint.emptyMessage);
      } catch (error) {
        if (live) setNote(errorText.current(error));
      }
    }, hint.debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, allowed, hint]);

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
        error={Boolean(rawErrors?.length)}
        // A screen reader reads the field's error, description and help with the search box.
        slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id) } }}
        onChange={(e) => {
          setTerm(e.target.value);
          if (!e.target.value.trim()) {
            setFound(undefined);
            setNote(undefined);
            onChange(undefined);
          }
        }}
      />
      {found ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={value === found.employeeId}
              onChange={(e) => onChange(e.target.checked ? found.employeeId : undefined)}
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
