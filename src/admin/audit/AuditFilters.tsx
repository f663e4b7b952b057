/**
 * The Audit Log's filters: User (the accounts, for a holder of GET_ALL_USERS; otherwise disabled
 * with the reason), Resource (every schema, plus sign-ins) and the From / To dates (whole days in
 * UTC; To before From is refused under the field and nothing is loaded). Every change goes to the
 * caller, which keeps the filters in the address so a reload or a shared link shows the same list.
 *
 * @example
 *   <AuditFilters filter={filter} onChange={(next) => setFilter(next)} rangeError={null} />
 */
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { usePrivileges } from '../schema/form/usePrivileges.ts';
import { fetchUsers, type AuditFilter, type AuditUser } from './api.ts';
import { useAuditWords } from './useAuditWords.ts';

type Props = {
  filter: AuditFilter;
  onChange: (next: AuditFilter) => void;
  rangeError: string | null;
};

const ANY = '';
/** 'All users' / 'All resources' stay visible as the empty choice, under a raised label. */
const SELECT_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

function useUsers(enabled: boolean) {
  const [users, setUsers] = useState<AuditUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchUsers().then(
      (found) => live && setUsers(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return { users, failed };
}

export function AuditFilters({ filter, onChange, rangeError }: Props) {
  const { can } = usePrivileges();
  const mayListUsers = can('GET_ALL_USERS');
  const { users, failed } = useUsers(mayListUsers);
  const { t, auditResources } = useAuditWords();
  const resources = useMemo(auditResources, [auditResources]);
  const set = (key: keyof AuditFilter) => (value: string) =>
    onChange({ ...filter, [key]: value || undefined });
  const chosen = filter.actorId ?? ANY;
  // Keep a chosen user that the list does not (yet) hold selectable, so the select never blanks.
  const userOptions =
    users && chosen && !users.some((u) => String(u.userId) === chosen)
      ? [
          ...users,
          { userId: Number(chosen), email: t('charter.audit.user_number', { id: chosen }) },
        ]
      : (users ?? []);
  const userHelp = !mayListUsers
    ? t('charter.audit.users_need_privilege')
    : failed
      ? t('charter.audit.users_failed')
      : undefined;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' }, my: 2 }}
      role="search"
      aria-label={t('charter.audit.filters_label')}
    >
      <TextField
        select
        size="small"
        label={t('charter.audit.filter_user')}
        value={users || !chosen ? chosen : ANY}
        onChange={(e) => set('actorId')(e.target.value)}
        disabled={!mayListUsers || failed}
        helperText={userHelp}
        slotProps={SELECT_SLOTS}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value={ANY}>{t('charter.audit.all_users')}</MenuItem>
        {userOptions.map((u) => (
          <MenuItem key={u.userId} value={String(u.userId)}>
            {u.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('charter.audit.filter_resource')}
        value={filter.resource ?? ANY}
        onChange={(e) => set('resource')(e.target.value)}
        slotProps={SELECT_SLOTS}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={ANY}>{t('charter.audit.all_resources')}</MenuItem>
        {resources.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('charter.audit.filter_from')}
        value={filter.from ?? ''}
        onChange={(e) => set('from')(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('charter.audit.filter_to')}
        value={filter.to ?? ''}
        onChange={(e) => set('to')(e.target.value)}
        error={Boolean(rangeError)}
        helperText={rangeError ?? undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        onClick={() => onChange({})}
        disabled={!Object.values(filter).some(Boolean)}
        sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('charter.audit.clear_filters')}
      </Button>
    </Stack>
  );
}
