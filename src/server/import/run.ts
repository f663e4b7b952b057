/**
 * One import, all or nothing: parse the CSV, check the header and every row against the schema, then
 * try every row inside ONE transaction, each behind a savepoint so a refused row (a duplicate, an
 * unknown role) is reported and the others are still tried. Any problem, or a dry run, rolls the
 * whole transaction back: the answer then lists every bad cell and nothing was written. Otherwise it
 * commits. The audit triggers record each written row as the caller's.
 */
import type { Db } from '../db/database.ts';
import { badRequest, httpError, HttpError } from '../http/errors.ts';
import { constraintViolation } from '../repositories/records.ts';
import { inSavepoint } from '../repositories/savepoints.ts';
import type { Principal } from '../repositories/users.ts';
import { recordsOf, type Records } from '../operations/records.ts';
import {
  canonicalHeader,
  checkHeader,
  RowError,
  type CellError,
  type Cells,
  type CellProblem,
} from './cells.ts';
import { parseCsv } from './csv.ts';

/**
 * What a row's write is given besides the row: who imports, whether it is a rehearsal, the records,
 * and `call` (another resource's operation, as the system: the import route checked the caller's
 * privilege, and a row may need records the caller could not create one by one, an account).
 */
/** The hook arguments' `call` (resource/hookTypes.ts, which imports this module's types). */
type CallResource = (resource: string, verb: string, input?: object) => Promise<unknown>;

export type RowContext = {
  caller: Principal;
  dryRun: boolean;
  row: number;
  records: Records;
  call: CallResource;
};

/**
 * One resource's importer: the generic one (generic.ts), or the one its hook file gives
 * (ResourceHooks `importer`), which holds the import's transaction as the hooks' opaque `Tx` (`H`).
 */
export type Importer<T = Record<string, unknown>, H = Db> = {
  resource: string;
  /** Plural noun for messages ('projects'). */
  noun: string;
  columns: string[];
  required: string[];
  maxRows: number;
  check(cells: Cells): { value: T } | { problems: CellProblem[] };
  /** Slow work kept out of the transaction (hashing passwords); real writes only. */
  prepare?(values: T[]): Promise<void>;
  /**
   * The database's checks of a row `check` already refused (a referenced name that does not
   * exist), run in the import's transaction, so the answer lists every bad cell of the file.
   */
  recheck?(tx: H, cells: Cells): Promise<CellProblem[]>;
  /** Writes one row; throws RowError for a rule the row breaks. Returns what the answer lists. */
  write(tx: H, value: T, ctx: RowContext): Promise<Record<string, unknown> | void>;
  /** The cell to blame, and the words, for a unique violation the checks did not foresee. */
  uniqueColumn?: string;
  uniqueMessage?: string;
};

export type ImportOutcome =
  | { ok: true; rows: number; dryRun: boolean; created: Record<string, unknown>[] }
  | { ok: false; cells: CellError[] };

/** The write was refused: rolls the transaction back, carrying the problems out. */
class Refused extends Error {
  constructor(readonly cells: CellError[]) {
    super('refused');
  }
}

export async function runImport(
  db: Db,
  importer: Importer,
  text: string,
  ctx: {
    caller: Principal;
    dryRun: boolean;
    /** `call` as the system in a transaction (pipeline.ts `callAsSystem`, given by the route). */
    callIn: (tx: Db) => CallResource;
  },
): Promise<ImportOutcome> {
  const parsed = parseCsv(text);
  if ('error' in parsed) return { ok: false, cells: [{ ...parsed.error, column: '' }] };
  const [header, ...records] = parsed.records;
  if (!header) throw badRequest('import.empty_file');
  const headerProblems = checkHeader(header.fields, importer.columns, importer.required);
  if (headerProblems.length) return { ok: false, cells: headerProblems };
  if (!records.length) throw badRequest('import.no_rows');
  if (records.length > importer.maxRows)
    throw httpError(413, 'import.too_many_rows', { max: importer.maxRows, rows: records.length });

  const names = canonicalHeader(header.fields, importer.columns);
  const cells: CellError[] = [];
  const checked: { row: number; value: Record<string, unknown> }[] = [];
  const refused: { row: number; cells: Cells }[] = [];
  for (const { row, fields } of records) {
    if (fields.length !== names.length) {
      cells.push({
        row,
        column: '',
        message: `This row has ${fields.length} cells; the header names ${names.length}.`,
      });
      continue;
    }
    const rowCells = Object.fromEntries(names.map((n, i) => [n, fields[i]]));
    const result = importer.check(rowCells);
    if ('problems' in result) {
      cells.push(...result.problems.map((p) => ({ row, ...p })));
      refused.push({ row, cells: rowCells });
    } else checked.push({ row, value: result.value });
  }
  // A rehearsal when nothing will be kept: a dry run, or a file already known to be bad.
  const dryRun = ctx.dryRun || cells.length > 0;
  if (!dryRun) await importer.prepare?.(checked.map((c) => c.value));

  try {
    const created = await db.transaction().execute(async (tx) => {
      const out: Record<string, unknown>[] = [];
      for (const r of importer.recheck ? refused : [])
        cells.push(...(await importer.recheck!(tx, r.cells)).map((p) => ({ row: r.row, ...p })));
      for (const { row, value } of checked) {
        try {
          const result = await inSavepoint(tx, () =>
            importer.write(tx, value, {
              caller: ctx.caller,
              dryRun,
              row,
              records: recordsOf(tx),
              call: ctx.callIn(tx),
            }),
          );
          if (result) out.push({ row, ...result });
        } catch (err) {
          cells.push(...rowProblems(err, importer).map((p) => ({ row, ...p })));
        }
      }
      if (dryRun || cells.length) throw new Refused(cells);
      return out;
    });
    return { ok: true, rows: checked.length, dryRun: false, created };
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    if (cells.length) return { ok: false, cells: cells.sort((a, b) => a.row - b.row) };
    return { ok: true, rows: checked.length, dryRun: true, created: [] };
  }
}

function rowProblems(err: unknown, importer: Importer): CellProblem[] {
  if (err instanceof RowError) return err.problems;
  if (err instanceof HttpError && err.statusCode < 500)
    return [{ column: '', message: err.message }];
  const kind = constraintViolation(err);
  if (kind === 'unique')
    return [
      {
        column: importer.uniqueColumn ?? '',
        message: importer.uniqueMessage ?? 'This value is already taken.',
      },
    ];
  if (kind === 'foreignKey')
    return [{ column: '', message: 'This row refers to a record that does not exist.' }];
  throw err;
}
