/** 'Home / Dashboard / <List name>' above a generated list (spec part 1 §2). */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Breadcrumb({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        Home
      </Link>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        Dashboard
      </Link>
      <Typography color="text.primary">{current}</Typography>
    </Breadcrumbs>
  );
}
