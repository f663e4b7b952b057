/**
 * What the pipeline needs to know of a resource, derived once from its schema: table, id column,
 * readable and writable columns, JSON columns, list defaults. Never retyped per resource.
 */
import { registry } from '../../generated/registry.ts';
import type { ColumnHints, ResourceSchema } from '../../shared/dialect.ts';
import { tableSpec } from '../../shared/columns.ts';
import { readableColumns, writableFields } from '../schemaViews.ts';

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
  /** Properties an update sending null or "" leaves as they are (`x-column.keepWhenEmpty`). */
  keepWhenEmpty: string[];
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
  const columns = readableColumns(schema);
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
