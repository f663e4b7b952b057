/** The fixed top bar: app name, theme toggle, profile dropdown; a menu button on narrow screens. */
import MenuRounded from '@mui/icons-material/MenuRounded';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ProfileMenu } from './ProfileMenu.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

export const TopBar = ({ onOpenMenu }: { onOpenMenu: () => void }) => (
  <AppBar
    position="fixed"
    color="primary"
    elevation={1}
    sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
  >
    <Toolbar sx={{ gap: 1 }}>
      <IconButton
        color="inherit"
        edge="start"
        aria-label="Open menu"
        onClick={onOpenMenu}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuRounded />
      </IconButton>
      <Typography
        variant="h6"
        component={Link}
        to="/"
        sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 600, letterSpacing: 0.2 }}
      >
        Charter HR
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <ThemeToggle />
      <ProfileMenu />
    </Toolbar>
  </AppBar>
);
