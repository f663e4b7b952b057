/**
 * The filters of a generated list, from its schema (src/shared/listFilters.ts: declared in
 * `x-list.filters`, or inferred from a conventional REST list's columns): a text search (`q`) when
 * a conventional REST list has text columns, then the name search of a reference declaring
 * x-reference (one record, or "has any of" for a many-to-many), else a select of the referenced
 * records, a select of an enum's values (worded by its x-enumLabels), a yes/no choice for a boolean,
 * and a from/to pair for a number or a date (`date_gte`, `date_lte`), in the parameters both wire flavours take. Always
 * shown (above the table, and above the cards on a phone), so the keyboard reaches them in order.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  type TranslateFunction,
} from 'react-admin';
import type { ResourceSchema } from '../../../shared/dialect.ts';
import { listFilters } from '../../../shared/listFilters.ts';
import { isSimpleRest } from '../../../shared/screens.ts';
import { fieldKind, labelOf } from '../fields.tsx';
import { ReferenceSearchInput } from '../references/ReferenceSearchInput.tsx';

type Prop = JSONSchema7 & {
  'x-column'?: { references?: string };
  'x-reference'?: { resource?: string };
  'x-enumLabels'?: Record<string, string>;
};

/** `schema` in the user's language (localize.ts); `translate` words the filters' own texts. */
export function restFilters(schema: ResourceSchema, translate: TranslateFunction): ReactElement[] {
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const columns = schema['x-list']?.columns ?? Object.keys(props);
  const filters: ReactElement[] = [];
  if (isSimpleRest(schema) && columns.some((c) => fieldKind(props[c] ?? {}) === 'text'))
    filters.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={translate('charter.schema.filters.search')}
      />,
    );
  for (const { name, kind, values } of listFilters(schema)) {
    const prop = props[name] ?? {};
    const label = prop.title ?? name;
    if ((kind === 'reference' || kind === 'references') && prop['x-reference']) {
      // Searched by name on the server, like the form's field ("has any of" for many).
      filters.push(
        <ReferenceSearchInput
          key={name}
          source={name}
          reference={prop['x-reference'].resource ?? prop['x-column']!.references!}
          many={kind === 'references'}
          label={label}
          alwaysOn
        />,
      );
    } else if (kind === 'reference') {
      const reference = prop['x-column']!.references!;
      filters.push(
        <ReferenceInput
          key={name}
          source={name}
          reference={reference}
          alwaysOn
          perPage={100}
          sort={{ field: 'id', order: 'ASC' }}
        >
          <SelectInput
            label={label}
            optionText={labelOf(reference)}
            emptyText={translate('charter.schema.filters.any')}
          />
        </ReferenceInput>,
      );
    } else if (kind === 'boolean') {
      filters.push(<NullableBooleanInput key={name} source={name} label={label} alwaysOn />);
    } else if (kind === 'enum') {
      const labels = prop['x-enumLabels'] ?? {};
      const choices = (values ?? []).map((v) => ({ id: v, name: labels[String(v)] ?? String(v) }));
      filters.push(
        <SelectInput
          key={name}
          source={name}
          label={label}
          choices={choices}
          emptyText={translate('charter.schema.filters.any')}
          alwaysOn
        />,
      );
    } else if (kind === 'number') {
      filters.push(
        <NumberInput
          key={`${name}_gte`}
          source={`${name}_gte`}
          label={translate('charter.schema.filters.from', { label })}
          alwaysOn
        />,
        <NumberInput
          key={`${name}_lte`}
          source={`${name}_lte`}
          label={translate('charter.schema.filters.to', { label })}
          alwaysOn
        />,
      );
    } else if (kind === 'date') {
      filters.push(
        <DateInput
          key={`${name}_gte`}
          source={`${name}_gte`}
          label={translate('charter.schema.filters.from', { label })}
          alwaysOn
        />,
        <DateInput
          key={`${name}_lte`}
          source={`${name}_lte`}
          label={translate('charter.schema.filters.to', { label })}
          alwaysOn
        />,
      );
    }
  }
  return filters;
}

/** Whether the list shows filters: every conventional REST list, an x-api one that declares them. */
export const hasFilters = (schema: ResourceSchema) =>
  isSimpleRest(schema) || listFilters(schema).length > 0;
