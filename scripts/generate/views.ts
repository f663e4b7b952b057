/**
 * Views of one resource schema. The registry keeps the full schema (x- keys included, server and client
 * both read them); the browser form and the TypeScript types see only the wire: no internal property
 * (a password hash never appears in a form or a type), and no x- keys. The type view also loses
 * errorMessage and every title, because json-schema-to-typescript turns titles into named types.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { isObject } from './guards.ts';

type Json = Record<string, unknown>;

/** Keywords whose value is a map of subschemas, a list of subschemas, or one subschema. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];
const SCHEMA_ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];

export const isInternal = (prop: unknown): boolean =>
  isObject(prop) && isObject(prop['x-column']) && prop['x-column'].internal === true;

/**
 * Copies a schema, walking only schema positions (never `enum`, `const`, `default` data), dropping the
 * keywords `drop` names and the internal properties.
 */
function transform(schema: Json, drop: (key: string, root: boolean) => boolean, root = true): Json {
  const out: Json = {};
  const hidden = new Set(
    isObject(schema.properties)
      ? Object.entries(schema.properties)
          .filter(([, p]) => isInternal(p))
          .map(([n]) => n)
      : [],
  );
  for (const [key, value] of Object.entries(schema)) {
    if (drop(key, root)) continue;
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value)
          .filter(([name]) => key !== 'properties' || !hidden.has(name))
          .map(([name, sub]) => [name, isObject(sub) ? transform(sub, drop, false) : sub]),
      );
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map((sub) => (isObject(sub) ? transform(sub, drop, false) : sub));
    } else if (SCHEMA_ONE.includes(key) && isObject(value)) {
      out[key] = transform(value, drop, false);
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.filter((name) => !hidden.has(name as string));
    } else if (key === 'errorMessage' && isObject(value) && isObject(value.required)) {
      const required = Object.entries(value.required).filter(([name]) => !hidden.has(name));
      out[key] = { ...value, required: Object.fromEntries(required) };
    } else {
      out[key] = structuredClone(value);
    }
  }
  return out;
}

/**
 * What the browser form renders and its precompiled validator checks: the wire, with messages, and
 * no `description`: those are for developers, and RJSF shows a field's schema description whenever
 * its uiSchema has none (a form's help is the property's x-help, issue #37).
 */
export function formView(schema: ResourceSchema): JSONSchema7 {
  // x-rules leave with the x- keys: RJSF resolves a root if/then while rendering and drops the
  // value just typed into the rule's field, so the form checks them in customValidate (rules.ts).
  return transform(
    schema as unknown as Json,
    (key) => key.startsWith('x-') || key === 'description',
  ) as JSONSchema7;
}

/** What json-schema-to-typescript sees: the wire shape only, titled with the type name. */
export function typeView(schema: ResourceSchema, typeName: string): JSONSchema7 {
  const view = transform(
    schema as unknown as Json,
    (key, root) =>
      key.startsWith('x-') ||
      key === 'errorMessage' ||
      key === 'title' ||
      (root && (key === '$id' || key === '$schema')),
  );
  return { title: typeName, ...view } as JSONSchema7;
}

/** `emergencyContact` → `EmergencyContact`. */
export const typeNameOf = (resource: string): string =>
  resource.charAt(0).toUpperCase() + resource.slice(1);
