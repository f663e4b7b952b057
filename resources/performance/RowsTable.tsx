/**
 * The table of the review screens: one page of rows from the surrounding list context (react-admin's
 * `useList`, paged with the engine's PrevNextPagination), skeleton rows of the final height while
 * loading so nothing jumps, the screen's empty text, and optional sortable headers. On a phone the
 * rows are cards (RowCards.tsx, issue #37), as the generated lists' are: a table of these columns
 * would scroll sideways in a 390 px screen.
 *
 * @example
 *   <RowsTable columns={[{ key: 'comment', label: 'Comment', render: (r) => r.comment }]}
 *     empty="No reviews available." />
 */
import {
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useListContext } from 'react-admin';
import { PrevNextPagination } from '../../src/admin/schema/list/PrevNextPagination.tsx';
import { usePhone } from '../../src/admin/schema/list/usePhone.ts';
import { RowCards } from './RowCards.tsx';
import type { Column } from './rowColumn.ts';

export type { Column } from './rowColumn.ts';

export type SortState = { field: string; order: 'ASC' | 'DESC' };

type Props<Row> = {
  columns: Column<Row>[];
  empty: string;
  rowKey: (row: Row) => string | number;
  /** Headers of sortable columns call this; the caller sorts the rows. */
  sort?: SortState;
  onSort?: (field: string) => void;
  label: string;
};

const SKELETON_ROWS = 5;

export function RowsTable<Row>(props: Props<Row>) {
  const phone = usePhone();
  return phone ? <RowCards {...props} /> : <RowsGrid {...props} />;
}

function RowsGrid<Row>({ columns, empty, rowKey, sort, onSort, label }: Props<Row>) {
  const { data, isPending, total } = useListContext();
  const rows = (data ?? []) as Row[];
  return (
    <Paper variant="outlined">
      {/* Scrolls sideways on a phone: reachable and named for a keyboard (WCAG 2.1.1). */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} aria-busy={isPending}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  sx={{ fontWeight: 600, width: c.width }}
                  sortDirection={
                    sort?.field === c.key ? (sort.order === 'ASC' ? 'asc' : 'desc') : false
                  }
                >
                  {c.sortable && onSort ? (
                    <TableSortLabel
                      active={sort?.field === c.key}
                      direction={sort?.field === c.key && sort.order === 'DESC' ? 'desc' : 'asc'}
                      onClick={() => onSort(c.key)}
                      // A finger-sized target on a phone (issue #21 §1).
                      sx={{ minHeight: { xs: 44, md: 'auto' } }}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending &&
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>
                      <Skeleton variant="text" height={32} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!isPending && !total && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{empty}</Typography>
                </TableCell>
              </TableRow>
            )}
            {!isPending &&
              rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.render(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PrevNextPagination />
    </Paper>
  );
}
