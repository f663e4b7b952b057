/**
 * A reference column of an import (`x-column.references`) takes the referenced record's id or its
 * name. The name is read in one place, `nameFieldsOf`: the referenced schema's declared record title
 * (`x-title`, e.g. an employee's "First Last", as the console shows it), else its unique text column
 * (`unique` / `uniqueFolded`: names people keep apart), else its list's first text column.
 *
 * The cell is checked in two steps: `check` (no database) keeps a name as a `ByName` and lets the
 * row's validation see a placeholder id; `resolve` (in the import's transaction) turns it into the
 * id, or blames the cell: no such record, several of that name, an id that does not exist.
 */
import type { JSONSchema7 } from 'json-schema';
import { registry } from '../../generated/registry.ts';
import type { ColumnHints, ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { servedModel } from '../operations/model.ts';
import { anyRecord, idsByText } from '../repositories/records.ts';
import type { CellProblem } from './cells.ts';

type Prop = JSONSchema7 & { 'x-column'?: ColumnHints };

/** A reference given by name, found when the row is written. */
export class ByName {
  constructor(readonly text: string) {}
}

const isText = (p: Prop | undefined) =>
  !!p && [p.type].flat().includes('string') && !p.format && !p.enum && !p['x-column']?.internal;

/** The columns that name a record of `schema` (joined by a space), or undefined: ids only. */
export function nameFieldsOf(schema: ResourceSchema): string[] | undefined {
  if (schema['x-title']?.length) return schema['x-title'];
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const unique = Object.entries(props).find(
    ([, p]) => isText(p) && (p['x-column']?.unique || p['x-column']?.uniqueFolded),
  );
  const column = unique?.[0] ?? (schema['x-list']?.columns ?? []).find((c) => isText(props[c]));
  return column ? [column] : undefined;
}

/** The referenced resource's schema: a served one (fixtures in tests too), else the registry's. */
const schemaOf = (resource: string): ResourceSchema | undefined =>
  servedModel(resource)?.schema ?? (registry as Record<string, ResourceSchema>)[resource];

export type ReferenceColumn = { column: string; resource: string; noun: string; name?: string[] };

/** The import's reference columns, each with the resource it points at and its name column. */
export function referenceColumns(
  columns: string[],
  props: Record<string, Prop>,
): ReferenceColumn[] {
  return columns.flatMap((column) => {
    const resource = props[column]?.['x-column']?.references;
    if (!resource) return [];
    const target = schemaOf(resource);
    const noun = (target?.title ?? resource).toLowerCase();
    return [{ column, resource, noun, name: target ? nameFieldsOf(target) : undefined }];
  });
}

/** The cell before validation: an id as a number, a name kept aside (or a problem: ids only). */
export function referenceCell(ref: ReferenceColumn, text: string): ByName | number | CellProblem {
  if (/^\d+$/.test(text)) return Number(text);
  if (!ref.name)
    return { column: ref.column, message: `Give the id of a ${ref.noun} (a whole number).` };
  return new ByName(text);
}

/** The row's references as ids, or the cells to blame. */
export async function resolveReferences(
  tx: Db,
  refs: ReferenceColumn[],
  value: Record<string, unknown>,
): Promise<CellProblem[]> {
  const problems: CellProblem[] = [];
  for (const ref of refs) {
    const cell = value[ref.column];
    const target = schemaOf(ref.resource);
    if (!target) continue;
    if (cell instanceof ByName) {
      const ids = await idsByText(tx, ref.resource, target['x-id'], ref.name!, cell.text);
      if (ids.length === 1) value[ref.column] = ids[0];
      else
        problems.push({
          column: ref.column,
          message: ids.length
            ? `Several ${ref.noun} records are named "${cell.text}": give the id instead.`
            : `No ${ref.noun} is named "${cell.text}".`,
        });
    } else if (typeof cell === 'number' && !(await idExistsIn(tx, target, cell)))
      problems.push({ column: ref.column, message: `No ${ref.noun} has the id ${cell}.` });
  }
  return problems;
}

const idExistsIn = (tx: Db, target: ResourceSchema, id: number) =>
  anyRecord(tx, target['x-resource'], target['x-id'], [
    { column: target['x-id'], op: '=', value: id },
  ]);
