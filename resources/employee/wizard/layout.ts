/**
 * The wizard's button rows on a phone (issue #21 §1): below `sm` the buttons stack, each the full
 * width of the card, so every one is an easy target and nothing runs past the screen's edge; from
 * `sm` on they sit side by side and wrap when the row is full.
 */
export const STEP_ACTIONS = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  flexWrap: 'wrap',
  gap: 1,
  '& > *': { width: { xs: '100%', sm: 'auto' } },
} as const;
