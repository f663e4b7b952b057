/**
 * A generic list's filters, derived once from its schema for the three places that need them: the
 * generator (a declared name must be filterable), the server (the query parameters it accepts and
 * validates) and the console (the inputs it shows). Declared in `x-list.filters`, or inferred:
 * a list served as conventional REST filters every list column of a filterable kind; an `x-api`
 * list has no inferred filters, so a contract route's wire stays exactly the contract's.
 *
 * Query parameters (both wire flavours): `<name>` for an enum, boolean or reference (one value;
 * a many-to-many's takes a list, "has any of", on conventional REST lists only),
 * `<name>_gte` / `<name>_lte` for the from/to of a number or date range.
 *
 * @example
 *   listFilters(holiday) // [{ name: 'halfDay', kind: 'boolean' }, { name: 'date', kind: 'date' }]
 */
import type { JSONSchema7 } from 'json-schema';
import type { ResourceSchema } from './dialect.ts';

export type FilterKind = 'enum' | 'number' | 'date' | 'boolean' | 'reference' | 'references';

export type ListFilterSpec = {
  name: string;
  kind: FilterKind;
  /** An enum's values (a select's choices, the only ones the server accepts). */
  values?: (string | number)[];
  /** A number filter on an integer property takes whole numbers only. */
  integer?: boolean;
  /** A reference's resource. */
  references?: string;
};

type Prop = JSONSchema7 & {
  'x-column'?: { references?: string; stored?: boolean };
  'x-reference'?: { resource?: string };
};

/** How a property can be filtered, or undefined when it cannot (text, date-times, JSON). */
export function filterKindOf(prop: Prop | undefined): FilterKind | undefined {
  if (!prop) return undefined;
  const type = [prop.type ?? []].flat().find((t) => t !== 'null');
  // A many-to-many (x-reference on an array, stored in its join table): "has any of".
  if (type === 'array' && prop['x-reference']?.resource) return 'references';
  if (prop['x-column']?.stored === false) return undefined;
  if (prop['x-column']?.references) return 'reference';
  if (Array.isArray(prop.enum) && prop.enum.length) return 'enum';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'string' && prop.format === 'date') return 'date';
  return undefined;
}

const specOf = (name: string, prop: Prop, kind: FilterKind): ListFilterSpec => ({
  name,
  kind,
  ...(kind === 'enum' ? { values: (prop.enum ?? []).filter((v) => v !== null) as string[] } : {}),
  ...(kind === 'number' ? { integer: [prop.type].flat().includes('integer') } : {}),
  ...(kind === 'reference' ? { references: prop['x-column']!.references } : {}),
  ...(kind === 'references' ? { references: prop['x-reference']!.resource } : {}),
});

/** The list's filters, declared or inferred (see above), in order. */
export function listFilters(schema: ResourceSchema): ListFilterSpec[] {
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const declared = schema['x-list']?.filters;
  const names = declared ?? (schema['x-api'] ? [] : (schema['x-list']?.columns ?? []));
  return names.flatMap((name) => {
    const kind = name === schema['x-id'] ? undefined : filterKindOf(props[name]);
    return kind ? [specOf(name, props[name], kind)] : [];
  });
}

/** The query parameters of one filter: its value, or its range's two ends. */
export const filterParams = (f: ListFilterSpec): string[] =>
  f.kind === 'number' || f.kind === 'date' ? [`${f.name}_gte`, `${f.name}_lte`] : [f.name];
