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
import { isManyReference, titleFieldsOf } from '../../shared/references.ts';
import { useFormat } from '../i18n/format.ts';
import { ReferenceNameCell, ReferenceNamesCell } from './references/ReferenceNames.tsx';

export type FieldKind =
  'text' | 'number' | 'boolean' | 'date' | 'dateTime' | 'enum' | 'reference' | 'references';

type Prop = JSONSchema7 & {
  'x-enumLabels'?: Record<string, string>;
  'x-column'?: { references?: string };
  'x-reference'?: { resource?: string };
};

export function fieldKind(prop: Prop): FieldKind {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  if (prop['x-column']?.references) return 'reference';
  // A many-to-many (x-reference on an array): the names of the records it links to.
  if (isManyReference(prop)) return 'references';
  // A code without a closed enum (its codes are data) still shows its x-enumLabels.
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

/**
 * How a referenced record is named: its schema's `x-title` (first and last name joined by a
 * space), else the first plain text property (`projectName`).
 */
export function labelOf(resource: string): (record: Record<string, unknown>) => string {
  const schema = registry[resource as ResourceName];
  if (!schema) return (record) => String(record?.id ?? '');
  const fields = titleFieldsOf(schema);
  return (record) =>
    fields
      .map((f) => record?.[f])
      .filter((v) => v != null && v !== '')
      .join(' ') || String(record?.id ?? '');
}

const FIELDS: Record<FieldKind, (p: FieldProps) => ReactElement> = {
  text: ({ source, label, emptyText }) => (
    <TextField source={source} label={label} emptyText={emptyText ?? '—'} />
  ),
  // By the name the record carries (`_names`, x-reference), else read through react-admin.
  reference: ({ source, label, reference, emptyText }) => (
    <FunctionField
      source={source}
      label={label}
      render={() => (
        <ReferenceNameCell
          source={source}
          reference={reference!}
          emptyText={emptyText ?? '—'}
          fallback={() => (
            <ReferenceField
              source={source}
              reference={reference!}
              link={false}
              emptyText={emptyText ?? '—'}
            >
              <FunctionField render={labelOf(reference!)} />
            </ReferenceField>
          )}
        />
      )}
    />
  ),
  references: ({ source, label, emptyText }) => (
    <FunctionField
      source={source}
      label={label}
      sortable={false}
      render={() => <ReferenceNamesCell source={source} emptyText={emptyText ?? '—'} />}
    />
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
      reference={prop['x-column']?.references ?? prop['x-reference']?.resource}
      emptyText={emptyText}
    />
  );
}
