/**
 * The language choice before sign-in (issue #21 §2): a small native select on the public cards, so
 * the sign-in screen stays light (no menu code) and works with any keyboard or screen reader. The
 * same locale state as the profile menu's choice.
 */
import { TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/index.ts';

export const LanguageSelect = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      // react-admin's theme makes every text field full width; this one sits beside the name.
      fullWidth={false}
      size="small"
      variant="standard"
      label={translate('charter.shell.language')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      slotProps={{ select: { native: true } }}
      // A breakpoint value, so it comes after the theme's phone rule (width 100% below sm). On a
      // phone the select itself is a 44 px target (issue #37), as the theme's buttons are.
      sx={{
        flex: '0 0 auto',
        width: { xs: 'auto' },
        m: 0,
        '& select': { minHeight: { xs: 44, md: 'auto' }, boxSizing: 'border-box' },
      }}
    >
      {LOCALES.map(({ locale: value, name }) => (
        <option key={value} value={value} lang={value}>
          {name}
        </option>
      ))}
    </TextField>
  );
};
