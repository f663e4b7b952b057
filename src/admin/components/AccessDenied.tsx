/**
 * The one page a user sees for a screen they may not open (issue #23 §3), whether they followed a
 * bookmark, typed the address or react-admin's resource routes sent them to /access-denied: a lock,
 * 'Access denied', what they may not do, and the way back to the dashboard. Nothing behind it is
 * fetched, so no error toast follows. A string message may be a catalogue key or a sentence: it goes
 * through the translator either way (a sentence without a key shows as it is).
 *
 * @example
 *   <AccessDenied message="You do not have the privilege to view this list." />
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export const ACCESS_DENIED_TITLE = 'charter.shell.access_denied';
export const NO_PRIVILEGE_PAGE = 'charter.shell.no_privilege_page';

export const AccessDenied = ({ message = NO_PRIVILEGE_PAGE }: { message?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-labelledby="access-denied-title"
      sx={{ py: 6, textAlign: 'center' }}
    >
      <LockOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography
        id="access-denied-title"
        variant="h4"
        component="h1"
        sx={{ fontWeight: 600, mt: 1 }}
      >
        {translate(ACCESS_DENIED_TITLE)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {typeof message === 'string' ? translate(message, { _: message }) : message}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('charter.shell.go_to_dashboard')}
      </Button>
    </Box>
  );
};

/** react-admin's `accessDenied` page (Admin prop): the same page, for its resource routes. */
export const AccessDeniedPage = () => <AccessDenied />;
