/**
 * The compact "change" of one audit entry: up to `max` lines `Field: before → after`, then
 * 'and N more'; the whole change is in the title (hover) and in the accessible label. Values are
 * React text nodes, so stored markup is shown, never run.
 *
 * @example
 *   <ChangeSummary entry={entry} max={3} />
 */
import { Box, Typography } from '@mui/material';
import type { AuditEntry } from './api.ts';
import { useAuditWords } from './useAuditWords.ts';

export function ChangeSummary({ entry, max = 3 }: { entry: AuditEntry; max?: number }) {
  const { t, changesOf, changeText } = useAuditWords();
  const changes = changesOf(entry);
  if (!changes.length)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const shown = changes.slice(0, max);
  const rest = changes.length - shown.length;
  return (
    <Box title={changeText(entry)} sx={{ minWidth: 200, maxWidth: 480 }}>
      {shown.map((change, i) => (
        <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {change.field}:
          </Box>{' '}
          {change.before !== undefined && (
            <>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {change.before}
              </Box>
              {change.after !== undefined && ' → '}
            </>
          )}
          {change.after}
        </Typography>
      ))}
      {rest > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('charter.audit.and_more', { count: rest })}
        </Typography>
      )}
    </Box>
  );
}
