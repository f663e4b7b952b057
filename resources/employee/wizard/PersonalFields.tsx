/**
 * The inputs of step 2: names, employee code and department, one text input per employee attribute,
 * and the "Additional details" section (contact, date of birth, gender, position, join date, Aadhaar,
 * PAN, UAN, salary). Labels are the employee schema's titles; messages show under each input.
 */
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { registry } from '../../../src/generated/registry.ts';
import { schemaText } from '../../../src/admin/schema/localize.ts';
import type { Named } from './api.ts';
import { labelOf } from './personalForm.ts';
import type { useCheckedForm } from './useCheckedForm.ts';

type Form = ReturnType<typeof useCheckedForm>;

const GENDERS = (registry.employee.properties as Record<string, { 'x-enumLabels'?: object }>)
  .gender['x-enumLabels'] as Record<string, string>;

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
    {children}
  </Box>
);

export type PersonalFieldsProps = {
  form: Form;
  departments: Named[] | undefined;
  attributeKeys: string[];
  attributes: Record<string, string>;
  onAttribute: (key: string, value: string) => void;
  disabled: boolean;
  /** The identity numbers and salary came masked: say so under them (they are kept unless typed over). */
  masked?: boolean;
};

export function PersonalFields(props: PersonalFieldsProps) {
  const { form, departments, attributeKeys, attributes, onAttribute, disabled, masked } = props;
  const translate = useTranslate();
  const say = (key: string) => translate(`charter.employees.personal.${key}`);
  const hidden = (name: string) =>
    masked ? { helperText: form.shown(name) ?? say('masked_hint') } : {};
  const text = (name: string, extra: object = {}) => (
    <TextField
      label={labelOf(name, translate)}
      fullWidth
      disabled={disabled}
      {...form.field(name)}
      {...extra}
    />
  );
  const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } };
  const noDepartments = departments !== undefined && departments.length === 0;
  const department = form.field('departmentId');
  // Until the departments are in, the select shows nothing rather than an unknown value.
  const listed = departments?.some((d) => String(d.id) === department.value);

  return (
    <>
      <Grid>
        {text('firstName', { required: true })}
        {text('lastName', { required: true })}
        {text('employeeCode', { required: true })}
        <TextField
          select
          label={labelOf('departmentId', translate)}
          fullWidth
          required
          {...department}
          value={listed ? department.value : ''}
          disabled={disabled || !departments || noDepartments}
          helperText={
            form.shown('departmentId') ??
            (!departments
              ? say('loading_departments')
              : noDepartments
                ? say('no_departments')
                : ' ')
          }
        >
          {(departments ?? []).map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        {attributeKeys.map((key) => (
          <TextField
            key={key}
            label={key}
            fullWidth
            disabled={disabled}
            value={attributes[key] ?? ''}
            onChange={(e) => onAttribute(key, e.target.value)}
            helperText=" "
          />
        ))}
      </Grid>
      <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
        {say('additional_details')}
      </Typography>
      <Grid>
        {text('contact', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {text('dateOfBirth', date)}
        <TextField
          select
          label={labelOf('gender', translate)}
          fullWidth
          disabled={disabled}
          {...form.field('gender')}
        >
          <MenuItem value="">
            <em>{say('not_given')}</em>
          </MenuItem>
          {Object.entries(GENDERS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {schemaText(
                translate,
                'employee',
                ['properties', 'gender', 'x-enumLabels', value],
                label,
              )}
            </MenuItem>
          ))}
        </TextField>
        {text('position')}
        {text('joinDate', date)}
        {text('adhaarNumber', {
          slotProps: { htmlInput: { inputMode: 'numeric' } },
          ...hidden('adhaarNumber'),
        })}
        {text('panNumber', hidden('panNumber'))}
        {text('uanNumber', {
          slotProps: { htmlInput: { inputMode: 'numeric' } },
          ...hidden('uanNumber'),
        })}
        {text('salary', {
          slotProps: { htmlInput: { inputMode: 'decimal' } },
          ...hidden('salary'),
        })}
      </Grid>
    </>
  );
}
