/** Switches light/dark; react-admin's store keeps the choice (see providers/store.ts). */
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

export const ThemeToggle = () => {
  const [mode, setMode] = useTheme();
  const translate = useTranslate();
  const dark = mode === 'dark';
  return (
    <Tooltip
      title={translate(dark ? 'charter.shell.theme_to_light' : 'charter.shell.theme_to_dark')}
    >
      <IconButton
        color="inherit"
        aria-label={translate('charter.shell.theme_toggle')}
        aria-pressed={dark}
        onClick={() => setMode(dark ? 'light' : 'dark')}
      >
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
};
