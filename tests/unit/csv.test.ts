// The import's CSV reader (RFC 4180): what a spreadsheet writes must come back cell for cell, with
// the row numbers a spreadsheet shows, and a malformed quote must be named with its row.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/server/import/csv.ts';

const rows = (text: string) => {
  const r = parseCsv(text);
  if ('error' in r) throw new Error(r.error.message);
  return r.records.map((x) => [x.row, ...x.fields]);
};

describe('parseCsv', () => {
  it('reads CRLF and LF lines, a BOM, and a last line without a line break', () => {
    expect(rows('\uFEFFa,b\r\n1,2\n3,4')).toEqual([
      [1, 'a', 'b'],
      [2, '1', '2'],
      [3, '3', '4'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(rows('a,b\r\n"x, y","say ""hi""\r\nthere"\r\n')).toEqual([
      [1, 'a', 'b'],
      [2, 'x, y', 'say "hi"\r\nthere'],
    ]);
  });

  it('numbers rows as a spreadsheet does: blank lines count but give no record', () => {
    expect(rows('a\n\nb\n')).toEqual([
      [1, 'a'],
      [3, 'b'],
    ]);
  });

  it('keeps empty fields, quoted or not', () => {
    expect(rows('a,"",\n')).toEqual([[1, 'a', '', '']]);
  });

  it('names the row of an unclosed quote or text after a closing quote', () => {
    expect(parseCsv('a\n"b\n')).toEqual({
      error: { row: 2, message: expect.stringMatching(/not closed/) },
    });
    expect(parseCsv('a\n"b"c\n')).toEqual({
      error: { row: 2, message: expect.stringMatching(/must end/) },
    });
  });
});
