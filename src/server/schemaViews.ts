/**
 * Views of a resource schema the server needs: what a client may write (body schemas), what it may
 * read (response schemas), what is stored. All derived from the one schema, never retyped.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ColumnHints, ResourceSchema } from '../shared/dialect.ts';
import { wireView } from './wire.ts';

type Prop = JSONSchema7 & { 'x-column'?: ColumnHints };

const props = (schema: ResourceSchema) =>
  Object.entries(schema.properties ?? {}) as [string, Prop][];
const isInternal = (p: Prop) => p['x-column']?.internal === true;
const isStored = (p: Prop) => p['x-column']?.stored !== false;

/** Properties a client may send: stored, not read-only, not internal. */
export const writableFields = (schema: ResourceSchema): string[] =>
  props(schema)
    .filter(([, p]) => !p.readOnly && !isInternal(p) && isStored(p))
    .map(([n]) => n);

/** Stored properties that may be read back (everything but internal ones). */
export const readableColumns = (schema: ResourceSchema): string[] =>
  props(schema)
    .filter(([, p]) => !isInternal(p) && isStored(p))
    .map(([n]) => n);

/**
 * The body schema of a create (`partial: false`) or update (`partial: true`): the writable properties
 * with their rules and messages; anything else is dropped before validation (removeAdditional).
 */
export function bodySchema(schema: ResourceSchema, partial: boolean): JSONSchema7 {
  const writable = new Set(writableFields(schema));
  const properties = Object.fromEntries(props(schema).filter(([n]) => writable.has(n)));
  const { errorMessage, allOf } = schema as ResourceSchema & { errorMessage?: unknown };
  const body: Record<string, unknown> = {
    type: 'object',
    properties,
    additionalProperties: false,
    required: partial ? [] : (schema.required ?? []).filter((n) => writable.has(n)),
  };
  if (allOf) body.allOf = allOf;
  if (errorMessage) body.errorMessage = errorMessage;
  return body as JSONSchema7;
}

/** The response view of one record: readable stored properties as the wire writes them (wireView). */
export function recordResponseSchema(schema: ResourceSchema): JSONSchema7 {
  const readable = new Set(readableColumns(schema));
  return {
    type: 'object',
    properties: Object.fromEntries(
      props(schema)
        .filter(([n]) => readable.has(n))
        .map(([n, p]) => [n, wireView(p, true)]),
    ),
  };
}
