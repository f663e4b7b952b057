/**
 * What of a schema decides its table: per column the SQL type (as the catalogue spells it), whether
 * it is required, its enum and default; the table's index names. The database keeps one such shape
 * per resource ("_schemaSnapshot", migrate.ts) as the schema it was last migrated to, and the
 * migration plan (migrationPlan.ts) compares the schemas' shapes with it. Pure: no SQL here.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { tableSpec, type TableSpec } from '../../shared/columns.ts';

export type Scalar = string | number | boolean;

export type ColumnShape = {
  /** The type as PostgreSQL's format_type() prints it, so it compares with the catalogue. */
  type: string;
  required: boolean;
  enum?: Scalar[];
  default?: Scalar;
};

export type TableShape = {
  table: string;
  idColumn: string;
  columns: Record<string, ColumnShape>;
  /** Index names (uq_/uqf_/ix_), as createIndexes names them. */
  indexes: string[];
};

/** Postgres truncates identifiers at 63 bytes; keep names short and stable. */
export const constraintName = (prefix: string, table: string, cols: string[]) =>
  `${prefix}_${table}_${cols.join('_')}`.slice(0, 63);

/** The catalogue's spelling of the SQL types columnFor writes (format_type of pg_attribute). */
const CANONICAL: Record<string, string> = {
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  int8: 'bigint',
  int4: 'integer',
  int: 'integer',
  float8: 'double precision',
  bool: 'boolean',
  varchar: 'character varying',
};

export function canonicalType(t: string): string {
  const m = /^\s*([a-z0-9_]+)\s*(\(.*\))?\s*$/i.exec(t);
  if (!m) return t.trim();
  const base = CANONICAL[m[1].toLowerCase()] ?? m[1].toLowerCase();
  return m[2] ? `${base}${m[2].replace(/\s+/g, '')}` : base;
}

const scalarDefault = (d: unknown): Scalar | undefined =>
  typeof d === 'string' || typeof d === 'boolean' || (typeof d === 'number' && Number.isFinite(d))
    ? d
    : undefined;

export function indexNames(spec: TableSpec): string[] {
  const names: string[] = [];
  for (const col of spec.columns) {
    if (col.primaryKey) continue;
    if (col.unique) names.push(constraintName('uq', spec.name, [col.name]));
    if (col.uniqueFolded) names.push(constraintName('uqf', spec.name, [col.name]));
    if (col.index) names.push(constraintName('ix', spec.name, [col.name]));
  }
  for (const cols of spec.unique) names.push(constraintName('uq', spec.name, cols));
  for (const cols of spec.indexes) names.push(constraintName('ix', spec.name, cols));
  return [...new Set(names)];
}

/**
 * Whether the database holds a required field NOT NULL: not for a resource written in steps
 * (`x-table.partialRows`), nor for a reference the database itself empties when its target goes
 * (`x-column.onDelete: "SET NULL"`, a project's ownerId): NOT NULL would refuse that delete.
 */
export function notNullEnforced(schema: ResourceSchema, column: string): boolean {
  if (!(schema.required ?? []).includes(column)) return false;
  if (schema['x-table']?.partialRows === true) return false;
  const prop = (schema.properties?.[column] ?? {}) as { 'x-column'?: { onDelete?: string } };
  return prop['x-column']?.onDelete !== 'SET NULL';
}

export function shapeOf(schema: ResourceSchema): TableShape {
  const spec = tableSpec(schema);
  const columns: Record<string, ColumnShape> = {};
  for (const col of spec.columns) {
    if (col.primaryKey) continue;
    const prop = (schema.properties?.[col.name] ?? {}) as JSONSchema7;
    const shape: ColumnShape = { type: canonicalType(col.sqlType), required: col.notNull };
    const values = prop.enum?.filter((v): v is Scalar => v !== null && typeof v !== 'object');
    if (values?.length) shape.enum = values;
    const d = scalarDefault(prop.default);
    if (d !== undefined) shape.default = d;
    columns[col.name] = shape;
  }
  return { table: spec.name, idColumn: spec.idColumn, columns, indexes: indexNames(spec) };
}

/** Same shape, whatever the key order of the JSON it was read from. */
export const sameShape = (a: TableShape | undefined, b: TableShape): boolean =>
  a !== undefined && stable(a) === stable(b);

function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}
