/**
 * Dates and numbers in the chosen language (issue #21 §2), through `Intl`. English keeps the formats
 * the spec gives; other languages get their own conventions for the same parts.
 */
import { useMemo } from 'react';
import { useLocale } from 'react-admin';

/** The BCP 47 tag `Intl` gets for a console language; English as the spec writes its examples. */
export const intlTag = (locale: string) => (locale === 'hi' ? 'hi-IN' : 'en-US');

/** Formatters bound to the current language; they change when the user switches language. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => formatters(intlTag(locale)), [locale]);
}

export function formatters(tag: string) {
  return {
    tag,
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(tag, options).format(value),
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, options ?? { dateStyle: 'medium' }).format(new Date(value)),
  };
}
