/**
 * The generated filters of an `x-api` list on the wire (src/shared/listFilters.ts): the query
 * properties the route declares, so the edge's ajv refuses a bad value with a 400 naming it (an
 * unknown enum value, a number that is not one, `2030-02-31`), and the conditions the generic list
 * applies. Only declared filters exist here: a contract list without `x-list.filters` keeps its
 * query exactly as it was.
 */
import type { ResourceSchema } from '../../shared/dialect.ts';
import { listFilters, type ListFilterSpec } from '../../shared/listFilters.ts';
import type { Condition } from '../repositories/recordFilters.ts';

type Query = Record<string, unknown>;

function propertyOf(f: ListFilterSpec): object {
  switch (f.kind) {
    case 'enum':
      return { enum: f.values };
    case 'boolean':
      return { type: 'boolean' };
    case 'reference':
      return { type: 'integer', minimum: 1 };
    case 'references':
      return { type: 'array', items: { type: 'integer', minimum: 1 } };
    case 'number':
      return { type: f.integer ? 'integer' : 'number' };
    case 'date':
      return { type: 'string', format: 'date' };
  }
}

function messageOf(f: ListFilterSpec, param: string): string {
  switch (f.kind) {
    case 'enum':
      return `${param} must be one of: ${f.values!.join(', ')}.`;
    case 'boolean':
      return `${param} must be true or false.`;
    case 'reference':
      return `${param} must be a positive whole number.`;
    case 'references':
      return `${param} must be a list of positive whole numbers.`;
    case 'number':
      return `${param} must be ${f.integer ? 'a whole number' : 'a number'}.`;
    case 'date':
      return `${param} must be a date (YYYY-MM-DD).`;
  }
}

/** The query properties and their messages of the list's declared filters (none: both empty). */
export function filterQuery(schema: ResourceSchema) {
  const properties: Record<string, object> = {};
  const messages: Record<string, string> = {};
  if (!schema['x-list']?.filters) return { properties, messages };
  for (const f of listFilters(schema)) {
    const params = f.kind === 'number' || f.kind === 'date' ? ['_gte', '_lte'] : [''];
    for (const suffix of params) {
      properties[f.name + suffix] = propertyOf(f);
      messages[f.name + suffix] = messageOf(f, f.name + suffix);
    }
  }
  return { properties, messages };
}

/** The conditions of the filter values a validated query holds. */
export function filterConditions(schema: ResourceSchema, query: Query): Condition[] {
  if (!schema['x-list']?.filters) return [];
  const out: Condition[] = [];
  for (const f of listFilters(schema)) {
    // A many-to-many lives in its join table; the generator refuses x-reference on an x-api schema.
    if (f.kind === 'references') continue;
    if (f.kind === 'number' || f.kind === 'date') {
      const from = query[`${f.name}_gte`];
      const to = query[`${f.name}_lte`];
      if (from !== undefined) out.push({ column: f.name, op: '>=', value: from });
      if (to !== undefined) out.push({ column: f.name, op: '<=', value: to });
    } else if (query[f.name] !== undefined)
      out.push({ column: f.name, op: '=', value: query[f.name] });
  }
  return out;
}
