/**
 * 'Export to xls' and 'Export to csv' buttons for a list. `loadRows` fetches every matching row
 * (not only the visible page); while it runs both buttons are disabled and the pressed one says
 * 'Exporting...', and a failure is shown as a toast.
 *
 * @example
 *   <ExportButtons fileName="Employee" columns={columns} loadRows={() => fetchAllEmployees()} />
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../providers/errors.ts';
import { exportFile } from './exportFile.ts';
import type { ExportColumn, ExportFormat } from './sheet.ts';

type Props<Row> = {
  fileName: string;
  columns: ExportColumn<Row>[];
  loadRows: () => Promise<Row[]>;
  disabled?: boolean;
};

const LABELS: Record<ExportFormat, string> = { xls: 'Export to xls', csv: 'Export to csv' };

export function ExportButtons<Row>({ fileName, columns, loadRows, disabled }: Props<Row>) {
  const notify = useNotify();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await exportFile({ fileName, format, columns, rows: await loadRows() });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {(['xls', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={disabled || busy !== null}
          onClick={() => void run(format)}
        >
          {busy === format ? 'Exporting...' : LABELS[format]}
        </Button>
      ))}
    </Stack>
  );
}
