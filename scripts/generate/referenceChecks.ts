/**
 * The dialect gate's checks (dialect.ts) that follow a reference into the schema it names:
 * `x-column.from` (a column read through a reference) and `x-title` / `x-reference` (references
 * shown by name, many-to-one or many-to-many).
 */
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { isObject } from './guards.ts';

/**
 * `x-column.from` reads a column through a reference (`managerId.firstName`): the property must
 * not be stored, `managerId` must be a property with `x-column.references`, and `firstName` a
 * stored column of the schema it references.
 */
export function joinReasons(s: ResourceSchema, schemas: Map<string, ResourceSchema>): string[] {
  const props = (isObject(s.properties) ? s.properties : {}) as Record<string, unknown>;
  const hints = (p: unknown) =>
    (isObject(p) && isObject(p['x-column']) ? p['x-column'] : {}) as Record<string, unknown>;
  const reasons: string[] = [];
  for (const [name, prop] of Object.entries(props)) {
    const from = hints(prop).from;
    if (typeof from !== 'string') continue;
    const where = `properties.${name} x-column.from "${from}"`;
    const [via, column] = from.split('.');
    const target = hints(props[via]).references;
    if (hints(prop).stored !== false) reasons.push(`${where} needs "stored": false`);
    if (!Object.hasOwn(props, via)) reasons.push(`${where}: "${via}" is not a property`);
    else if (typeof target !== 'string')
      reasons.push(`${where}: "${via}" has no x-column.references`);
    else {
      const other = schemas.get(target)?.properties as Record<string, unknown> | undefined;
      const h = hints(other?.[column]);
      if (other && (!Object.hasOwn(other, column) || h.stored === false || h.internal === true))
        reasons.push(`${where}: "${column}" is not a stored column of ${target}`);
    }
  }
  return reasons;
}

/**
 * `x-title` names properties; `x-reference` (references shown by name) needs a schema without
 * x-api (the contract's wire never changes), and either `x-column.references` (many-to-one) or,
 * on an array of integers not stored as a column, a known `resource` other than itself
 * (many-to-many: its join table's two columns are the two x-ids).
 */
export function referenceReasons(
  s: ResourceSchema,
  schemas: Map<string, ResourceSchema>,
): string[] {
  const props = (isObject(s.properties) ? s.properties : {}) as Record<string, unknown>;
  const reasons: string[] = [];
  for (const name of s['x-title'] ?? [])
    if (!Object.hasOwn(props, name)) reasons.push(`x-title "${name}" is not a property`);
  for (const [name, prop] of Object.entries(props)) {
    if (!isObject(prop) || !isObject(prop['x-reference'])) continue;
    const where = `properties.${name} x-reference`;
    const hints = prop['x-reference'];
    const column = (isObject(prop['x-column']) ? prop['x-column'] : {}) as Record<string, unknown>;
    if (s['x-api']) reasons.push(`${where}: only a schema without x-api may declare it`);
    if (![prop.type].flat().includes('array')) {
      if (typeof column.references !== 'string')
        reasons.push(`${where}: a single reference needs x-column.references`);
      if (hints.resource !== undefined || hints.onDelete !== undefined || hints.related)
        reasons.push(`${where}: resource, onDelete and related are for an array (many-to-many)`);
      continue;
    }
    const items = isObject(prop.items) ? prop.items.type : undefined;
    if (items !== 'integer') reasons.push(`${where}: a many-to-many's items are integers (ids)`);
    if (column.stored !== false)
      reasons.push(`${where}: a many-to-many is stored in its join table: "stored": false`);
    const target = typeof hints.resource === 'string' ? hints.resource : undefined;
    if (!target || !schemas.has(target))
      reasons.push(`${where}.resource "${target ?? ''}" is not a schema here`);
    else if (target === s['x-resource'])
      reasons.push(`${where}.resource: a many-to-many to its own resource is not supported`);
  }
  return reasons;
}
