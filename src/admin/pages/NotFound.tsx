/** Any route the shell does not know (including menu entries whose screens are still to come). */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {translate('charter.shell.not_found_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('charter.shell.not_found_message')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('charter.shell.go_to_dashboard')}
      </Button>
    </Box>
  );
};
