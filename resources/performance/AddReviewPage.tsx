/**
 * Add Performance Review (spec part 2 §2, §4, §5): the caller's direct reports (EM8), searched by
 * first or last name, 5 per page. Exactly one is selected ('Please select exactly one employee to
 * review.'), 'Proceed with Review' opens the review modal, and a saved review leads to the list of
 * the reviews the caller wrote.
 */
import { Avatar, Box, Button, Checkbox, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListContextProvider, useList, useNotify, useTranslate } from 'react-admin';
import { toastError } from '../../src/admin/notifications/toast.ts';
import { useNavigate } from 'react-router-dom';
import { useServerText } from '../../src/admin/providers/errors.ts';
import { useSessionUser } from '../../src/admin/providers/session.ts';
import { PageTitle } from '../../src/admin/schema/list/Breadcrumb.tsx';
import { mediumDate, labelOf } from '../employee/info/format.ts';
import { registry } from '../../src/generated/registry.ts';
import { addReview, directReports, type DirectReport, type ReviewBody } from './api.ts';
import { ReviewDialog } from './ReviewDialog.tsx';
import { fullName, withIds } from './rowIds.ts';
import { RowsTable, type Column } from './RowsTable.tsx';
import { useRows } from './useRows.ts';

const genderLabels = (
  registry.employee.properties?.gender as { 'x-enumLabels'?: Record<string, string> } | undefined
)?.['x-enumLabels'];

/** First or last name contains the term, ignoring case (spec part 2 §2). */
const matches = (row: DirectReport, term: string) => {
  const t = term.trim().toLowerCase();
  return !t || [row.firstName, row.lastName].some((n) => n?.toLowerCase().includes(t));
};

export default function AddReviewPage() {
  const user = useSessionUser();
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const t = (key: string, options?: object) => translate(`charter.performance.${key}`, options);
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState(false);
  const { rows, isPending } = useRows(() =>
    user ? directReports(user.userId) : Promise.resolve([]),
  );
  const shown = useMemo(
    () =>
      withIds(
        rows?.filter((r) => matches(r, term)),
        (r) => r.employeeId,
      ),
    [rows, term],
  );
  const list = useList({ data: shown, isPending, perPage: 5 });

  const toggle = (id: number) =>
    setSelected((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));

  const proceed = () => {
    if (selected.length !== 1) {
      notify(t('select_exactly_one'), { type: 'warning' });
      return;
    }
    setOpen(true);
  };

  const submit = async (body: ReviewBody) => {
    if (!user) return;
    try {
      const message = await addReview(selected[0], user.userId, body);
      notify(serverText(message) ?? message, { type: 'success' });
      setOpen(false);
      setSelected([]);
      navigate('/performance/review-list');
    } catch (error) {
      toastError(notify, error);
      throw error;
    }
  };

  const columns: Column<DirectReport>[] = [
    {
      key: 'select',
      label: t('col_select'),
      width: 72,
      card: 'actions',
      render: (r) => (
        <Checkbox
          checked={selected.includes(r.employeeId)}
          onChange={() => toggle(r.employeeId)}
          slotProps={{
            input: { 'aria-label': t('select_named', { name: fullName(r.firstName, r.lastName) }) },
          }}
        />
      ),
    },
    {
      key: 'profile',
      label: t('col_profile'),
      card: 'picture',
      render: (r) => (
        <Avatar src={r.profileImage ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
          {r.firstName?.charAt(0)}
        </Avatar>
      ),
    },
    {
      key: 'name',
      label: t('col_name'),
      render: (r) => fullName(r.firstName, r.lastName),
      card: 'title',
    },
    { key: 'position', label: t('col_position'), render: (r) => r.position ?? '-' },
    { key: 'contact', label: t('col_contact'), render: (r) => r.contact ?? '-' },
    {
      key: 'gender',
      label: t('col_gender'),
      render: (r) => labelOf(genderLabels, r.gender) ?? '-',
    },
    { key: 'joinDate', label: t('col_join_date'), render: (r) => mediumDate(r.joinDate) ?? '-' },
  ];

  return (
    <Box sx={{ pt: 2 }}>
      <PageTitle title={t('add_title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={t('search_by_name')}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            list.setPage(1);
          }}
          sx={{ minWidth: { sm: 260 } }}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={proceed} disabled={isPending} sx={{ minHeight: 44 }}>
          {t('proceed')}
        </Button>
      </Stack>
      <ListContextProvider value={list}>
        <RowsTable
          label={t('to_review_label')}
          columns={columns}
          rowKey={(r) => r.employeeId}
          empty={t('no_employees')}
        />
      </ListContextProvider>
      <ReviewDialog
        open={open}
        title={t('add_title')}
        onClose={() => setOpen(false)}
        onSubmit={submit}
      />
    </Box>
  );
}
