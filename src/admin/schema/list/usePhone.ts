/**
 * True below MUI's `md` breakpoint (900 px), where the generated lists turn into cards (issue #21
 * §1). `noSsr` reads the media query on the first render, so a phone never paints the table first.
 *
 * @example
 *   const phone = usePhone();
 *   return phone ? <SchemaCards … /> : <SchemaGrid … />;
 */
import { useMediaQuery, type Theme } from '@mui/material';

export const usePhone = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
