/**
 * The importer of a schema-served resource: the columns are writable properties, a row is checked
 * with the same body schema (and messages) as the create route, and written as the create route
 * writes it (insert, then the resource's afterCreate hook, in the import's transaction).
 */
import type { ValidateFunction } from 'ajv';
import type { JSONSchema7 } from 'json-schema';
import { compileOnFirstUse, createAjv } from '../../shared/createAjv.ts';
import type { ColumnHints, ResourceSchema } from '../../shared/dialect.ts';
import { resourceModel } from '../resource/model.ts';
import { createOp } from '../operations/pipeline.ts';
import { bodySchema } from '../http/schemaViews.ts';
import { HttpError } from '../http/errors.ts';
import { checkRow, RowError, type Cells, type CellProblem } from './cells.ts';
import type { Importer } from './run.ts';
import {
  referenceCell,
  referenceColumns,
  resolveReferences,
  type ReferenceColumn,
  type ReferenceValue,
} from './references.ts';

type Prop = JSONSchema7 & { 'x-column'?: ColumnHints };

export const DEFAULT_MAX_ROWS = 1000;

export function genericImporter(schema: ResourceSchema): Importer {
  const hints = schema['x-list']!.import!;
  const model = resourceModel(schema);
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const body = bodySchema(schema, false);
  // The create body's properties: the writable columns and the many-to-many arrays (join tables).
  const writable = Object.keys(body.properties ?? {});
  const unknown = hints.columns.filter((c) => !writable.includes(c));
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
  const refs = referenceColumns(hints.columns, props);
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
    check: (cells) => checkWithReferences(cells, refs, props, validate),
    // A refused row's references are still looked up: the dry run names every bad cell at once.
    async recheck(tx, cells) {
      const value: Record<string, unknown> = {};
      for (const ref of refs) {
        const text = cells[ref.column]?.trim();
        const cell = text ? referenceCell(ref, text) : undefined;
        if (cell && 'value' in cell) value[ref.column] = cell.value;
      }
      return resolveReferences(tx, refs, value);
    },
    async write(tx, value, ctx) {
      const missing = await resolveReferences(tx, refs, value);
      if (missing.length) throw new RowError(missing);
      // Written as the create route writes it: the pipeline's hooks, in the import's transaction,
      // as the caller (a hook's record scope and rules see who imports).
      let created: Record<string, unknown>;
      try {
        created = await createOp({ db: tx, model, principal: ctx.caller }, value);
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

/**
 * A row's cells checked as the create route would, its reference cells first: an id stays a
 * number, a name is validated as a placeholder id and kept as a `ByName` until `write` finds it;
 * a many-to-many cell's parts likewise, as a list.
 */
function checkWithReferences(
  cells: Cells,
  refs: ReferenceColumn[],
  props: Record<string, Prop>,
  validate: ValidateFunction,
): { value: Record<string, unknown> } | { problems: CellProblem[] } {
  const named: Record<string, ReferenceValue> = {};
  const preset: Record<string, unknown> = {};
  const problems: CellProblem[] = [];
  const rest = { ...cells };
  for (const ref of refs) {
    const text = cells[ref.column]?.trim();
    if (ref.many) delete rest[ref.column];
    if (!text) continue;
    const cell = referenceCell(ref, text);
    const value = 'value' in cell ? cell.value : undefined;
    if ('problems' in cell) problems.push(...cell.problems);
    if (ref.many) {
      // A many-to-many stands in as distinct placeholder ids (its maxItems still judged).
      const parts = Array.isArray(value) ? value : [];
      preset[ref.column] = parts.map((_, i) => i + 1);
      if (value !== undefined) named[ref.column] = value;
      continue;
    }
    if (typeof value === 'number') continue;
    // The row's own rules judge the rest: the reference cell stands in as a valid id.
    rest[ref.column] = '1';
    if (value !== undefined) named[ref.column] = value;
  }
  const result = checkRow(rest, props, validate, preset);
  if ('problems' in result) return { problems: [...problems, ...result.problems] };
  if (problems.length) return { problems };
  return { value: { ...result.value, ...named } };
}
