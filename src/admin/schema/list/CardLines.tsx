/**
 * The labelled lines of a phone card (issue #21 §1): each column the card has no better place for,
 * its label beside its value where they fit and the value below its label where not. Shared by
 * the generated lists' cards (RecordCard.tsx) and the console's hand-written lists that turn into
 * cards on a phone (issue #37), so every card on a phone reads the same.
 *
 * @example
 *   <CardLines lines={[{ key: 'rating', label: 'Rating', value: <RatingChip rating="GOOD" /> }]} />
 */
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type CardLine = { key: string; label: ReactNode; value: ReactNode };

export function CardLines({ lines }: { lines: CardLine[] }) {
  if (!lines.length) return null;
  return (
    <Box component="dl" sx={{ m: 0, px: 2, pb: 1 }}>
      {lines.map(({ key, label, value }) => (
        <Box
          key={key}
          sx={{
            py: 0.5,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 2,
            overflowWrap: 'anywhere',
          }}
        >
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ flex: '0 0 7.5rem' }}
          >
            {label}
          </Typography>
          <Stack
            component="dd"
            direction="row"
            useFlexGap
            sx={{
              m: 0,
              flex: '1 1 8rem',
              minWidth: 0,
              alignItems: 'center',
              flexWrap: 'wrap',
              columnGap: 1,
            }}
          >
            {value}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
