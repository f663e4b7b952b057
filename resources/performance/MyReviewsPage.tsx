/**
 * View Performance Review (spec part 2 §2): the reviews written about the signed-in employee (PF1 by
 * their employeeId), with the reviewer, the colour-coded rating, the comment and the date; 5 per page;
 * 'No reviews available.' when there are none.
 */
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import { useSessionUser } from '../../src/admin/providers/session.ts';
import { PageTitle } from '../../src/admin/schema/list/Breadcrumb.tsx';
import { reviewsAbout, type ReviewRow } from './api.ts';
import { RatingChip } from './RatingChip.tsx';
import { fullName, withIds } from './rowIds.ts';
import { RowsTable, type Column } from './RowsTable.tsx';
import { useRows } from './useRows.ts';

export default function MyReviewsPage() {
  const user = useSessionUser();
  const translate = useTranslate();
  const t = (key: string) => translate(`charter.performance.${key}`);
  const columns: Column<ReviewRow>[] = [
    {
      key: 'reviewer',
      label: t('col_reviewed_by'),
      render: (r) => fullName(r.reviewerFirstName, r.reviewerLastName),
    },
    { key: 'rating', label: t('col_rating'), render: (r) => <RatingChip rating={r.rating} /> },
    { key: 'comment', label: t('col_comment'), render: (r) => r.comment ?? '-' },
    { key: 'reviewDate', label: t('col_review_date'), render: (r) => r.reviewDate ?? '-' },
  ];
  const { rows, isPending } = useRows(
    () => (user ? reviewsAbout(user.employeeId) : Promise.resolve([])),
    { failureToast: t('load_failed') },
  );
  const data = useMemo(() => withIds(rows, (r) => r.performanceId), [rows]);
  const list = useList({ data, isPending, perPage: 5, sort: { field: 'id', order: 'DESC' } });
  return (
    <Box sx={{ pt: 2 }}>
      <PageTitle title={t('my_title')} />
      <ListContextProvider value={list}>
        <RowsTable
          label={t('about_me_label')}
          columns={columns}
          rowKey={(r) => r.performanceId}
          empty={t('none')}
        />
      </ListContextProvider>
    </Box>
  );
}
