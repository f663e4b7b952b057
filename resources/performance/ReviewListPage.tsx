/**
 * Performance Review List (spec part 2 §2, §4, §8): the reviews the signed-in employee wrote (PF4),
 * 5 per page, each with an edit modal (rating and comment, PF5) and a delete confirmation (PF6),
 * after which the list reloads. Toasts are the spec's words, for what the user did; the spec's
 * 'REVIEWS LOADED SUCCESSFULLY' greeted a load, and a load now just shows its rows (issue #37).
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListContextProvider, useList, useNotify, useTranslate } from 'react-admin';
import { toastError } from '../../src/admin/notifications/toast.ts';
import { useCan } from '../../src/admin/components/useCan.ts';
import { useSingleFlight } from '../../src/admin/components/useSingleFlight.ts';
import { ConfirmDialog } from '../../src/admin/components/ConfirmDialog.tsx';

import { useSessionUser } from '../../src/admin/providers/session.ts';
import { PageTitle } from '../../src/admin/schema/list/Breadcrumb.tsx';
import {
  deleteReview,
  editReview,
  reviewsWrittenBy,
  type ReviewBody,
  type ReviewRow,
} from './api.ts';
import { RatingChip } from './RatingChip.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { fullName, withIds } from './rowIds.ts';
import { RowsTable, type Column } from './RowsTable.tsx';
import { useRows } from './useRows.ts';

/** A finger-sized target (issue #21 §1): 44 × 44 px. */
const TOUCH = { width: 44, height: 44 } as const;

export default function ReviewListPage() {
  const user = useSessionUser();
  const notify = useNotify();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`charter.performance.${key}`, options);
  // The server lets only the author delete (PF6); without the privilege the control is not offered.
  const canDelete = useCan()('DELETE_PERFORMANCE_RECORD');
  const [editing, setEditing] = useState<ReviewRow | null>(null);
  const [deleting, setDeleting] = useState<ReviewRow | null>(null);
  // One delete at a time, guarded before the first await (issue #21 §3).
  const { pending: busy, run } = useSingleFlight();
  const { rows, isPending, reload } = useRows(
    () => (user ? reviewsWrittenBy(user.employeeId) : Promise.resolve([])),
    { failureToast: t('load_failed') },
  );
  const data = useMemo(() => withIds(rows, (r) => r.performanceId), [rows]);
  const list = useList({ data, isPending, perPage: 5, sort: { field: 'id', order: 'DESC' } });

  const save = async (body: ReviewBody) => {
    if (!editing) return;
    try {
      await editReview(editing.performanceId, body);
      notify(t('updated'), { type: 'success' });
      setEditing(null);
      reload();
    } catch (error) {
      notify(t('update_failed'), { type: 'error' });
      throw error;
    }
  };

  const remove = (target: ReviewRow) =>
    run(async () => {
      try {
        await deleteReview(target.performanceId);
        notify(t('deleted'), { type: 'success' });
      } catch (error) {
        // A refusal (403 for a review someone else wrote, 404 when already gone) says why, and the
        // list is read again so it shows what the server holds.
        toastError(notify, error);
      }
      setDeleting(null);
      reload();
    });

  const columns: Column<ReviewRow>[] = [
    {
      key: 'employee',
      label: t('col_employee'),
      render: (r) => fullName(r.firstName, r.lastName),
      card: 'title',
    },
    { key: 'employeeCode', label: t('col_employee_code'), render: (r) => r.employeeCode ?? '-' },
    { key: 'rating', label: t('col_rating'), render: (r) => <RatingChip rating={r.rating} /> },
    { key: 'comment', label: t('col_comment'), render: (r) => r.comment ?? '-' },
    { key: 'reviewDate', label: t('col_review_date'), render: (r) => r.reviewDate ?? '-' },
    {
      key: 'action',
      label: t('col_action'),
      card: 'actions',
      render: (r) => {
        const who = fullName(r.firstName, r.lastName);
        return (
          <Stack direction="row" spacing={0.5}>
            <Tooltip title={t('edit')}>
              <IconButton
                aria-label={t('edit_review_of', { name: who })}
                onClick={() => setEditing(r)}
                sx={TOUCH}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {canDelete && (
              <Tooltip title={t('delete')}>
                <IconButton
                  aria-label={t('delete_review_of', { name: who })}
                  color="error"
                  onClick={() => setDeleting(r)}
                  sx={TOUCH}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <Box sx={{ pt: 2 }}>
      <PageTitle title={t('list_title')} />
      <ListContextProvider value={list}>
        <RowsTable
          label={t('written_label')}
          columns={columns}
          rowKey={(r) => r.performanceId}
          empty={t('none')}
        />
      </ListContextProvider>
      <ReviewDialog
        open={editing !== null}
        title={t('edit_title')}
        initial={editing ?? undefined}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete_title')}
        message={t('delete_message')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        loading={busy}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
