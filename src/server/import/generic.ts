/**
 * The importer of a schema-served resource: the columns are writable properties, a row is checked
 * with the same body schema (and messages) as the create route, and written as the create route
 * writes it (insert, then the resource's afterCreate hook, in the import's transaction).
 */
import type { JSONSchema7 } from 'json-schema';
import { compileOnFirstUse, createAjv } from '../../shared/createAjv.ts';
import type { ColumnHints, ResourceSchema } from '../../shared/dialect.ts';
import { resourceModel } from '../operations/records.ts';
import { resourceHooks } from '../operations/hooks.ts';
import { insertRecord } from '../repositories/records.ts';
import { bodySchema } from '../schemaViews.ts';
import { checkRow } from './cells.ts';
import type { Importer } from './run.ts';

type Prop = JSONSchema7 & { 'x-column'?: ColumnHints };

export const DEFAULT_MAX_ROWS = 1000;

export function genericImporter(schema: ResourceSchema): Importer {
  const hints = schema['x-list']!.import!;
  const model = resourceModel(schema);
  const body = bodySchema(schema, false);
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const unknown = hints.columns.filter((c) => !model.writable.includes(c));
  if (unknown.length)
    throw new Error(
      `${schema['x-resource']}: x-list.import.columns names fields a client cannot write: ${unknown.join(', ')}`,
    );
  const required = (body.required ?? []).filter((c) => hints.columns.includes(c));
  const missing = (body.required ?? []).filter((c) => !hints.columns.includes(c));
  if (missing.length)
    throw new Error(
      `${schema['x-resource']}: x-list.import.columns must include the required ${missing.join(', ')}`,
    );
  const validate = compileOnFirstUse(() => createAjv({ strictTypes: false }).compile(body));
  const unique = hints.columns.find(
    (c) => props[c]?.['x-column']?.unique || props[c]?.['x-column']?.uniqueFolded,
  );

  return {
    resource: schema['x-resource'],
    noun: (schema['x-label'] ?? schema.title ?? schema['x-resource']).toLowerCase(),
    columns: hints.columns,
    required,
    maxRows: hints.maxRows ?? DEFAULT_MAX_ROWS,
    uniqueColumn: unique,
    uniqueMessage: `This ${model.title.toLowerCase()} already exists.`,
    check: (cells) => checkRow(cells, props, validate),
    async write(tx, value) {
      const row: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value))
        row[k] = model.jsonColumns.has(k) && v != null ? JSON.stringify(v) : v;
      const created = await insertRecord(tx, model.name, model.columns, row);
      await resourceHooks[model.name]?.afterCreate?.(tx, created);
      return { [model.idColumn]: created[model.idColumn] };
    },
  };
}
