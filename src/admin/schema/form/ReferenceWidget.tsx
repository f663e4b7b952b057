/**
 * x-form `reference`: a select of another resource's records (a project's team). Ids
 * go into the form data as numbers; the empty choice is `undefined`. With `valueField` the value is
 * that property of the chosen record (a code such as PLANNED), shown by the property's x-enumLabels.
 */
import { MenuItem, TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useGetList, useTranslate } from 'react-admin';
import type { FormFieldHint } from '../../../shared/dialect.ts';

type Hint = Extract<FormFieldHint, { widget: 'reference' }> & { labels?: Record<string, string> };

export function ReferenceWidget(props: WidgetProps) {
  const { id, value, onChange, options, label, required, disabled, rawErrors } = props;
  const hint = options as unknown as Hint;
  const translate = useTranslate();
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
      // A screen reader reads the field's error, description and help with the select.
      slotProps={{ select: { 'aria-describedby': ariaDescribedByIds(id) } }}
      value={value ?? ''}
      onChange={(e) => {
        const picked = e.target.value;
        if (picked === '') onChange(undefined);
        else onChange(hint.valueField ? picked : Number(picked));
      }}
    >
      <MenuItem value="">
        <em>{hint.placeholder ?? translate('charter.schema.form.none')}</em>
      </MenuItem>
      {data.map((row) => {
        const value = hint.valueField ? String(row[hint.valueField]) : row.id;
        const text = hint.labels?.[String(value)] ?? row[hint.optionLabel] ?? row.id;
        return (
          <MenuItem key={row.id} value={value}>
            {String(text)}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
