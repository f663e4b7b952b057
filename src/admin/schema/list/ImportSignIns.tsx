/**
 * After an import that created sign-in accounts: each new email with its temporary password, shown
 * this once (the server keeps only the hash), and a download to hand them over.
 */
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { exportFile } from '../../export/exportFile.ts';

type Created = Record<string, unknown>;

export const hasSignIns = (created: Created[]) =>
  created.some((c) => typeof c.temporaryPassword === 'string');

export function ImportSignIns({ created, label }: { created: Created[]; label: string }) {
  const translate = useTranslate();
  const rows = created.filter((c) => typeof c.temporaryPassword === 'string');
  const download = () =>
    exportFile({
      fileName: translate('charter.schema.import.sign_ins_file', { label }),
      format: 'csv',
      columns: [
        { label: 'email', value: (r: Created) => r.email },
        { label: 'temporaryPassword', value: (r: Created) => r.temporaryPassword },
      ],
      rows,
    });
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('charter.schema.import.sign_ins_warning')}
      </Alert>
      <Button variant="outlined" onClick={download} sx={{ mb: 1 }}>
        {translate('charter.schema.import.sign_ins_download')}
      </Button>
      <Box sx={{ maxHeight: 300, overflow: 'auto' }}>
        <Table size="small" aria-label={translate('charter.schema.import.sign_ins')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('charter.schema.import.email')}</TableCell>
              <TableCell>{translate('charter.schema.import.temporary_password')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={String(r.email)}>
                <TableCell>{String(r.email)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  {String(r.temporaryPassword)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
