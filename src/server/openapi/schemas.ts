/**
 * JSON Schemas as an OpenAPI 3.1 document carries them. OAS 3.1 schema objects are JSON Schema
 * 2020-12, a superset of the draft-07 subset our schemas use, so a schema passes through nearly as
 * is; only what would change its meaning inside the document goes: `$schema` / `$id` (they would
 * switch dialect or base URI), ajv-errors' `errorMessage`, and the engine's own x- vocabulary (list,
 * form, column, API hints), which says how we render and store a resource, not what travels.
 */
import type { ResourceSchema } from '../../shared/dialect.ts';

type Json = unknown;

/** Kept x- keys: they describe the wire (enum wording, who may do what, a body key ignored). */
const KEPT_EXTENSIONS = new Set([
  'x-enumLabels',
  'x-privileges',
  'x-resource',
  'x-id',
  'x-ignored',
]);
const DROPPED = new Set(['$schema', '$id', 'errorMessage']);

export function toOasSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(toOasSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key)) continue;
    if (key.startsWith('x-') && !KEPT_EXTENSIONS.has(key)) continue;
    if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([n, s]) => [n, toOasSchema(s)]),
      );
    } else if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') {
      out[key] = value; // values, not schemas
    } else out[key] = toOasSchema(value);
  }
  return out;
}

/** components.schemas: one entry per resource schema, named by its x-resource. */
export function resourceComponents(schemas: ResourceSchema[]): Record<string, Json> {
  return Object.fromEntries(
    schemas
      .map((s) => [s['x-resource'], toOasSchema(s)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
