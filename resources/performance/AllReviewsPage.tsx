/**
 * All Performance Reviews (spec part 2 §2): every review (PF3) with every field the spec lists, 5 per
 * page, sorted by a header click or the 'Sort By' select (newest first by default), and exported
 * whole (every row, in the current order) to xls or csv.
 */
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { ListContextProvider, useList, useTranslate, type SortPayload } from 'react-admin';
import { ExportButtons } from '../../src/admin/export/ExportButtons.tsx';
import type { ExportColumn } from '../../src/admin/export/sheet.ts';
import { PageTitle } from '../../src/admin/schema/list/Breadcrumb.tsx';
import { allReviews, type ReviewRow } from './api.ts';
import { RatingChip, ratingLabel } from './RatingChip.tsx';
import { RowsTable, type Column } from './RowsTable.tsx';
import { columnOf, sortable, sortFieldOf, sortRows } from './sortReviews.ts';
import { useRows } from './useRows.ts';

const text = (key: keyof ReviewRow) => (r: ReviewRow) => (r[key] as string | null) ?? '-';

/** The columns, keyed by their catalogue key (charter.performance.col_*). */
const COLUMNS: (Omit<Column<ReviewRow>, 'label'> & { label: string })[] = [
  { key: 'performanceId', label: 'col_review_id', sortable: true, render: (r) => r.performanceId },
  // The employee's name is a phone card's title.
  {
    key: 'firstName',
    label: 'col_first_name',
    sortable: true,
    render: text('firstName'),
    card: 'title',
  },
  {
    key: 'lastName',
    label: 'col_last_name',
    sortable: true,
    render: text('lastName'),
    card: 'title',
  },
  { key: 'employeeCode', label: 'col_employee_code', sortable: true, render: text('employeeCode') },
  {
    key: 'rating',
    label: 'col_rating',
    sortable: true,
    render: (r) => <RatingChip rating={r.rating} />,
  },
  { key: 'comment', label: 'col_comment', render: text('comment') },
  { key: 'reviewDate', label: 'col_review_date', sortable: true, render: text('reviewDate') },
  {
    key: 'reviewerFirstName',
    label: 'col_reviewer_first_name',
    sortable: true,
    render: text('reviewerFirstName'),
  },
  {
    key: 'reviewerLastName',
    label: 'col_reviewer_last_name',
    sortable: true,
    render: text('reviewerLastName'),
  },
];

const SORTS: { label: string; sort: SortPayload }[] = [
  { label: 'sort_newest', sort: { field: 'performanceId', order: 'DESC' } },
  { label: 'sort_oldest', sort: { field: 'performanceId', order: 'ASC' } },
  { label: 'sort_name', sort: { field: 'firstName', order: 'ASC' } },
  { label: 'sort_best', sort: { field: 'ratingRank', order: 'DESC' } },
  { label: 'sort_worst', sort: { field: 'ratingRank', order: 'ASC' } },
];
const sortKey = (s: SortPayload) => `${s.field}:${s.order}`;

export default function AllReviewsPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`charter.performance.${key}`);
  const columns: Column<ReviewRow>[] = COLUMNS.map((c) => ({ ...c, label: t(c.label) }));
  // The export's headers are the table's, in the chosen language.
  const exportColumns: ExportColumn<ReviewRow>[] = columns.map((c) => ({
    label: String(c.label),
    value: (r: ReviewRow) =>
      c.key === 'rating' ? ratingLabel(r.rating) : (r[c.key as keyof ReviewRow] ?? ''),
  }));
  const { rows, isPending } = useRows(allReviews, { failureToast: t('load_failed') });
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
      <PageTitle title={t('all_title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={t('sort_by')}
          value={SORTS.some((s) => sortKey(s.sort) === sortKey(sort)) ? sortKey(sort) : ''}
          onChange={(e) => {
            const found = SORTS.find((s) => sortKey(s.sort) === e.target.value);
            if (found) setSort(found.sort);
          }}
          sx={{ minWidth: 220, maxWidth: '100%' }}
        >
          {SORTS.map((s) => (
            <MenuItem key={sortKey(s.sort)} value={sortKey(s.sort)}>
              {t(s.label)}
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
          label={t('all_label')}
          columns={columns}
          rowKey={(r) => r.performanceId}
          empty={t('none')}
          sort={{ field: columnOf(sort.field), order: sort.order }}
          onSort={onSort}
        />
      </ListContextProvider>
    </Box>
  );
}
