/** The dry run's verdict on a file: every bad cell as Row, Column, Message, in file order. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { BadCell } from './ImportCalls.ts';

export function ImportProblems({ cells }: { cells: BadCell[] }) {
  return (
    <TableContainer
      sx={{ maxHeight: 320, mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label="Problems in the file">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cells.map((c, i) => (
            <TableRow key={`${c.row}-${c.column}-${i}`}>
              <TableCell>{c.row}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{c.column || '—'}</TableCell>
              <TableCell>{c.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
