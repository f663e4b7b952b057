/**
 * Import from CSV, in three steps: choose a file (a template with the header row is offered), see
 * the server's dry run — how many rows are ready, or every bad cell by row and column — and only
 * then import, all or nothing, with a result toast. New accounts' temporary passwords (employees)
 * are shown once at the end, with a download.
 */
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { exportFile } from '../../export/exportFile.ts';
import { MAX_IMPORT_BYTES, sendImport, type ImportAnswer } from './ImportCalls.ts';
import { ImportProblems } from './ImportProblems.tsx';
import { ImportSignIns, hasSignIns } from './ImportSignIns.tsx';

type Step =
  | { kind: 'pick'; error?: string }
  | { kind: 'busy'; name: string; label: string }
  | { kind: 'checked'; name: string; csv: string; answer: ImportAnswer }
  | { kind: 'done'; created: Record<string, unknown>[] };

export type ImportDialogProps = {
  open: boolean;
  onClose: () => void;
  resource: string;
  /** 'Employees': the dialog says 'Import Employees'. */
  label: string;
  columns: string[];
};

export function ImportDialog({ open, onClose, resource, label, columns }: ImportDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const close = () => {
    if (step.kind === 'busy') return;
    setStep({ kind: 'pick' });
    onClose();
  };

  const check = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES)
      return setStep({
        kind: 'pick',
        error: `The file is larger than ${MAX_IMPORT_BYTES / 1024} KB.`,
      });
    setStep({ kind: 'busy', name: file.name, label: 'Checking every row...' });
    const csv = await file.text();
    setStep({
      kind: 'checked',
      name: file.name,
      csv,
      answer: await sendImport(resource, csv, true),
    });
  };

  const write = async (name: string, csv: string) => {
    setStep({ kind: 'busy', name, label: 'Importing...' });
    const answer = await sendImport(resource, csv, false);
    if (answer.kind !== 'ok') return setStep({ kind: 'checked', name, csv, answer });
    notify(answer.message, { type: 'success' });
    refresh();
    if (hasSignIns(answer.created)) return setStep({ kind: 'done', created: answer.created });
    setStep({ kind: 'pick' });
    onClose();
  };

  const template = () =>
    exportFile({
      fileName: `${label} import`,
      format: 'csv',
      columns: columns.map((c) => ({ label: c, value: () => '' })),
      rows: [],
    });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Import {label}</DialogTitle>
      <DialogContent>
        {step.kind === 'done' ? (
          <ImportSignIns created={step.created} label={label} />
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Choose a CSV file (UTF-8) whose first row names the columns:{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {columns.join(', ')}
              </Box>
              . Every row is checked before anything is saved, and either every row is imported or
              none.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}>
              <Button component="label" variant="outlined" disabled={step.kind === 'busy'}>
                {step.kind === 'pick' ? 'Choose CSV file' : 'Choose another file'}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="CSV file"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void check(file);
                  }}
                />
              </Button>
              <Button onClick={template}>Download template</Button>
            </Box>
            {step.kind === 'pick' && step.error && <Alert severity="error">{step.error}</Alert>}
            {step.kind === 'busy' && (
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} role="status">
                <CircularProgress size={20} aria-label="Working" />
                <Typography>
                  {step.name}: {step.label}
                </Typography>
              </Box>
            )}
            {step.kind === 'checked' && (
              <Box role="status" aria-live="polite">
                <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
                  {step.name}
                </Typography>
                <Alert severity={step.answer.kind === 'ok' ? 'success' : 'error'}>
                  {step.answer.message}
                </Alert>
                {step.answer.kind === 'problems' && <ImportProblems cells={step.answer.cells} />}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {step.kind === 'done' ? (
          <Button onClick={close} variant="contained">
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={step.kind === 'busy'}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={step.kind !== 'checked' || step.answer.kind !== 'ok'}
              onClick={() => step.kind === 'checked' && void write(step.name, step.csv)}
            >
              {step.kind === 'checked' && step.answer.kind === 'ok'
                ? `Import ${step.answer.rows} ${step.answer.rows === 1 ? 'row' : 'rows'}`
                : 'Import'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
