/** The centred card the public pages (sign-in, password reset) sit in, outside the shell. */
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSelect } from './LanguageSelect.tsx';

export const AuthCard = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      p: 2,
    }}
  >
    <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}
      >
        <Typography
          variant="overline"
          color="primary"
          component="p"
          sx={{ fontWeight: 600, letterSpacing: 1 }}
        >
          Charter HR
        </Typography>
        <LanguageSelect />
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="subtitle1" component="h2" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  </Box>
);
