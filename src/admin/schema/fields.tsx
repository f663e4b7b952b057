/**
 * The typed map from a property's JSON type/format to the react-admin field that displays it. A new
 * kind is added here once and every generated list and show page gets it.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ReactElement } from 'react';
import { BooleanField, DateField, FunctionField, NumberField, TextField } from 'react-admin';

export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'dateTime' | 'enum';

export function fieldKind(prop: JSONSchema7): FieldKind {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  // A code without a closed enum (leave types are data) still shows its x-enumLabels.
  if (prop.enum || (prop as { 'x-enumLabels'?: object })['x-enumLabels']) return 'enum';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'string' && prop.format === 'date') return 'date';
  if (type === 'string' && prop.format === 'date-time') return 'dateTime';
  return 'text';
}

type FieldProps = { source: string; label: string; enumLabels?: Record<string, string> };

const FIELDS: Record<FieldKind, (p: FieldProps) => ReactElement> = {
  text: ({ source, label }) => <TextField source={source} label={label} emptyText="—" />,
  number: ({ source, label }) => <NumberField source={source} label={label} emptyText="—" />,
  boolean: ({ source, label }) => <BooleanField source={source} label={label} />,
  date: ({ source, label }) => <DateField source={source} label={label} emptyText="—" />,
  dateTime: ({ source, label }) => (
    <DateField source={source} label={label} showTime emptyText="—" />
  ),
  enum: ({ source, label, enumLabels }) => (
    <FunctionField
      source={source}
      label={label}
      render={(record) => {
        const value = record?.[source];
        return value == null ? '—' : (enumLabels?.[value] ?? String(value));
      }}
    />
  ),
};

export function fieldFor(
  source: string,
  prop: JSONSchema7 & { 'x-enumLabels'?: Record<string, string> },
) {
  const Field = FIELDS[fieldKind(prop)];
  return (
    <Field
      key={source}
      source={source}
      label={prop.title ?? source}
      enumLabels={prop['x-enumLabels']}
    />
  );
}
