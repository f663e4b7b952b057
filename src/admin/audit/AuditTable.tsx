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
import { actionLabel, resourceLabel, whenText, whoText } from './changes.ts';

export const AUDIT_EMPTY = 'No audit entries';

const COLUMNS: { label: string; render: (e: AuditEntry) => ReactNode; width?: number }[] = [
  { label: 'When', render: (e) => whenText(e.at), width: 190 },
  { label: 'User', render: (e) => whoText(e) },
  { label: 'Action', render: (e) => actionLabel(e.action), width: 120 },
  { label: 'Resource', render: (e) => resourceLabel(e.resource) },
  { label: 'Record Id', render: (e) => e.recordId ?? '—', width: 110 },
  { label: 'Change', render: (e) => <ChangeSummary entry={e} /> },
];

const SKELETON_ROWS = 6;

export function AuditTable({ rows, loading }: { rows?: AuditEntry[]; loading: boolean }) {
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && rows && <LinearProgress aria-label="Loading" />}</Box>
      <TableContainer>
        <Table size="small" aria-label="Audit entries" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c.label}
                  sx={{ fontWeight: 600, width: c.width, whiteSpace: 'nowrap' }}
                >
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: loading && rows ? 0.6 : 1 }}>
            {!rows &&
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i}>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.label}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {AUDIT_EMPTY}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows?.map((entry) => (
              <TableRow key={entry.position} hover sx={{ verticalAlign: 'top' }}>
                {COLUMNS.map((c) => (
                  <TableCell key={c.label}>{c.render(entry)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
