/**
 * Switches light/dark; react-admin's store keeps the choice (see providers/store.ts). The browser's
 * and an installed app's bar colour (<meta name="theme-color">) follows, so the status bar of a
 * phone matches the top bar below it.
 */
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useTheme, useTranslate } from 'react-admin';

/** The top bar's colour in each theme (theme.ts's primary, and MUI's dark app bar on the paper). */
const BAR_COLOUR = { light: '#2f5d8a', dark: '#1c1f24' };

export const ThemeToggle = () => {
  const [mode, setMode] = useTheme();
  const translate = useTranslate();
  const dark = mode === 'dark';
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', BAR_COLOUR[dark ? 'dark' : 'light']);
  }, [dark]);
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
