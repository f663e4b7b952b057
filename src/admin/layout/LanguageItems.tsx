/**
 * The language choice of the profile menu (issue #21 §2): a heading and one radio item per language,
 * each named in its own language (and marked with its `lang`, so a screen reader pronounces it
 * right). react-admin's locale state switches the catalogue; the i18n provider remembers the choice
 * and sets <html lang>. Returned as an array: MUI's Menu wants its items as direct children.
 */
import Check from '@mui/icons-material/Check';
import { ListItemIcon, ListSubheader, MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/index.ts';

export function useLanguageItems(onChosen: () => void) {
  const translate = useTranslate();
  const [current, setLocale] = useLocaleState();
  const headingId = 'profile-menu-language';
  return [
    <ListSubheader
      key="heading"
      id={headingId}
      // Text, not a list item of the menu: the items it heads name it in aria-describedby.
      role="none"
      disableSticky
      sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}
    >
      {translate('charter.shell.language')}
    </ListSubheader>,
    ...LOCALES.map(({ locale, name }) => (
      <MenuItem
        key={locale}
        lang={locale}
        role="menuitemradio"
        aria-checked={locale === current}
        aria-describedby={headingId}
        onClick={() => {
          onChosen();
          if (locale !== current) setLocale(locale);
        }}
      >
        <ListItemIcon>{locale === current && <Check fontSize="small" />}</ListItemIcon>
        {name}
      </MenuItem>
    )),
  ];
}
