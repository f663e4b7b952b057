/**
 * Calm light and dark themes on react-admin's defaults. Screens use palette roles (background.paper,
 * text.secondary, divider…), never literal colours, so both modes stay legible.
 *
 * Two global rules every screen gets without asking (issue #21 §1, §3):
 * - a focus ring on whatever the keyboard reaches, in a colour of at least 3:1 against the page in
 *   both themes (MUI's ripple alone is too faint), and in the top bar's own text colour there;
 * - on phones (below `md`) every button, icon button, menu row, list row, checkbox, sort header and
 *   chip one can tap or remove (a search box's chosen records) is at least 44×44 px, so a thumb hits
 *   it, and every form field at least 44 px high (issue #37: a small field without a label is 40).
 */
import type { Components, CSSObject, Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The smallest touch target on phones, in px (WCAG 2.5.5's 44). */
export const TOUCH_TARGET = 44;

const ring = (theme: Theme): CSSObject => ({
  outline: `3px solid ${theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark}`,
  outlineOffset: 2,
});

const onPhones = (theme: Theme, style: CSSObject): CSSObject => ({
  [theme.breakpoints.down('md')]: style,
});

const touch: CSSObject = { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET };

const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      // Native and MUI elements alike; ButtonBase clears `outline`, so it gets its own rule below.
      ':focus-visible': ring(theme),
      // A heading focused after navigation (Layout) is a landmark for screen readers, not a control.
      'h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus': { outline: 'none' },
    }),
  },
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-focusVisible, &:focus-visible': ring(theme) }),
    },
  },
  // On the coloured top bar the ring takes the bar's text colour (white on the light theme's blue).
  MuiAppBar: {
    styleOverrides: {
      root: {
        // As specific as ButtonBase's own ring plus one class, so it wins whatever the order.
        '& .MuiButtonBase-root.Mui-focusVisible, & .MuiButtonBase-root:focus-visible, & :focus-visible':
          { outlineColor: 'currentColor' },
      },
    },
  },
  MuiButton: {
    styleOverrides: { root: ({ theme }) => onPhones(theme, touch) },
  },
  MuiIconButton: {
    styleOverrides: { root: ({ theme }) => onPhones(theme, touch) },
  },
  // A chip one can tap or remove is a button; a chip that only shows a value (a list cell) is not.
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) =>
        onPhones(theme, {
          '&.MuiChip-clickable, &.MuiChip-deletable': {
            height: 'auto',
            minHeight: TOUCH_TARGET,
            minWidth: TOUCH_TARGET,
          },
        }),
    },
  },
  MuiCheckbox: {
    styleOverrides: { root: ({ theme }) => onPhones(theme, touch) },
  },
  MuiRadio: {
    styleOverrides: { root: ({ theme }) => onPhones(theme, touch) },
  },
  // Rows fill their list's width, so a ring drawn outside would be cut off by a scrolling side bar.
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outlineOffset: -3 },
        ...onPhones(theme, { minHeight: TOUCH_TARGET }),
      }),
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outlineOffset: -3 },
        ...onPhones(theme, { minHeight: TOUCH_TARGET }),
      }),
    },
  },
  MuiTableSortLabel: {
    styleOverrides: { root: ({ theme }) => onPhones(theme, { minHeight: TOUCH_TARGET }) },
  },
  MuiTab: {
    styleOverrides: { root: ({ theme }) => onPhones(theme, touch) },
  },
  // The field's box, which a tap anywhere in focuses; its input is centred in it.
  MuiInputBase: {
    styleOverrides: { root: ({ theme }) => onPhones(theme, { minHeight: TOUCH_TARGET }) },
  },
};

const shared = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  // None of these components has a react-admin default to keep.
  components: { ...defaultLightTheme.components, ...components },
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#2f5d8a' },
    // White on this green is 4.67:1: initials avatars stay readable (WCAG 1.4.3).
    secondary: { main: '#3f7f74', contrastText: '#ffffff' },
    // MUI's defaults fall short of 4.5:1 as text (error on a filled field) or under white text
    // (the Good and Poor chips): darker shades that pass (found by the axe suite, WCAG 1.4.3).
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    warning: { main: '#b35000' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  components: { ...defaultDarkTheme.components, ...components },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#8fb8e0' },
    // The dark page colour on this green is 9.2:1.
    secondary: { main: '#7fc4b6', contrastText: '#121417' },
    // MUI's dark error red is 4.48:1 as text on the paper and 3.68:1 under white text: a lighter
    // red with dark text on it passes both.
    error: { main: '#f28b82' },
    background: { default: '#121417', paper: '#1c1f24' },
  },
};
