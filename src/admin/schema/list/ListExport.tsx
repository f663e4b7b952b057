/**
 * x-list.export: the 'Export to xls' / 'Export to csv' buttons of a generated list. The file holds
 * the columns the grid shows, under their header labels, with each cell's text as shown
 * ('CONFIDENTIAL', 'Unassigned', 'Incomplete', enum wording), for EVERY row matching the current filter and sort:
 * the rows are paged through the same data provider call as the grid, 100 at a time (the server's
 * largest page), never just the visible page. Picture columns have no text and are left out.
 * After the first page (which tells the total) the rest are fetched a few at a time, kept in order,
 * and a progress bar under the buttons shows how many rows have arrived (10,000 rows: 100 requests).
 */
import { Box, LinearProgress } from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import { useState } from 'react';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { ListCell, ListHints } from '../../../shared/dialect.ts';
import { ExportButtons } from '../../export/ExportButtons.tsx';
import type { ExportColumn } from '../../export/sheet.ts';
import { shownColumns } from './cells.tsx';
import { withReferenceLabels } from './exportReferences.ts';
import { useSchema } from '../localize.ts';
import { cellText, isEmpty } from './paths.ts';

type Row = Record<string, unknown>;
type Prop = JSONSchema7 & { 'x-enumLabels'?: Record<string, string> };

/** The largest page the server answers (contract §1.5 caps `size` at 100). */
export const EXPORT_PAGE_SIZE = 100;
/** Pages requested at once after the first: enough to overlap latency, few enough to be polite. */
export const EXPORT_PARALLEL_PAGES = 4;

/** The text a plain (undeclared) column shows for a value. */
function plainText(value: unknown, prop: Prop): unknown {
  if (value === null || value === undefined || value === '') return '';
  const label = prop['x-enumLabels']?.[String(value)];
  if (label !== undefined) return label;
  if (prop.enum) return String(value);
  if (typeof value === 'object') return '';
  return value;
}

/** One export column per shown grid column that has text. */
export function exportColumns(
  hints: ListHints,
  properties: Record<string, Prop>,
  shown: string[],
): ExportColumn<Row>[] {
  return shown
    .filter((name) => !['image', 'avatar'].includes(hints.cells?.[name]?.kind ?? ''))
    .map((name) => {
      const cell: ListCell | undefined = hints.cells?.[name];
      const prop = properties[name] ?? {};
      return {
        label: cell?.label ?? prop.title ?? name,
        value: (row: Row) => {
          if (!cell) return plainText(row[name], prop);
          const chip = cell.chip && isEmpty(row[cell.chip.whenEmpty]) ? cell.chip.label : '';
          const text = cellText(row, name, cell);
          // As the grid shows it: the text and its chip ('Incomplete'), else the empty text.
          return [text, chip].filter(Boolean).join(' ') || (cell.emptyText ?? '');
        },
      };
    });
}

/**
 * `hints` are the list's own or its view's (x-list.views); `permanentFilter` is the list's fixed
 * filter (a view's name and parameters), so the export asks the same operation as the grid.
 */
export function ListExport({
  hints,
  permanentFilter,
}: {
  hints: ListHints;
  permanentFilter?: Record<string, unknown>;
}) {
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<number | null>(null);
  const schema = useSchema(resource);
  const translate = useTranslate();
  if (!hints.export) return null;
  const properties = (schema.properties ?? {}) as Record<string, Prop>;
  const shown = shownColumns(hints, properties, schema['x-id'], filterValues);

  const fetchPage = (page: number) =>
    dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_PAGE_SIZE },
      sort,
      filter: { ...filterValues, ...permanentFilter },
    });

  const loadRows = async () => {
    setProgress(0);
    try {
      const first = await fetchPage(1);
      const all = first.total ?? first.data.length;
      const pageCount = Math.ceil(all / EXPORT_PAGE_SIZE);
      const pages: Row[][] = [first.data];
      let loaded = first.data.length;
      setProgress(all ? (loaded / all) * 100 : 100);
      let next = 2;
      const worker = async () => {
        while (next <= pageCount) {
          const page = next++;
          const { data } = await fetchPage(page);
          pages[page - 1] = data;
          loaded += data.length;
          setProgress(Math.min(100, (loaded / all) * 100));
        }
      };
      await Promise.all(Array.from({ length: EXPORT_PARALLEL_PAGES }, worker));
      return withReferenceLabels(dataProvider, properties, shown, pages.flat());
    } finally {
      setProgress(null);
    }
  };

  return (
    // The bar sits just under the buttons without taking room: nothing moves when it appears.
    <Box sx={{ position: 'relative' }}>
      <ExportButtons
        fileName={hints.export.fileName}
        columns={exportColumns(hints, properties, shown)}
        loadRows={loadRows}
        disabled={!total}
      />
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={translate('charter.schema.export.progress')}
          sx={{ position: 'absolute', left: 0, right: 0, bottom: -6 }}
        />
      )}
    </Box>
  );
}
