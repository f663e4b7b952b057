/**
 * The collapsible 'History' panel under a record's edit form: that record's audit entries, newest
 * first (who, when, action and the changed fields), 10 at a time with 'Load more'. Shown only to a
 * holder of GET_AUDIT_LOG; nothing is fetched until it is opened. `resource` is the schema name,
 * which is also what the audit trail records (the table name).
 *
 * @example
 *   <HistoryPanel resource="department" recordId={12} />
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Divider,
  List,
  ListItem,
  Skeleton,
  Typography,
} from '@mui/material';
import { Fragment, useCallback, useEffect, useId, useState } from 'react';
import { errorMessage } from '../providers/errors.ts';
import { usePrivileges } from '../schema/form/usePrivileges.ts';
import { fetchHistory, type AuditEntry } from './api.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { useAuditWords } from './useAuditWords.ts';

export const HISTORY_PAGE_SIZE = 10;

type Props = { resource: string; recordId: number | string | null | undefined };

function useHistory(resource: string, recordId: Props['recordId'], open: boolean) {
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [next, setNext] = useState(0);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (page: number) => {
      if (recordId == null) return;
      setBusy(true);
      setError(null);
      try {
        const found = await fetchHistory(resource, recordId, page, HISTORY_PAGE_SIZE);
        setEntries((old) => [...(page === 0 ? [] : (old ?? [])), ...found.content]);
        setNext(page + 1);
        setMore(!found.last);
      } catch (failure) {
        setError(errorMessage(failure));
      } finally {
        setBusy(false);
      }
    },
    [resource, recordId],
  );

  useEffect(() => {
    if (open && entries === undefined && !busy && !error) void load(0);
  }, [open, entries, busy, error, load]);

  return { entries, busy, error, more, loadMore: () => void load(next), retry: () => load(next) };
}

function HistoryBody({ resource, recordId }: Props) {
  const { entries, busy, error, more, loadMore, retry } = useHistory(resource, recordId, true);
  const { t, actionLabel, whoText, whenText } = useAuditWords();
  if (!entries && !error)
    return (
      <Box aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Box>
    );
  return (
    <>
      {entries?.length === 0 && (
        <Typography color="text.secondary">{t('charter.audit.history_empty')}</Typography>
      )}
      {!!entries?.length && (
        <List dense disablePadding aria-label={t('charter.audit.history_entries')}>
          {entries.map((entry, i) => (
            <Fragment key={entry.position}>
              {i > 0 && <Divider component="li" />}
              <ListItem disableGutters sx={{ display: 'block', py: 1 }}>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {actionLabel(entry.action)}
                  </Box>{' '}
                  {t('charter.audit.history_by', { who: whoText(entry) })}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' · '}
                    {whenText(entry.at)}
                  </Box>
                </Typography>
                <ChangeSummary entry={entry} max={6} />
              </ListItem>
            </Fragment>
          ))}
        </List>
      )}
      {error && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void retry()}>
              {t('charter.audit.retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {more && !error && (
        <Button onClick={loadMore} loading={busy} sx={{ mt: 1 }}>
          {t('charter.audit.load_more')}
        </Button>
      )}
    </>
  );
}

/** `maxWidth` lines the panel up with the form above it (720 px, the form cards' width). */
export function HistoryPanel({
  resource,
  recordId,
  maxWidth = 720,
}: Props & { maxWidth?: number | 'none' }) {
  const { can } = usePrivileges();
  const { t } = useAuditWords();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!can('GET_AUDIT_LOG') || recordId == null || recordId === '') return null;
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      variant="outlined"
      sx={{ mt: 2, maxWidth }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-body`} id={`${id}-head`}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('charter.audit.history_title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-body`}>
        <HistoryBody resource={resource} recordId={recordId} />
      </AccordionDetails>
    </Accordion>
  );
}
