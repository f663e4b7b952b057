/**
 * Client exports (spec part 1 employee list; every exportable list): the produced CSV and xlsx are
 * parsed back and must carry the labels, the rows, and defused formulas.
 */
import * as xlsx from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildExport } from '../../src/admin/export/exportFile.ts';
import { safeCell, tableToCsv, toTable, type ExportColumn } from '../../src/admin/export/sheet.ts';

type Person = { name: string; email?: string; code: number; note: string };
const columns: ExportColumn<Person>[] = [
  { label: 'Employee Name', value: (p) => p.name },
  { label: 'Employee Email', value: (p) => p.email ?? 'CONFIDENTIAL' },
  { label: 'Employee Code', value: (p) => p.code },
  { label: 'Note', value: (p) => p.note },
];
const people: Person[] = [
  { name: 'Asha Rao', email: 'asha@example.com', code: 7, note: 'says "hi", twice' },
  { name: '=HYPERLINK("http://evil.example","x")', code: -3, note: '+1 555' },
  { name: '@SUM(A1)', email: '-2+3', code: 9, note: 'line one\nline two' },
];

/** Minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') (record.push(field), (field = ''));
    else if (char === '\r' && text[i + 1] === '\n') {
      (record.push(field), records.push(record), (record = []), (field = ''), i++);
    } else field += char;
  }
  return records;
}

describe('export cells', () => {
  it('defuses text a spreadsheet would run, keeps numbers and plain text', () => {
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('+49 30')).toBe("'+49 30");
    expect(safeCell('-x')).toBe("'-x");
    expect(safeCell('@cmd')).toBe("'@cmd");
    expect(safeCell('\tcmd')).toBe("'\tcmd");
    expect(safeCell(-3)).toBe(-3);
    expect(safeCell('Asha')).toBe('Asha');
    expect(safeCell(undefined)).toBeNull();
  });
});

describe('csv export', () => {
  it('writes the labels, every row, quoted fields and defused formulas', async () => {
    const blob = await buildExport(toTable(columns, people), 'csv', 'Employee');
    const text = (await blob.text()).replace(/^\uFEFF/, '');
    expect(text).toBe(tableToCsv(toTable(columns, people)));
    expect(parseCsv(text)).toEqual([
      ['Employee Name', 'Employee Email', 'Employee Code', 'Note'],
      ['Asha Rao', 'asha@example.com', '7', 'says "hi", twice'],
      [`'=HYPERLINK("http://evil.example","x")`, 'CONFIDENTIAL', '-3', "'+1 555"],
      ["'@SUM(A1)", "'-2+3", '9', 'line one\nline two'],
    ]);
    expect(blob.type).toContain('text/csv');
  });
});

describe('xlsx export', () => {
  it('writes one sheet with the labels and rows, formulas stored as text', async () => {
    const blob = await buildExport(toTable(columns, people), 'xls', 'Employee');
    const book = xlsx.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Employee']);
    const sheet = book.Sheets.Employee;
    expect(xlsx.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Employee Name', 'Employee Email', 'Employee Code', 'Note'],
      ['Asha Rao', 'asha@example.com', 7, 'says "hi", twice'],
      [`'=HYPERLINK("http://evil.example","x")`, 'CONFIDENTIAL', -3, "'+1 555"],
      ["'@SUM(A1)", "'-2+3", 9, 'line one\nline two'],
    ]);
    // No cell carries a formula.
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && 'f' in cell)).toBe(
      false,
    );
  });
});
