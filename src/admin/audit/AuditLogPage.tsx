/**
 * The Audit Log screen (/audit/audit-log, GET_AUDIT_LOG): every recorded change and sign-in,
 * newest first, 20 a page with Previous / Next, filtered by user, resource and date range, with
 * 'Export to xls' / 'Export to csv' of every matching entry (up to EXPORT_LIMIT). Filters and page
 * live in the address (`?resource=skill&from=2026-11-01&page=2`). Hand-written rather than
 * generated: the generator would create a table for an auditLog schema (README "Audit trail").
 */
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { ExportButtons } from '../export/ExportButtons.tsx';
import type { ExportColumn } from '../export/sheet.ts';
import { usePrivileges } from '../schema/form/usePrivileges.ts';
import { PageTitle } from '../schema/list/Breadcrumb.tsx';
import { AUDIT_MAX_PAGE, fetchAudit, type AuditEntry, type AuditFilter } from './api.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import { Pager } from '../schema/list/PrevNextPagination.tsx';
import { useAuditPage } from './useAuditPage.ts';
import { useAuditWords, type AuditWords } from './useAuditWords.ts';

export const AUDIT_PAGE_SIZE = 20;
/** The export's ceiling; narrow the filters for older entries. */
export const EXPORT_LIMIT = 10_000;
const KEYS = ['actorId', 'resource', 'from', 'to'] as const;

/** The export's columns, headed in the chosen language; `When (UTC)` keeps the stored ISO time. */
const exportColumns = (w: AuditWords): ExportColumn<AuditEntry>[] => [
  { label: w.t('charter.audit.column_when_utc'), value: (e) => e.at },
  { label: w.t('charter.audit.column_user'), value: w.whoText },
  { label: w.t('charter.audit.column_action'), value: (e) => w.actionLabel(e.action) },
  { label: w.t('charter.audit.column_resource'), value: (e) => w.resourceLabel(e.resource) },
  { label: w.t('charter.audit.column_record_id'), value: (e) => e.recordId ?? '' },
  { label: w.t('charter.audit.column_change'), value: w.changeText },
];

async function allRows(filter: AuditFilter): Promise<AuditEntry[]> {
  const rows: AuditEntry[] = [];
  for (let page = 0; rows.length < EXPORT_LIMIT; page++) {
    const found = await fetchAudit(filter, page, AUDIT_MAX_PAGE);
    rows.push(...found.content);
    if (found.last || !found.content.length) break;
  }
  return rows.slice(0, EXPORT_LIMIT);
}

function AuditLog() {
  const words = useAuditWords();
  const { t } = words;
  const [params, setParams] = useSearchParams();
  const filter = useMemo<AuditFilter>(
    () => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v)),
    [params],
  );
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const rangeError =
    filter.from && filter.to && filter.to < filter.from ? t('charter.audit.range_error') : null;
  const key = JSON.stringify([filter, pageNumber]);
  const { page, error, isFetching, reload } = useAuditPage(
    key,
    rangeError ? null : () => fetchAudit(filter, pageNumber - 1, AUDIT_PAGE_SIZE),
  );

  const go = (next: AuditFilter, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const k of KEYS) if (next[k]) search.set(k, next[k]!);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return (
    <>
      <AuditFilters filter={filter} onChange={(next) => go(next)} rangeError={rangeError} />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('charter.audit.retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <ExportButtons
          fileName="AuditLog"
          columns={exportColumns(words)}
          loadRows={() => allRows(filter)}
          disabled={!page?.totalElements || Boolean(rangeError)}
        />
      </Stack>
      <AuditTable rows={rangeError ? [] : page?.content} loading={isFetching} />
      {page && !rangeError && (
        <Pager
          page={pageNumber}
          pages={Math.max(1, page.totalPages)}
          total={page.totalElements}
          onPage={(n) => go(filter, n)}
        />
      )}
    </>
  );
}

export default function AuditLogPage() {
  const { can } = usePrivileges();
  const { t } = useAuditWords();
  if (!can('GET_AUDIT_LOG')) return <AccessDenied message={t('charter.audit.denied')} />;
  return (
    <Box sx={{ pt: 2, minWidth: 0, maxWidth: '100%' }}>
      <PageTitle title={t('charter.audit.title')} gutter={false} />
      <AuditLog />
    </Box>
  );
}
