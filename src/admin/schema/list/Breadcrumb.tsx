/**
 * 'Home / Dashboard / <List name>' above a screen (spec part 1 §2), and PageTitle: that breadcrumb
 * with the screen's one h1 heading, so every screen starts the same way.
 */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export function Breadcrumb({ current }: { current: string }) {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('charter.schema.breadcrumb.label')} sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        {translate('charter.schema.breadcrumb.home')}
      </Link>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
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
