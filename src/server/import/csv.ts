/**
 * RFC 4180 CSV: comma-separated fields, `"quoted"` fields that may hold commas, line breaks and
 * doubled quotes (`""`), records ending in CRLF or LF, an optional UTF-8 byte order mark, an optional
 * final line break. Blank lines are skipped. Each record keeps its number (the header is record 1),
 * which is how import errors name rows, as a spreadsheet numbers them.
 *
 * @example
 *   parseCsv('name,city\r\n"Rao, Asha","Pune"\r\n')
 *   // { records: [{ row: 1, fields: ['name', 'city'] }, { row: 2, fields: ['Rao, Asha', 'Pune'] }] }
 */
export type CsvRecord = { row: number; fields: string[] };
export type CsvResult = { records: CsvRecord[] } | { error: { row: number; message: string } };

export function parseCsv(input: string): CsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field was quoted (text after its closing quote is an error)
  let row = 1;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ row, fields });
    fields = [];
    row++;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') {
      if (field !== '' || wasQuoted)
        return {
          error: {
            row,
            message:
              'A quote may only open a field: put the whole field in quotes and double the quotes inside it.',
          },
        };
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else if (wasQuoted) {
      return {
        error: { row, message: 'A quoted field must end at a comma or the end of the line.' },
      };
    } else field += c;
  }
  if (quoted)
    return { error: { row, message: 'A quoted field is not closed: a closing " is missing.' } };
  if (field !== '' || fields.length || wasQuoted) endRecord();
  return { records };
}
