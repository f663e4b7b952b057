/**
 * The importer of a schema-served resource: the columns are writable properties, a row is checked
 * with the same body schema (and messages) as the create route, and written as the create route
 * writes it (insert, then the resource's afterCreate hook, in the import's transaction).
 */
import type { JSONSchema7 } from 'json-schema';
import { compileOnFirstUse, createAjv } from '../../shared/createAjv.ts';
import type { ColumnHints, ResourceSchema } from '../../shared/dialect.ts';
import { resourceModel } from '../operations/model.ts';
import { createOp } from '../operations/pipeline.ts';
import { bodySchema } from '../schemaViews.ts';
import { HttpError } from '../errors.ts';
import { checkRow, RowError } from './cells.ts';
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
      // Written as the create route writes it: the pipeline's hooks, in the import's transaction.
      let created: Record<string, unknown>;
      try {
        created = await createOp({ db: tx, model }, value);
      } catch (err) {
        // The import's own words for a row the constraints refuse, on the cell they concern.
        const code = err instanceof HttpError ? err.code : undefined;
        if (code === 'record.duplicate')
          throw new RowError([
            { column: unique ?? '', message: `This ${model.title.toLowerCase()} already exists.` },
          ]);
        if (code === 'record.conflict')
          throw new RowError([
            { column: '', message: 'This row refers to a record that does not exist.' },
          ]);
        throw err;
      }
      return { [model.idColumn]: created[model.idColumn] };
    },
  };
}
