/**
 * The Audit Log's table: When, User, Action, Resource, Record Id and Change, one row per entry.
 * While the first page loads it shows skeleton rows of the final height; while another page loads
 * the old rows stay, dimmed, under a thin progress bar (no layout jump). Empty: 'No audit entries'.
 *
 * @example
 *   <AuditTable rows={page?.content} loading={isFetching} />
 */
import {
  Box,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import type { AuditEntry } from './api.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { useAuditWords, type AuditWords } from './useAuditWords.ts';

type AuditColumn = {
  key: string;
  render: (e: AuditEntry, words: AuditWords) => ReactNode;
  width?: number;
  /** Kept on one line (a moment reads badly broken over three). */
  nowrap?: boolean;
};

/** `key` names the header under charter.audit (column_when…). */
const COLUMNS: AuditColumn[] = [
  { key: 'column_when', render: (e, w) => w.whenText(e.at), width: 190, nowrap: true },
  { key: 'column_user', render: (e, w) => w.whoText(e) },
  { key: 'column_action', render: (e, w) => w.actionLabel(e.action), width: 120 },
  { key: 'column_resource', render: (e, w) => w.resourceLabel(e.resource) },
  { key: 'column_record_id', render: (e) => e.recordId ?? '—', width: 110 },
  { key: 'column_change', render: (e) => <ChangeSummary entry={e} /> },
];

const SKELETON_ROWS = 6;

/**
 * The table stays a table on phones too (six columns of evidence read across); its container
 * scrolls sideways on its own, so the page itself is never wider than the screen (issue #21 §1).
 */
export function AuditTable({ rows, loading }: { rows?: AuditEntry[]; loading: boolean }) {
  const words = useAuditWords();
  const { t } = words;
  return (
    <Paper variant="outlined" sx={{ maxWidth: '100%', minWidth: 0 }}>
      <Box sx={{ height: 4 }}>
        {loading && rows && <LinearProgress aria-label={t('charter.audit.loading')} />}
      </Box>
      <TableContainer
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
        tabIndex={0}
        role="region"
        aria-label={t('charter.audit.table_label')}
      >
        <Table size="small" aria-label={t('charter.audit.table_label')} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c.key}
                  sx={{ fontWeight: 600, width: c.width, whiteSpace: 'nowrap' }}
                >
                  {t(`charter.audit.${c.key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: loading && rows ? 0.6 : 1 }}>
            {!rows &&
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i}>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.key}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {t('charter.audit.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows?.map((entry) => (
              <TableRow key={entry.position} hover sx={{ verticalAlign: 'top' }}>
                {COLUMNS.map((c) => (
                  <TableCell key={c.key} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {c.render(entry, words)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
