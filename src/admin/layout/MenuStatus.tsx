/**
 * What the side bar shows before its groups: placeholder rows while the menu is on its way (so the
 * layout does not jump when it arrives; screen readers hear "Loading the menu…"), or, if it could not
 * be fetched, a sentence and a button to ask again.
 */
import { Box, Button, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const MenuLoading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" aria-busy="true" sx={{ py: 1 }}>
      <Box component="span" sx={visuallyHidden}>
        {translate('charter.shell.menu_loading')}
      </Box>
      <List component="div" dense disablePadding aria-hidden="true">
        {[70, 55, 80, 60, 65].map((width) => (
          <ListItem key={width} component="div" sx={{ gap: 1.5, py: 1 }}>
            <Skeleton variant="circular" width={20} height={20} />
            <Skeleton variant="text" width={`${width}%`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

export const MenuFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('charter.shell.menu_failed')}
      </Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        {translate('charter.shell.try_again')}
      </Button>
    </Box>
  );
};
