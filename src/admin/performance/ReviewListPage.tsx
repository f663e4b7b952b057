/**
 * Performance Review List (spec part 2 §2, §4, §8): the reviews the signed-in employee wrote (PF4),
 * 5 per page, each with an edit modal (rating and comment, PF5) and a delete confirmation (PF6),
 * after which the list reloads. Toasts are the spec's words.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListContextProvider, useList, useNotify } from 'react-admin';
import { useCan } from '../attendance/useCan.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorMessage } from '../providers/errors.ts';
import { useSessionUser } from '../providers/session.ts';
import { PageTitle } from '../schema/list/Breadcrumb.tsx';
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

export default function ReviewListPage() {
  const user = useSessionUser();
  const notify = useNotify();
  // The server lets only the author delete (PF6); without the privilege the control is not offered.
  const canDelete = useCan()('DELETE_PERFORMANCE_RECORD');
  const [editing, setEditing] = useState<ReviewRow | null>(null);
  const [deleting, setDeleting] = useState<ReviewRow | null>(null);
  const [busy, setBusy] = useState(false);
  const { rows, isPending, reload } = useRows(
    () => (user ? reviewsWrittenBy(user.employeeId) : Promise.resolve([])),
    { failureToast: 'Error Loading Reviews', successToast: 'REVIEWS LOADED SUCCESSFULLY' },
  );
  const data = useMemo(() => withIds(rows, (r) => r.performanceId), [rows]);
  const list = useList({ data, isPending, perPage: 5, sort: { field: 'id', order: 'DESC' } });

  const save = async (body: ReviewBody) => {
    if (!editing) return;
    try {
      await editReview(editing.performanceId, body);
      notify('Review updated successfully', { type: 'success' });
      setEditing(null);
      reload();
    } catch (error) {
      notify('Error updating review', { type: 'error' });
      throw error;
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteReview(deleting.performanceId);
      notify('REVIEW DELETED SUCCESSFULLY', { type: 'success' });
      setDeleting(null);
      reload();
    } catch (error) {
      // A refusal (403 for a review someone else wrote, 404 when already gone) says why, and the
      // list is read again so it shows what the server holds.
      notify(errorMessage(error), { type: 'error' });
      setDeleting(null);
      reload();
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<ReviewRow>[] = [
    { key: 'employee', label: 'Employee', render: (r) => fullName(r.firstName, r.lastName) },
    { key: 'employeeCode', label: 'Employee Code', render: (r) => r.employeeCode ?? '-' },
    { key: 'rating', label: 'Rating', render: (r) => <RatingChip rating={r.rating} /> },
    { key: 'comment', label: 'Comment', render: (r) => r.comment ?? '-' },
    { key: 'reviewDate', label: 'Review Date', render: (r) => r.reviewDate ?? '-' },
    {
      key: 'action',
      label: 'Action',
      render: (r) => {
        const who = fullName(r.firstName, r.lastName);
        return (
          <Stack direction="row" spacing={0.5}>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit review of ${who}`} onClick={() => setEditing(r)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {canDelete && (
              <Tooltip title="Delete">
                <IconButton
                  aria-label={`Delete review of ${who}`}
                  color="error"
                  onClick={() => setDeleting(r)}
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
      <PageTitle title="Performance Review List" />
      <ListContextProvider value={list}>
        <RowsTable
          label="Reviews I wrote"
          columns={columns}
          rowKey={(r) => r.performanceId}
          empty="No reviews available."
        />
      </ListContextProvider>
      <ReviewDialog
        open={editing !== null}
        title="Edit Performance Review"
        initial={editing ?? undefined}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure?"
        message="You want to delete this review from the records."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
