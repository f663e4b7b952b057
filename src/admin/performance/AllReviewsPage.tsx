/**
 * All Performance Reviews (spec part 2 §2): every review (PF3) with every field the spec lists, 5 per
 * page, sorted by a header click or the 'Sort By' select (newest first by default), and exported
 * whole (every row, in the current order) to xls or csv.
 */
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { ListContextProvider, useList, type SortPayload } from 'react-admin';
import { ExportButtons } from '../export/ExportButtons.tsx';
import type { ExportColumn } from '../export/sheet.ts';
import { PageTitle } from '../schema/list/Breadcrumb.tsx';
import { allReviews, type ReviewRow } from './api.ts';
import { RatingChip, ratingLabel } from './RatingChip.tsx';
import { RowsTable, type Column } from './RowsTable.tsx';
import { columnOf, sortable, sortFieldOf, sortRows } from './sortReviews.ts';
import { useRows } from './useRows.ts';

const text = (key: keyof ReviewRow) => (r: ReviewRow) => (r[key] as string | null) ?? '-';

const columns: Column<ReviewRow>[] = [
  { key: 'performanceId', label: 'Review Id', sortable: true, render: (r) => r.performanceId },
  { key: 'firstName', label: 'First Name', sortable: true, render: text('firstName') },
  { key: 'lastName', label: 'Last Name', sortable: true, render: text('lastName') },
  { key: 'employeeCode', label: 'Employee Code', sortable: true, render: text('employeeCode') },
  {
    key: 'rating',
    label: 'Rating',
    sortable: true,
    render: (r) => <RatingChip rating={r.rating} />,
  },
  { key: 'comment', label: 'Comment', render: text('comment') },
  { key: 'reviewDate', label: 'Review Date', sortable: true, render: text('reviewDate') },
  {
    key: 'reviewerFirstName',
    label: 'Reviewer First Name',
    sortable: true,
    render: text('reviewerFirstName'),
  },
  {
    key: 'reviewerLastName',
    label: 'Reviewer Last Name',
    sortable: true,
    render: text('reviewerLastName'),
  },
];

const exportColumns: ExportColumn<ReviewRow>[] = columns.map((c) => ({
  label: String(c.label),
  value: (r: ReviewRow) =>
    c.key === 'rating' ? ratingLabel(r.rating) : (r[c.key as keyof ReviewRow] ?? ''),
}));

const SORTS: { label: string; sort: SortPayload }[] = [
  { label: 'Newest first', sort: { field: 'performanceId', order: 'DESC' } },
  { label: 'Oldest first', sort: { field: 'performanceId', order: 'ASC' } },
  { label: 'Employee name', sort: { field: 'firstName', order: 'ASC' } },
  { label: 'Rating, best first', sort: { field: 'ratingRank', order: 'DESC' } },
  { label: 'Rating, worst first', sort: { field: 'ratingRank', order: 'ASC' } },
];
const sortKey = (s: SortPayload) => `${s.field}:${s.order}`;

export default function AllReviewsPage() {
  const { rows, isPending } = useRows(allReviews, { failureToast: 'Error Loading Reviews' });
  const list = useList({
    data: useMemo(() => rows?.map(sortable), [rows]),
    isPending,
    perPage: 5,
    sort: SORTS[0].sort,
  });
  const { sort, setSort } = list;
  const onSort = (column: string) => {
    const field = sortFieldOf(column);
    setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });
  };

  return (
    <Box sx={{ pt: 2 }}>
      <PageTitle title="All Performance Reviews" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Sort By"
          value={SORTS.some((s) => sortKey(s.sort) === sortKey(sort)) ? sortKey(sort) : ''}
          onChange={(e) => {
            const found = SORTS.find((s) => sortKey(s.sort) === e.target.value);
            if (found) setSort(found.sort);
          }}
          sx={{ minWidth: 220 }}
        >
          {SORTS.map((s) => (
            <MenuItem key={sortKey(s.sort)} value={sortKey(s.sort)}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <ExportButtons
          fileName="Performance Reviews"
          columns={exportColumns}
          loadRows={async () => sortRows(await allReviews(), sort)}
          disabled={isPending}
        />
      </Stack>
      <ListContextProvider value={list}>
        <RowsTable
          label="All performance reviews"
          columns={columns}
          rowKey={(r) => r.performanceId}
          empty="No reviews available."
          sort={{ field: columnOf(sort.field), order: sort.order }}
          onSort={onSort}
        />
      </ListContextProvider>
    </Box>
  );
}
