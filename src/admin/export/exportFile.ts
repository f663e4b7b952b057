/**
 * Builds and downloads an export. The rows are fetched by the caller (every matching row, not only
 * the page); the workbook is built in a Web Worker when the browser has one, so a large export does
 * not freeze the page, and on the main thread otherwise (tests, old browsers).
 *
 * @example
 *   await exportFile({ fileName: 'Employee', format: 'xls', columns, rows });
 */
import {
  tableToCsv,
  tableToXlsx,
  toTable,
  type ExportColumn,
  type ExportFormat,
  type ExportTable,
} from './sheet.ts';

export const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export const EXTENSION: Record<ExportFormat, string> = { csv: 'csv', xls: 'xlsx' };

/** The workbook could not be built (the worker failed); the buttons say so in the user's language. */
export class ExportBuildError extends Error {
  constructor() {
    super('The export could not be built.');
    this.name = 'ExportBuildError';
  }
}

/** The file's bytes, built off the main thread when possible. */
export async function buildExport(table: ExportTable, format: ExportFormat, sheet: string) {
  if (format === 'csv') return new Blob(['\uFEFF', tableToCsv(table)], { type: MIME.csv });
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./xlsxWorker.ts', import.meta.url), { type: 'module' });
    try {
      const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<ArrayBuffer>) => resolve(event.data);
        worker.onerror = () => reject(new ExportBuildError());
        worker.postMessage({ table, sheet });
      });
      return new Blob([bytes], { type: MIME.xls });
    } finally {
      worker.terminate();
    }
  }
  const xlsx = await import('xlsx');
  return new Blob([tableToXlsx(xlsx, table, sheet)], { type: MIME.xls });
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportFile<Row>(options: {
  fileName: string;
  format: ExportFormat;
  columns: ExportColumn<Row>[];
  rows: Row[];
}): Promise<void> {
  const table = toTable(options.columns, options.rows);
  const blob = await buildExport(table, options.format, options.fileName);
  download(blob, `${options.fileName}.${EXTENSION[options.format]}`);
}
