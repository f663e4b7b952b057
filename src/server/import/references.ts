/**
 * A reference column of an import (`x-column.references`) takes the referenced record's id or its
 * name. The name is read in one place, `nameFieldsOf`: the referenced schema's declared record title
 * (`x-title`, e.g. a person's "First Last", as the console shows it), else its unique text column
 * (`unique` / `uniqueFolded`: names people keep apart), else its list's first text column.
 *
 * The cell is checked in two steps: `check` (no database) keeps a name as a `ByName` and lets the
 * row's validation see a placeholder id; `resolve` (in the import's transaction) turns it into the
 * id, or blames the cell: no such record, several of that name, an id that does not exist.
 *
 * A many-to-many column (`x-reference` on an array) holds a list separated by `;` (`,` is CSV's
 * own): each part is read as one reference cell, a bad part blamed on the cell by its own words;
 * an empty cell links nothing.
 */
import type { JSONSchema7 } from 'json-schema';
import { registry } from '../../generated/registry.ts';
import type { ColumnHints, ReferenceHints, ResourceSchema } from '../../shared/dialect.ts';
import { isManyReference } from '../../shared/references.ts';
import type { Db } from '../db/database.ts';
import { servedModel } from '../resource/model.ts';
import { anyRecord, idsByText } from '../repositories/records.ts';
import type { CellProblem } from './cells.ts';

type Prop = JSONSchema7 & { 'x-column'?: ColumnHints; 'x-reference'?: ReferenceHints };

/** What separates the parts of a many-to-many cell (`Ada Lovelace; 7`). */
export const MANY_SEPARATOR = ';';

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

export type ReferenceColumn = {
  column: string;
  resource: string;
  noun: string;
  name?: string[];
  /** A many-to-many: the cell is a `;`-separated list. */
  many: boolean;
};

/** A reference cell before the database: an id, a name to find, or (many-to-many) a list of them. */
export type ReferenceValue = number | ByName | (number | ByName)[];

/** The import's reference columns, each with the resource it points at and its name column. */
export function referenceColumns(
  columns: string[],
  props: Record<string, Prop>,
): ReferenceColumn[] {
  return columns.flatMap((column) => {
    const many = isManyReference(props[column]);
    const resource = many
      ? props[column]?.['x-reference']?.resource
      : props[column]?.['x-column']?.references;
    if (!resource) return [];
    const target = schemaOf(resource);
    const noun = (target?.title ?? resource).toLowerCase();
    return [{ column, resource, noun, name: target ? nameFieldsOf(target) : undefined, many }];
  });
}

/** One reference before validation: an id as a number, a name kept aside (or a problem: ids only). */
function referencePart(ref: ReferenceColumn, text: string): ByName | number | CellProblem {
  if (/^\d+$/.test(text)) return Number(text);
  if (!ref.name)
    return {
      column: ref.column,
      message: ref.many
        ? `Give the id of a ${ref.noun} (a whole number), not "${text}".`
        : `Give the id of a ${ref.noun} (a whole number).`,
    };
  return new ByName(text);
}

/**
 * The cell before validation: a single reference as one part; a many-to-many's `;`-separated parts
 * (blanks skipped: `Ada Lovelace;` is one) as a list. Problems: one per bad part.
 */
export function referenceCell(
  ref: ReferenceColumn,
  text: string,
): { value: ReferenceValue } | { problems: CellProblem[] } {
  if (!ref.many) {
    const part = referencePart(ref, text);
    return typeof part === 'number' || part instanceof ByName
      ? { value: part }
      : { problems: [part] };
  }
  const parts = text
    .split(MANY_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => referencePart(ref, p));
  const problems = parts.filter((p): p is CellProblem => typeof p === 'object' && 'message' in p);
  return problems.length ? { problems } : { value: parts as (number | ByName)[] };
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
    // One part: its id, or the words that blame the cell (naming the part).
    const resolve = async (part: unknown): Promise<number | string | undefined> => {
      if (part instanceof ByName) {
        const ids = await idsByText(tx, ref.resource, target['x-id'], ref.name!, part.text);
        if (ids.length === 1) return ids[0];
        return ids.length
          ? `Several ${ref.noun} records are named "${part.text}": give the id instead.`
          : `No ${ref.noun} is named "${part.text}".`;
      }
      if (typeof part === 'number' && !(await idExistsIn(tx, target, part)))
        return `No ${ref.noun} has the id ${part}.`;
      return typeof part === 'number' ? part : undefined;
    };
    if (ref.many && Array.isArray(cell)) {
      const ids: number[] = [];
      for (const part of cell) {
        const found = await resolve(part);
        if (typeof found === 'string') problems.push({ column: ref.column, message: found });
        else if (found !== undefined) ids.push(found);
      }
      value[ref.column] = ids;
    } else if (!ref.many) {
      const found = await resolve(cell);
      if (typeof found === 'string') problems.push({ column: ref.column, message: found });
      else if (found !== undefined) value[ref.column] = found;
    }
  }
  return problems;
}

const idExistsIn = (tx: Db, target: ResourceSchema, id: number) =>
  anyRecord(tx, target['x-resource'], target['x-id'], [
    { column: target['x-id'], op: '=', value: id },
  ]);
