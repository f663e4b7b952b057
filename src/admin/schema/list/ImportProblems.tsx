/** The dry run's verdict on a file: every bad cell as Row, Column, Message, in file order. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../i18n/format.ts';
import type { BadCell } from './ImportCalls.ts';

export function ImportProblems({ cells }: { cells: BadCell[] }) {
  const translate = useTranslate();
  const { number } = useFormat();
  return (
    <TableContainer
      sx={{ maxHeight: 320, mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={translate('charter.schema.import.problems')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('charter.schema.import.row')}</TableCell>
            <TableCell>{translate('charter.schema.import.column')}</TableCell>
            <TableCell>{translate('charter.schema.import.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cells.map((c, i) => (
            <TableRow key={`${c.row}-${c.column}-${i}`}>
              <TableCell>{number(c.row)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{c.column || '—'}</TableCell>
              <TableCell>{c.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
