/**
 * What the pipeline needs to know of a resource, derived once from its schema: table, id column,
 * readable and writable columns, JSON columns, list defaults. Never retyped per resource.
 */
import type { ValidateFunction } from 'ajv';
import { registry } from '../../generated/registry.ts';
import type { ColumnHints, ResourceSchema } from '../../shared/dialect.ts';
import { tableSpec } from '../../shared/columns.ts';
import { createAjv } from '../../shared/createAjv.ts';
import { imageColumnOf, imageKindOf, type ImageKind } from '../uploads/imageLinks.ts';
import { bodySchema, readableColumns, writableFields } from '../http/schemaViews.ts';

/**
 * An image column (a logo, a photo): the bytes in an internal base64 property `<c>`, their checked
 * type in `<c>Type` and version in `<c>Version` (imageLinks.ts). `link` is the computed property
 * the answers carry (the x-form field with the image widget), `kind` the link's route, and
 * `privilege` what sending a file needs on top of the route's privilege.
 */
export type ImageColumn = {
  column: string;
  type: string;
  version: string;
  kind?: ImageKind;
  link?: string;
  privilege?: string;
};

export type ResourceModel = {
  name: string;
  title: string;
  schema: ResourceSchema;
  idColumn: string;
  columns: string[];
  writable: string[];
  jsonColumns: Set<string>;
  defaultSort: { field: string; order: 'ASC' | 'DESC'; ignoreCase?: boolean; fixed?: boolean };
  sortable: Set<string>;
  perPage: number;
  /** Read-only properties read through a reference (`x-column.from`), joined by the repository. */
  joins: Join[];
  /** Properties an update sending null or "" keeps as they are (`x-column.keepWhenEmpty`). */
  keepWhenEmpty: string[];
  /** The record's image column (a logo, a photo), if it has one. */
  image?: ImageColumn;
};

/** `name` is `column` of the `table` row whose `idColumn` equals this record's `via`. */
export type Join = { name: string; via: string; table: string; idColumn: string; column: string };

type Prop = { 'x-column'?: ColumnHints };
const hintsOf = (schema: ResourceSchema) =>
  Object.entries(schema.properties ?? {}).map(
    ([n, p]) => [n, (p as Prop)['x-column'] ?? {}] as const,
  );

/** The joins `x-column.from` declares (the generator has checked every path). */
function joinsOf(schema: ResourceSchema): Join[] {
  const hints = new Map(hintsOf(schema));
  return [...hints].flatMap(([name, h]) => {
    if (!h.from) return [];
    const [via, column] = h.from.split('.');
    const table = hints.get(via)?.references;
    const target = table ? (registry as Record<string, ResourceSchema>)[table] : undefined;
    if (!target) throw new Error(`${schema['x-resource']}.${name}: x-column.from ${h.from}`);
    return [{ name, via, table: table!, idColumn: target['x-id'], column }];
  });
}

function imageOf(schema: ResourceSchema): ImageColumn | undefined {
  const column = imageColumnOf(schema);
  if (!column) return undefined;
  const fields = Object.entries(schema['x-form']?.fields ?? {});
  const [link, field] = fields.find(([, f]) => f.widget === 'image') ?? [];
  return {
    column,
    type: `${column}Type`,
    version: `${column}Version`,
    kind: imageKindOf(schema),
    link,
    privilege: field && 'privilege' in field ? field.privilege : undefined,
  };
}

const models = new WeakMap<ResourceSchema, ResourceModel>();
/** The model last built for each resource name (the served schemas, fixtures in tests too). */
const byName = new Map<string, ResourceModel>();

/** The model of the resource named `name`, if its schema was served. */
export const servedModel = (name: string) => byName.get(name);

/** The model of `schema`, built once per schema object. */
export function resourceModel(schema: ResourceSchema): ResourceModel {
  let model = models.get(schema);
  if (model) return model;
  const spec = tableSpec(schema);
  const idColumn = schema['x-id'];
  const image = imageOf(schema);
  // An image's version is read with the record: the answers carry its signed link.
  const columns = [...readableColumns(schema), ...(image ? [image.version] : [])];
  model = {
    name: schema['x-resource'],
    title: schema.title ?? schema['x-resource'],
    schema,
    idColumn,
    columns,
    writable: writableFields(schema),
    jsonColumns: new Set(spec.columns.filter((c) => c.sqlType === 'jsonb').map((c) => c.name)),
    defaultSort: schema['x-list']?.sort ?? { field: idColumn, order: 'ASC' },
    sortable: new Set(columns),
    perPage: schema['x-list']?.perPage ?? 10,
    joins: joinsOf(schema),
    keepWhenEmpty: hintsOf(schema)
      .filter(([, h]) => h.keepWhenEmpty)
      .map(([n]) => n),
    image,
  };
  models.set(schema, model);
  byName.set(model.name, model);
  return model;
}

/** A record's title as the parameters of `record.*` messages (the schema is the title's source). */
export const titleOf = (model: { name: string; title: string }) => ({
  title: model.title,
  resource: model.name,
});
export const lowerTitle = (model: { name: string; title: string }) => ({
  lowerTitle: model.title.toLowerCase(),
  resource: model.name,
});

/** A client's data without the stored columns it may not write (ids, a reviewer): hooks may. */
export function clientData(model: ResourceModel, body: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body))
    if (model.writable.includes(k) || !model.columns.includes(k)) out[k] = v;
  return out;
}

/**
 * Only stored columns reach SQL (records.ts writes jsonb values as JSON text). A client only sends
 * writable ones (clientData); hooks may set read-only ones (a review's reviewer).
 */
export function toColumns(model: ResourceModel, body: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const field of model.columns) if (field in body) row[field] = body[field];
  return row;
}

let ajv: ReturnType<typeof createAjv> | undefined;
const validators = new WeakMap<ResourceModel, Record<'create' | 'update', ValidateFunction>>();

/**
 * The schema's validator of a create or update body, for bodies the route could not validate at
 * the edge (the JSON part of a multipart form); same rules, same words.
 */
export function bodyValidator(model: ResourceModel, partial: boolean): ValidateFunction {
  let pair = validators.get(model);
  if (!pair) {
    ajv ??= createAjv({ strictTypes: false });
    pair = {
      create: ajv.compile(bodySchema(model.schema, false)),
      update: ajv.compile(bodySchema(model.schema, true)),
    };
    validators.set(model, pair);
  }
  return partial ? pair.update : pair.create;
}

/**
 * A column of free text (no format, no enum, not a file), which generic lists sort ignoring case
 * and accents. Codes, dates and numbers keep their own order.
 */
export function isTextColumn(model: ResourceModel, column: string): boolean {
  const prop = model.schema.properties?.[column] as
    { type?: unknown; format?: string; enum?: unknown; contentEncoding?: string } | undefined;
  if (!prop || prop.format || prop.enum || prop.contentEncoding) return false;
  return [prop.type].flat().includes('string');
}

const CRUD = new Set(['list', 'show', 'create', 'update', 'delete']);

/** The privilege guarding x-api operation `name` of `schema`, if it declares one. */
export function privilegeOf(schema: ResourceSchema, name: string): string | undefined {
  const privileges = schema['x-privileges'] as Record<string, unknown>;
  const own = CRUD.has(name)
    ? privileges[name]
    : (privileges.actions as Record<string, string>)?.[name];
  return typeof own === 'string' ? own : undefined;
}
