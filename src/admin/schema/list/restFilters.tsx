/**
 * The filters of a list served as conventional REST, from its schema: a text search (`q`) when it
 * has text columns, then per list column the name search of a reference declaring x-reference (one
 * record, or "has any of" for a many-to-many), else a select of the referenced records, a yes/no choice for
 * a boolean, and a from/to pair for a date (`date_gte`, `date_lte`), in the dialect the server's
 * simple-rest routes understand. Always shown, so the keyboard reaches them in order.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  type TranslateFunction,
} from 'react-admin';
import type { ResourceSchema } from '../../../shared/dialect.ts';
import { fieldKind, labelOf } from '../fields.tsx';
import { ReferenceSearchInput } from '../references/ReferenceSearchInput.tsx';

type Prop = JSONSchema7 & {
  'x-column'?: { references?: string };
  'x-reference'?: { resource?: string };
};

/** `schema` in the user's language (localize.ts); `translate` words the filters' own texts. */
export function restFilters(schema: ResourceSchema, translate: TranslateFunction): ReactElement[] {
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const columns = schema['x-list']?.columns ?? Object.keys(props);
  const kinds = columns.map((c) => [c, props[c] ?? {}, fieldKind(props[c] ?? {})] as const);
  const filters: ReactElement[] = [];
  if (kinds.some(([, , k]) => k === 'text'))
    filters.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={translate('charter.schema.filters.search')}
      />,
    );
  for (const [name, prop, kind] of kinds) {
    const label = prop.title ?? name;
    if ((kind === 'reference' || kind === 'references') && prop['x-reference']) {
      // Searched by name on the server, like the form's field ("has any of" for many).
      filters.push(
        <ReferenceSearchInput
          key={name}
          source={name}
          resource={prop['x-reference'].resource ?? prop['x-column']!.references!}
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
