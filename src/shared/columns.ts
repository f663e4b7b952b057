/**
 * The one mapping from a schema property to a database column. Migrations, the generator's DDL preview
 * and the repositories all go through here, so a property means the same column everywhere.
 * Column and table names are the schema's own names (quoted identifiers), never renamed.
 *
 * @example
 *   tableSpec(registry.skill).columns
 *   // [{ name: 'skillId', sqlType: 'bigint', primaryKey: true, ... }, { name: 'skill', sqlType: 'text', notNull: true }]
 */
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import type { ColumnHints, ResourceSchema } from './dialect.ts';
import { uniqueRules } from './rules.ts';

export type ColumnSpec = {
  name: string;
  sqlType: string;
  primaryKey: boolean;
  notNull: boolean;
  unique: boolean;
  uniqueFolded: boolean;
  index: boolean;
  references?: string;
  onDelete?: ColumnHints['onDelete'];
};

export type TableSpec = {
  name: string;
  idColumn: string;
  columns: ColumnSpec[];
  unique: string[][];
  indexes: string[][];
};

type PropertySchema = JSONSchema7 & { 'x-column'?: ColumnHints };

const asSchema = (d: JSONSchema7Definition | undefined): PropertySchema =>
  typeof d === 'object' && d !== null ? (d as PropertySchema) : {};

function jsonType(prop: PropertySchema): string | undefined {
  const t = Array.isArray(prop.type) ? prop.type.filter((x) => x !== 'null') : [prop.type];
  if (t.length === 1 && t[0]) return t[0];
  if (prop.enum) return typeof prop.enum.find((v) => v !== null) === 'number' ? 'number' : 'string';
  return undefined;
}

/** SQL type for a JSON Schema type and format. Kept to what PostgreSQL 15 and PGlite both accept. */
export function sqlTypeFor(prop: PropertySchema): string {
  if (prop['x-column']?.type) return prop['x-column'].type;
  switch (jsonType(prop)) {
    case 'integer':
      return 'bigint';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'string':
      if (prop.format === 'date') return 'date';
      if (prop.format === 'date-time') return 'timestamptz';
      if (prop.contentEncoding === 'base64') return 'bytea';
      return 'text';
    case 'object':
    case 'array':
      return 'jsonb';
    default:
      return 'jsonb';
  }
}

/** The column for one property, or null when the property is not stored (`x-column.stored: false`). */
export function columnFor(
  name: string,
  prop: PropertySchema,
  opts: { isId: boolean; required: boolean },
): ColumnSpec | null {
  const hints = prop['x-column'] ?? {};
  if (hints.stored === false) return null;
  return {
    name,
    sqlType: opts.isId ? 'bigint' : sqlTypeFor(prop),
    primaryKey: opts.isId,
    notNull: opts.isId || opts.required,
    unique: hints.unique === true,
    uniqueFolded: hints.uniqueFolded === true,
    index: hints.index === true || hints.references !== undefined,
    references: hints.references,
    onDelete: hints.onDelete,
  };
}

export function tableSpec(schema: ResourceSchema): TableSpec {
  const required = new Set(schema.required ?? []);
  const idColumn = schema['x-id'];
  const columns = Object.entries(schema.properties ?? {})
    .map(([name, d]) =>
      columnFor(name, asSchema(d), { isId: name === idColumn, required: required.has(name) }),
    )
    .filter((c): c is ColumnSpec => c !== null);
  return {
    name: schema['x-resource'],
    idColumn,
    columns,
    // x-rules' unique rules are unique indexes too (src/shared/rules.ts).
    unique: [...(schema['x-table']?.unique ?? []), ...uniqueRules(schema).map((r) => r.unique)],
    indexes: schema['x-table']?.indexes ?? [],
  };
}

/** Names of the properties that are stored, i.e. that a repository may read or write. */
export const storedColumns = (schema: ResourceSchema): string[] =>
  tableSpec(schema).columns.map((c) => c.name);
