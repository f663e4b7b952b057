/**
 * What the server must be able to serve of a list's generated filters and CSV import, checked by
 * `npm run generate` so a declaration it cannot serve stops the generator (file, key, reason) and
 * never the server's start: each filter a filterable property, an import's columns writable
 * properties a cell can hold (a many-to-many too: a `;`-separated list), the create body's required
 * properties among them, and a privilege to guard the route. Employee has its own importer
 * (resources/employee/employee.importer.server.ts) and columns.
 */
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { filterKindOf } from '../../src/shared/listFilters.ts';
import { isManyReference } from '../../src/shared/references.ts';
import { isObject } from './guards.ts';

type Prop = {
  type?: unknown;
  readOnly?: boolean;
  'x-column'?: { internal?: boolean; stored?: boolean; references?: string };
  'x-reference'?: unknown;
};

/** A many-to-many (x-reference on an array): stored in its join table, imported as a `;` list. */
const isMany = (p: Prop) => isManyReference(p);

/** A client may write it: the create body holds it (src/server/http/schemaViews.ts writableFields). */
const writable = (p: Prop) =>
  !p.readOnly && p['x-column']?.internal !== true && (p['x-column']?.stored !== false || isMany(p));

/** One CSV cell holds a scalar (text, number, yes/no, date, referenced record) or a many-to-many. */
const cellFits = (p: Prop) =>
  isMany(p) ||
  [p.type ?? []]
    .flat()
    .every((t) => ['string', 'integer', 'number', 'boolean', 'null'].includes(String(t)));

export function listFeatureReasons(
  s: ResourceSchema,
  isPrivilege: (name: string) => boolean,
): string[] {
  const list = s['x-list'];
  if (!list) return [];
  const props = (isObject(s.properties) ? s.properties : {}) as Record<string, Prop>;
  const reasons: string[] = [];
  for (const name of list.filters ?? []) {
    if (!Object.hasOwn(props, name))
      reasons.push(`x-list.filters names "${name}", which is not a property`);
    else if (!filterKindOf(props[name] as never) || name === s['x-id'])
      reasons.push(
        `x-list.filters names "${name}", which cannot be filtered (enums, numbers, dates, booleans and references can)`,
      );
  }
  if (list.filters && s['x-api']?.list?.paged === false)
    reasons.push('x-list.filters: the x-api list answers every record at once (paged: false)');
  if (list.filters && s['x-api'] && !s['x-api'].list)
    reasons.push('x-list.filters: the resource has no x-api list to filter');
  if (list.search) reasons.push(...searchReasons(s, list.search));

  const imp = list.import;
  if (!imp || s['x-resource'] === 'employee') return reasons;
  const privilege = imp.privilege ?? s['x-privileges']?.create;
  if (!privilege)
    reasons.push(
      'x-list.import needs a privilege (x-list.import.privilege or x-privileges.create)',
    );
  else if (!isPrivilege(privilege))
    reasons.push(`x-list.import.privilege "${privilege}" is not in the privilege catalogue`);
  for (const name of imp.columns) {
    const p = props[name];
    if (!p) reasons.push(`x-list.import.columns names "${name}", which is not a property`);
    else if (!writable(p))
      reasons.push(
        `x-list.import.columns names "${name}", which a client cannot write (read-only, internal or not stored)`,
      );
    else if (!cellFits(p))
      reasons.push(`x-list.import.columns names "${name}", whose value one CSV cell cannot hold`);
  }
  for (const name of s.required ?? [])
    if (props[name] && writable(props[name]) && !imp.columns.includes(name))
      reasons.push(`x-list.import.columns must include the required "${name}"`);
  return reasons;
}

/**
 * x-list.search sends its text as a query parameter of the x-api list (and of the filter's action,
 * which must take it too): the list's query schema must declare it, or the server would refuse it.
 */
function searchReasons(s: ResourceSchema, search: { param: string; maxLength?: number }) {
  type Query = { $ref?: string; properties?: Record<string, { maxLength?: number }> };
  const query = s['x-api']?.list?.query as Query | undefined;
  if (!query) return ['x-list.search: the x-api list declares no query to take it'];
  const ref = query.$ref?.match(/^#\/\$defs\/(\w+)$/)?.[1];
  const defs = (s as { $defs?: Record<string, Query> }).$defs;
  const param = (ref ? defs?.[ref]?.properties : query.properties)?.[search.param];
  if (!param)
    return [`x-list.search.param "${search.param}" is not a parameter of the x-api list's query`];
  return search.maxLength === undefined || search.maxLength === param.maxLength
    ? []
    : [`x-list.search.maxLength must be the query parameter's maxLength (${param.maxLength})`];
}
