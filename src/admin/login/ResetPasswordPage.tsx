/** /reset-password: there is no self-service reset; an administrator sets a new password. */
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard.tsx';

export const ResetPasswordPage = () => (
  <AuthCard title="Reset your password">
    <Typography sx={{ mt: 2 }}>Password resets are done by an administrator.</Typography>
    <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
      Please contact your HR administrator to have your password reset, then sign in with the new
      password.
    </Typography>
    <Button component={RouterLink} to="/login" variant="outlined">
      Back to sign in
    </Button>
  </AuthCard>
);
