/** Any route the shell does not know (including menu entries whose screens are still to come). */
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export const NotFound = () => (
  <Box sx={{ py: 6, textAlign: 'center' }}>
    <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
      Page not found
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
      This page does not exist, or is not available yet.
    </Typography>
    <Button component={RouterLink} to="/" variant="contained">
      Go to the dashboard
    </Button>
  </Box>
);
