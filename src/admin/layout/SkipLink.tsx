/**
 * "Skip to main content" (issue #21 §3): the first thing Tab reaches, hidden until it has the focus,
 * then shown above the top bar. It focuses <main> itself rather than changing the URL's hash, which
 * the router would treat as a navigation.
 */
import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

export const MAIN_CONTENT_ID = 'main-content';

export const SkipLink = () => {
  const translate = useTranslate();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 6,
        textDecoration: 'underline',
        // Off-screen until focused (not display:none, which would take it out of the Tab order).
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {translate('charter.shell.skip_to_content')}
    </Box>
  );
};
