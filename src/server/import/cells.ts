/**
 * From CSV text to checked rows: the header names the columns (unknown, repeated or missing
 * required ones are errors of row 1), each record becomes an object of its non-empty cells, typed
 * from the schema (numbers, booleans, enum wording such as 'Male' → MALE), and is validated with the
 * schema's own ajv rules and messages. Cells a spreadsheet would run as formulas are refused, except
 * our own exports' defused `'=…`, whose apostrophe is dropped.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { JSONSchema7 } from 'json-schema';

export type CellProblem = { column: string; message: string };
export type CellError = CellProblem & { row: number };
export type Cells = Record<string, string>;

/** A row the database refused: the cells to blame. */
export class RowError extends Error {
  constructor(readonly problems: CellProblem[]) {
    super(problems.map((p) => p.message).join(' '));
  }
}

const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
export const FORMULA_MESSAGE =
  'Formulas are not imported: remove the leading =, +, - or @ (or start the cell with an apostrophe).';

/** The cell as data: our exports' `'=x` back to `=x`; a live formula is a problem. */
export function cellValue(raw: string): { value: string } | { problem: string } {
  const text = raw.trim();
  if (text.startsWith("'") && FORMULA.test(text.slice(1))) return { value: text.slice(1) };
  if (FORMULA.test(raw) && !NUMBER.test(text)) return { problem: FORMULA_MESSAGE };
  return { value: text };
}

export function checkHeader(header: string[], columns: string[], required: string[]): CellError[] {
  const problems: CellError[] = [];
  const names = header.map((h) => h.trim());
  const known = new Map(columns.map((c) => [c.toLowerCase(), c]));
  names.forEach((name, i) => {
    const column = name || `column ${i + 1}`;
    if (!known.has(name.toLowerCase()))
      problems.push({
        row: 1,
        column,
        message: `Unknown column. The columns are: ${columns.join(', ')}.`,
      });
    else if (names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) !== i)
      problems.push({ row: 1, column, message: 'This column appears twice.' });
  });
  const given = new Set(names.map((n) => n.toLowerCase()));
  for (const r of required)
    if (!given.has(r.toLowerCase()))
      problems.push({ row: 1, column: r, message: 'This required column is missing.' });
  return problems;
}

/** Header names as the schema spells them ('FirstName' → firstName). */
export const canonicalHeader = (header: string[], columns: string[]) => {
  const known = new Map(columns.map((c) => [c.toLowerCase(), c]));
  return header.map((h) => known.get(h.trim().toLowerCase()) ?? h.trim());
};

type Prop = JSONSchema7 & { 'x-enumLabels'?: Record<string, string> };

/** Text → the property's JSON type where the text clearly is one; otherwise left for ajv to name. */
export function typed(text: string, prop: Prop | undefined): unknown {
  const types = [prop?.type].flat();
  if ((types.includes('integer') || types.includes('number')) && NUMBER.test(text))
    return Number(text);
  if (types.includes('boolean') && /^(true|false|yes|no)$/i.test(text))
    return /^(true|yes)$/i.test(text);
  const labels = prop?.['x-enumLabels'];
  if (labels) {
    const code = Object.entries(labels).find(([, l]) => l.toLowerCase() === text.toLowerCase());
    if (code) return code[0];
    const own = (prop?.enum ?? []).find((v) => String(v).toLowerCase() === text.toLowerCase());
    if (own !== undefined) return own;
  }
  return text;
}

/** ajv's errors (with ajv-errors' messages) as the cells they concern. */
export function cellProblems(errors: ErrorObject[] | null | undefined): CellProblem[] {
  const out: CellProblem[] = [];
  for (const e of errors ?? []) {
    const inner = (e.params as { errors?: ErrorObject[] }).errors?.[0];
    const missing =
      (e.params as { missingProperty?: string }).missingProperty ??
      (inner?.params as { missingProperty?: string } | undefined)?.missingProperty;
    const column = e.instancePath.split('/').filter(Boolean)[0] ?? missing ?? '';
    const message =
      e.keyword === 'errorMessage' ? (e.message ?? 'Invalid value') : `${column} ${e.message}`;
    if (!out.some((p) => p.column === column && p.message === message))
      out.push({ column, message });
  }
  return out;
}

/**
 * One record's cells by column, typed, then checked by `validate`; `preset` holds values already
 * read from their cells (a many-to-many's placeholder ids), validated with the rest.
 */
export function checkRow(
  cells: Cells,
  props: Record<string, Prop>,
  validate: ValidateFunction,
  preset: Record<string, unknown> = {},
): { value: Record<string, unknown> } | { problems: CellProblem[] } {
  const value: Record<string, unknown> = { ...preset };
  const problems: CellProblem[] = [];
  for (const [column, raw] of Object.entries(cells)) {
    const cell = cellValue(raw);
    if ('problem' in cell) problems.push({ column, message: cell.problem });
    else if (cell.value !== '') value[column] = typed(cell.value, props[column]);
  }
  if (!validate(value))
    for (const p of cellProblems(validate.errors))
      if (!problems.some((q) => q.column === p.column)) problems.push(p);
  return problems.length ? { problems } : { value };
}
