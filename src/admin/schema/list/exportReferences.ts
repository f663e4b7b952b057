/**
 * An export shows a reference column as the grid does, by the referenced record's name
 * ('Northwind Traders', not 4): the ids of the exported rows are looked up once per column.
 */
import type { JSONSchema7 } from 'json-schema';
import type { DataProvider } from 'react-admin';
import { labelOf } from '../fields.tsx';

type Row = Record<string, unknown>;
type Prop = JSONSchema7 & { 'x-column'?: { references?: string } };

export async function withReferenceLabels(
  dataProvider: DataProvider,
  properties: Record<string, Prop>,
  shown: string[],
  rows: Row[],
): Promise<Row[]> {
  // Names the server sent with the records (x-reference): no lookup, and a many-to-many's names
  // joined by a comma.
  let out = rows.map((r) => {
    const names = r._names as Record<string, unknown> | undefined;
    if (!names) return r;
    const named: Row = { ...r };
    for (const name of shown)
      if (name in names)
        named[name] = Array.isArray(names[name]) ? names[name].join(', ') : names[name];
    return named;
  });
  for (const name of shown) {
    const reference = properties[name]?.['x-column']?.references;
    if (rows.some((r) => r._names && name in (r._names as object))) continue;
    if (!reference) continue;
    const ids = [...new Set(rows.map((r) => r[name]).filter((v) => v !== null && v !== undefined))];
    if (!ids.length) continue;
    const { data } = await dataProvider.getMany(reference, { ids: ids as never[] });
    const label = labelOf(reference);
    const names = new Map(data.map((record) => [String(record.id), label(record)]));
    out = out.map((r) =>
      r[name] == null ? r : { ...r, [name]: names.get(String(r[name])) ?? r[name] },
    );
  }
  return out;
}
