/**
 * x-form `reference`: a select of another resource's records (the department's organisation). Ids
 * go into the form data as numbers; the empty choice is `undefined`.
 */
import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList } from 'react-admin';
import type { FormFieldHint } from '../../../shared/dialect.ts';

type Hint = Extract<FormFieldHint, { widget: 'reference' }>;

export function ReferenceWidget(props: WidgetProps) {
  const { id, value, onChange, options, label, required, disabled, rawErrors } = props;
  const hint = options as unknown as Hint;
  const { data = [], isPending } = useGetList(hint.resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled || isPending}
      error={Boolean(rawErrors?.length)}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
    >
      <MenuItem value="">
        <em>{hint.placeholder ?? 'None'}</em>
      </MenuItem>
      {data.map((row) => (
        <MenuItem key={row.id} value={row.id}>
          {String(row[hint.optionLabel] ?? row.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}
