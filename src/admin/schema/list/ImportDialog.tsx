/**
 * Import from CSV, in three steps: choose a file (a template with the header row is offered), see
 * the server's dry run — how many rows are ready, or every bad cell by row and column — and only
 * then import, all or nothing, with a result toast. New accounts' temporary passwords (people)
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
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { exportFile } from '../../export/exportFile.ts';
import { useFormat } from '../../i18n/format.ts';
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
  /** 'Projects': the dialog says 'Import Projects'. */
  label: string;
  columns: string[];
};

/** The instructions, with the column names in monospace where the sentence names them. */
function Instructions({ columns }: { columns: string[] }) {
  const translate = useTranslate();
  const [before, after] = translate('charter.schema.import.instructions', {
    columns: '\u0000',
  }).split('\u0000');
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      {before}
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {columns.join(', ')}
      </Box>
      {after}
    </Typography>
  );
}

export function ImportDialog({ open, onClose, resource, label, columns }: ImportDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const translate = useTranslate();
  const { number } = useFormat();
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
        error: translate('charter.schema.import.too_large', {
          size: number(MAX_IMPORT_BYTES / 1024),
        }),
      });
    setStep({ kind: 'busy', name: file.name, label: translate('charter.schema.import.checking') });
    const csv = await file.text();
    setStep({
      kind: 'checked',
      name: file.name,
      csv,
      answer: await sendImport(resource, csv, true),
    });
  };

  const write = async (name: string, csv: string) => {
    setStep({ kind: 'busy', name, label: translate('charter.schema.import.importing') });
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
      fileName: translate('charter.schema.import.template_file', { label }),
      format: 'csv',
      columns: columns.map((c) => ({ label: c, value: () => '' })),
      rows: [],
    });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('charter.schema.import.title', { label })}</DialogTitle>
      <DialogContent>
        {step.kind === 'done' ? (
          <ImportSignIns created={step.created} label={label} />
        ) : (
          <>
            <Instructions columns={columns} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }}>
              <Button component="label" variant="outlined" disabled={step.kind === 'busy'}>
                {translate(
                  step.kind === 'pick'
                    ? 'charter.schema.import.choose'
                    : 'charter.schema.import.choose_another',
                )}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label={translate('charter.schema.import.file')}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void check(file);
                  }}
                />
              </Button>
              <Button onClick={template}>{translate('charter.schema.import.template')}</Button>
            </Box>
            {step.kind === 'pick' && step.error && <Alert severity="error">{step.error}</Alert>}
            {step.kind === 'busy' && (
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} role="status">
                <CircularProgress
                  size={20}
                  aria-label={translate('charter.schema.import.working')}
                />
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
            {translate('charter.schema.import.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={step.kind === 'busy'}>
              {translate('charter.schema.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={step.kind !== 'checked' || step.answer.kind !== 'ok'}
              onClick={() => step.kind === 'checked' && void write(step.name, step.csv)}
            >
              {step.kind === 'checked' && step.answer.kind === 'ok'
                ? translate('charter.schema.import.import_rows', {
                    smart_count: step.answer.rows,
                    rows: number(step.answer.rows),
                  })
                : translate('charter.schema.import.button')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
