/**
 * Export tables as CSV text or an Excel workbook, on the client (spec part 1: 'Export to xls' and
 * 'Export to csv', file named after the list). Every text cell that a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return) is prefixed with an apostrophe, so
 * opening an export never runs anything a user typed into a record (OWASP "CSV injection").
 *
 * @example
 *   const columns = [{ label: 'Employee Name', value: (e) => `${e.firstName} ${e.lastName}` }];
 *   toCsv(columns, rows); // 'Employee Name\r\nAsha Rao\r\n'
 */
import type { WorkBook } from 'xlsx';

export type ExportFormat = 'csv' | 'xls';
export type ExportColumn<Row> = { label: string; value: (row: Row) => unknown };
/** A table ready to write: header labels and plain cell values. */
export type ExportTable = { header: string[]; rows: (string | number | boolean | null)[][] };

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet should show it: numbers stay numbers, formula-like text is defused. */
export function safeCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toTable<Row>(columns: ExportColumn<Row>[], rows: Row[]): ExportTable {
  return {
    header: columns.map((column) => String(safeCell(column.label) ?? '')),
    rows: rows.map((row) => columns.map((column) => safeCell(column.value(row)))),
  };
}

const csvField = (value: string | number | boolean | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV with CRLF line ends. */
export function tableToCsv(table: ExportTable): string {
  return [table.header, ...table.rows]
    .map((line) => line.map(csvField).join(',') + '\r\n')
    .join('');
}

/** An .xlsx workbook with one sheet; the xlsx library is passed in so callers can load it lazily. */
export function tableToXlsx(xlsx: typeof import('xlsx'), table: ExportTable, sheet: string) {
  const workbook: WorkBook = xlsx.utils.book_new();
  const worksheet = xlsx.utils.aoa_to_sheet([table.header, ...table.rows]);
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  xlsx.utils.book_append_sheet(
    workbook,
    worksheet,
    sheet.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31),
  );
  return xlsx.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}
