/** Switches light/dark; react-admin's store keeps the choice (see providers/store.ts). */
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTheme } from 'react-admin';

export const ThemeToggle = () => {
  const [mode, setMode] = useTheme();
  const dark = mode === 'dark';
  return (
    <Tooltip title={dark ? 'Switch to light theme' : 'Switch to dark theme'}>
      <IconButton
        color="inherit"
        aria-label="Toggle light/dark theme"
        aria-pressed={dark}
        onClick={() => setMode(dark ? 'light' : 'dark')}
      >
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
};
