/**
 * Builds an .xlsx workbook off the main thread (see exportFile.ts): receives `{ table, sheet }`,
 * answers the workbook's bytes (transferred, not copied).
 */
import * as xlsx from 'xlsx';
import { tableToXlsx, type ExportTable } from './sheet.ts';

self.onmessage = (event: MessageEvent<{ table: ExportTable; sheet: string }>) => {
  const bytes = tableToXlsx(xlsx, event.data.table, event.data.sheet);
  (self as unknown as Worker).postMessage(bytes, [bytes]);
};
