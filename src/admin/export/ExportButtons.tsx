/**
 * 'Export to xls' and 'Export to csv' buttons for a list. `loadRows` fetches every matching row
 * (not only the visible page); while it runs both buttons are disabled and the pressed one says
 * 'Exporting...', and a failure is shown as a toast. A second click before the first one's
 * re-render starts nothing (issue #21 §3: no double submit).
 *
 * @example
 *   <ExportButtons fileName="Employee" columns={columns} loadRows={() => fetchAllEmployees()} />
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/errors.ts';
import { ExportBuildError, exportFile } from './exportFile.ts';
import type { ExportColumn, ExportFormat } from './sheet.ts';

type Props<Row> = {
  fileName: string;
  columns: ExportColumn<Row>[];
  loadRows: () => Promise<Row[]>;
  disabled?: boolean;
};

/** Button keys under charter.export. */
const LABELS: Record<ExportFormat, string> = { xls: 'export_xls', csv: 'export_csv' };

export function ExportButtons<Row>({ fileName, columns, loadRows, disabled }: Props<Row>) {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const running = useRef(false);

  const run = async (format: ExportFormat) => {
    if (running.current) return;
    running.current = true;
    setBusy(format);
    try {
      await exportFile({ fileName, format, columns, rows: await loadRows() });
    } catch (error) {
      const text =
        error instanceof ExportBuildError
          ? translate('charter.export.build_failed')
          : errorMessage(error);
      notify(text, { type: 'error' });
    } finally {
      running.current = false;
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
          {translate(
            busy === format ? 'charter.export.exporting' : `charter.export.${LABELS[format]}`,
          )}
        </Button>
      ))}
    </Stack>
  );
}
