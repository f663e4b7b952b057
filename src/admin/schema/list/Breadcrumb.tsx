/**
 * 'Home / Dashboard / <List name>' above a screen (spec part 1 §2), and PageTitle: that breadcrumb
 * with the screen's one h1 heading, so every screen starts the same way. On a phone each link is a
 * 44 px high target (issue #37): a breadcrumb is navigation, not a link inside a sentence.
 */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Below `md`, as the theme's touch targets (theme.ts): a finger-sized link. */
const crumbSx = {
  display: { xs: 'inline-flex', md: 'inline' },
  alignItems: 'center',
  minHeight: { xs: 44, md: 'auto' },
  minWidth: { xs: 44, md: 'auto' },
} as const;

export function Breadcrumb({ current }: { current: string }) {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('charter.schema.breadcrumb.label')} sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit" sx={crumbSx}>
        {translate('charter.schema.breadcrumb.home')}
      </Link>
      <Link component={RouterLink} to="/" underline="hover" color="inherit" sx={crumbSx}>
        {translate('charter.schema.breadcrumb.dashboard')}
      </Link>
      <Typography color="text.primary">{current}</Typography>
    </Breadcrumbs>
  );
}

export function PageTitle({ title, gutter = true }: { title: string; gutter?: boolean }) {
  return (
    <>
      <Breadcrumb current={title} />
      <Typography variant="h5" component="h1" sx={gutter ? { mb: 2 } : undefined}>
        {title}
      </Typography>
    </>
  );
}
