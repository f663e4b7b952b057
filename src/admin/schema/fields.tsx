/**
 * The typed map from a property's JSON type/format to the react-admin field that displays it. A new
 * kind is added here once and every generated list and show page gets it.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ReactElement } from 'react';
import {
  BooleanField,
  DateField,
  FunctionField,
  NumberField,
  ReferenceField,
  TextField,
} from 'react-admin';
import { registry, type ResourceName } from '../../generated/registry.ts';
import { useFormat } from '../i18n/format.ts';

export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'dateTime' | 'enum' | 'reference';

type Prop = JSONSchema7 & {
  'x-enumLabels'?: Record<string, string>;
  'x-column'?: { references?: string };
};

export function fieldKind(prop: Prop): FieldKind {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  if (prop['x-column']?.references) return 'reference';
  // A code without a closed enum (leave types are data) still shows its x-enumLabels.
  if (prop.enum || (prop as { 'x-enumLabels'?: object })['x-enumLabels']) return 'enum';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'string' && prop.format === 'date') return 'date';
  if (type === 'string' && prop.format === 'date-time') return 'dateTime';
  return 'text';
}

type FieldProps = {
  source: string;
  label: string;
  enumLabels?: Record<string, string>;
  reference?: string;
  emptyText?: string;
};

/** The first plain text property names a referenced record (`organizationName`). */
export function labelOf(resource: string): (record: Record<string, unknown>) => string {
  const schema = registry[resource as ResourceName];
  const props = Object.entries(schema?.properties ?? {}) as [string, JSONSchema7][];
  const field = props.find(([n, p]) => n !== schema?.['x-id'] && p.type === 'string' && !p.format);
  return (record) => String(record?.[field?.[0] ?? 'id'] ?? record?.id ?? '');
}

const FIELDS: Record<FieldKind, (p: FieldProps) => ReactElement> = {
  text: ({ source, label, emptyText }) => (
    <TextField source={source} label={label} emptyText={emptyText ?? '—'} />
  ),
  reference: ({ source, label, reference, emptyText }) => (
    <ReferenceField
      source={source}
      label={label}
      reference={reference!}
      link={false}
      emptyText={emptyText ?? '—'}
    >
      <FunctionField render={labelOf(reference!)} />
    </ReferenceField>
  ),
  // Numbers and dates in the chosen language's conventions (useFormat: en-US, hi-IN).
  number: function NumberCell({ source, label }) {
    return <NumberField source={source} label={label} emptyText="—" locales={useFormat().tag} />;
  },
  boolean: ({ source, label }) => <BooleanField source={source} label={label} />,
  date: function DateCell({ source, label }) {
    return <DateField source={source} label={label} emptyText="—" locales={useFormat().tag} />;
  },
  dateTime: function DateTimeCell({ source, label }) {
    const { tag } = useFormat();
    return <DateField source={source} label={label} showTime emptyText="—" locales={tag} />;
  },
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

/** The field for a property; `emptyText` replaces the dash where the value is empty. */
export function fieldFor(source: string, prop: Prop, emptyText?: string) {
  const Field = FIELDS[fieldKind(prop)];
  return (
    <Field
      key={source}
      source={source}
      label={prop.title ?? source}
      enumLabels={prop['x-enumLabels']}
      reference={prop['x-column']?.references}
      emptyText={emptyText}
    />
  );
}
