/**
 * Views of a resource schema the server needs: what a client may write (body schemas), what it may
 * read (response schemas), what is stored. All derived from the one schema, never retyped.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ColumnHints, ResourceSchema } from '../../shared/dialect.ts';
import { isManyReference } from '../../shared/references.ts';
import { withRules } from '../../shared/rules.ts';
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
  // A many-to-many (x-reference on an array) is written to its join table, not a column.
  for (const [n, p] of props(schema)) if (isManyReference(p) && !p.readOnly) writable.add(n);
  // An update keeps `updatable: false` properties for the named actions that change them.
  if (partial)
    for (const [n, p] of props(schema)) if (p['x-column']?.updatable === false) writable.delete(n);
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
  // Rules across fields (x-rules): the same compiled rules the form checks, same words.
  return withRules(schema, body as JSONSchema7, partial);
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

/** A free-form map (attribute key → value): written out whole, whatever its keys. */
const isMap = (p: Prop) =>
  p.type === 'object' && !p.properties && typeof p.additionalProperties === 'object';

/**
 * The response view of a record as the pipeline serves it: the stored columns as
 * recordResponseSchema has them (free-form maps written out whole), then the joined properties
 * (`x-column.from`) and the computed ones its hook file fills (`computed`), in schema order.
 */
export function servedRecordSchema(
  schema: ResourceSchema,
  computed: readonly string[] = [],
): JSONSchema7 {
  const base = recordResponseSchema(schema).properties!;
  const all = props(schema);
  const properties: Record<string, JSONSchema7 | boolean> = { ...base };
  for (const [n, p] of all)
    if (n in base && isMap(p)) properties[n] = { type: 'object', additionalProperties: true };
  for (const [n, p] of all)
    if (!isStored(p) && !isInternal(p) && (p['x-column']?.from || computed.includes(n)))
      properties[n] = wireView(p);
  return { type: 'object', properties };
}

/**
 * The record of a schema declaring `x-reference` as it is answered: its many-to-many id lists and
 * `_names`, the referenced records' names by property (a name, or a list for a many-to-many).
 * Schemas without it are answered exactly as recordResponseSchema says.
 */
export function referencedRecordSchema(schema: ResourceSchema): JSONSchema7 {
  const base = recordResponseSchema(schema);
  const refs = props(schema).filter(([, p]) => (p as { 'x-reference'?: object })['x-reference']);
  if (!refs.length) return base;
  const names = Object.fromEntries(
    refs.map(([n, p]) => [
      n,
      isManyReference(p)
        ? { type: 'array', items: { type: 'string' } }
        : { type: ['string', 'null'] },
    ]),
  ) as Record<string, JSONSchema7>;
  const many = refs.filter(([, p]) => isManyReference(p));
  return {
    ...base,
    properties: {
      ...base.properties,
      ...Object.fromEntries(many.map(([n]) => [n, { type: 'array', items: { type: 'integer' } }])),
      _names: {
        type: 'object',
        description: "The referenced records' names (x-title), by property.",
        properties: names,
      },
    },
  };
}
