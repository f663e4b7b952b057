/**
 * Calm light and dark themes on react-admin's defaults. Screens use palette roles (background.paper,
 * text.secondary, divider…), never literal colours, so both modes stay legible.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const shared = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#2f5d8a' },
    secondary: { main: '#3f7f74' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#8fb8e0' },
    secondary: { main: '#7fc4b6' },
    background: { default: '#121417', paper: '#1c1f24' },
  },
};
