/**
 * A rating shown as its label on a colour (spec part 2 §4): green EXCELLENT, blue GOOD, yellow FAIR,
 * orange POOR, red VERY_POOR. The colours are the theme's success, info, warning and error roles and
 * MUI's amber for yellow (the palette has no yellow role), each in the shade of the current mode with
 * its contrast text, so the label stays readable in both themes and colour is never the only cue.
 */
import { Chip, type Theme, useTheme } from '@mui/material';
import { amber } from '@mui/material/colors';
import { registry } from '../../src/generated/registry.ts';
import type { Rating } from './api.ts';

const labels = (
  registry.performance.properties!.rating as { 'x-enumLabels': Record<string, string> }
)['x-enumLabels'];

/** The schema's label of a rating ('Very Poor'), or the value itself when unknown. */
export const ratingLabel = (rating: string | null | undefined): string =>
  rating ? (labels[rating] ?? rating) : '';

/** The background colour and its text colour for a rating, in the theme's mode. */
export function ratingColours(theme: Theme, rating: Rating): { bg: string; fg: string } {
  const dark = theme.palette.mode === 'dark';
  const fixed = (main: string) => ({ bg: main, fg: theme.palette.getContrastText(main) });
  switch (rating) {
    case 'EXCELLENT':
      return { bg: theme.palette.success.main, fg: theme.palette.success.contrastText };
    case 'GOOD':
      return { bg: theme.palette.info.main, fg: theme.palette.info.contrastText };
    case 'FAIR':
      return fixed(dark ? amber[300] : amber[500]);
    case 'POOR':
      return { bg: theme.palette.warning.main, fg: theme.palette.warning.contrastText };
    case 'VERY_POOR':
      return { bg: theme.palette.error.main, fg: theme.palette.error.contrastText };
  }
}

export function RatingChip({ rating }: { rating: string | null }) {
  const theme = useTheme();
  if (!rating) return null;
  const known = (registry.performance.properties!.rating as { enum: string[] }).enum.includes(
    rating,
  );
  const colours = known ? ratingColours(theme, rating as Rating) : null;
  return (
    <Chip
      size="small"
      label={ratingLabel(rating)}
      data-rating={rating}
      sx={colours ? { bgcolor: colours.bg, color: colours.fg, fontWeight: 600 } : undefined}
    />
  );
}
