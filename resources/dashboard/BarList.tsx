/**
 * Horizontal bars drawn with theme colours, readable without the picture: each bar is a list item
 * whose text says the label and the value, and the bar itself is hidden from screen readers.
 *
 * @example
 *   <BarList label="Headcount by department" items={[{ label: 'Engineering', value: 12 }]} />
 */
import { Box, Stack, Typography } from '@mui/material';
import { useFormat } from '../../src/admin/i18n/format.ts';

export type Bar = { label: string; value: number; colour?: string };

export const BarList = ({ label, items }: { label: string; items: Bar[] }) => {
  const format = useFormat();
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.label}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" noWrap title={item.label}>
              {item.label}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {format.number(item.value)}
            </Typography>
          </Stack>
          <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', mt: 0.5 }}>
            <Box
              sx={{
                height: '100%',
                borderRadius: 4,
                width: `${(item.value / max) * 100}%`,
                minWidth: item.value > 0 ? 8 : 0,
                bgcolor: item.colour ?? 'primary.main',
                transition: 'width 300ms',
              }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
};
