/**
 * The console's languages (issue #21 §2): react-admin's i18nProvider on ra-i18n-polyglot, one
 * catalogue file per language (`en.ts`, `hi.ts`), loaded for the chosen language only. The choice is
 * remembered in localStorage and mirrored to `<html lang>`.
 *
 * Components translate with react-admin's `useTranslate()`: `translate('charter.leave.apply')`.
 * Keys live under `charter.<area>.*` (our screens), `ra.*` (react-admin's own), `schema.*` (texts of
 * the JSON Schemas, generated) and `server.*` (the server's messages by code).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

const STORAGE_KEY = 'charter.locale';
const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);

/** The remembered choice; otherwise the browser's first supported language; otherwise English. */
export function storedLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    /* storage unavailable: fall through */
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The catalogue of one language, fetched on demand: only the chosen language is ever loaded. */
export async function loadMessages(locale: string): Promise<TranslationMessages> {
  switch (locale) {
    case 'hi':
      return (await import('./hi.ts')).default;
    default:
      return (await import('./en.ts')).default;
  }
}

function applyLocale(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/**
 * The provider for a language whose catalogue is already loaded (polyglot needs the first one
 * synchronously); switching loads the other catalogue, then sets `<html lang>` and remembers it.
 */
export function createI18nProvider(locale: Locale, messages: TranslationMessages): I18nProvider {
  const base = polyglotI18nProvider(
    (wanted) => (wanted === locale ? messages : loadMessages(wanted)),
    locale,
    [...LOCALES],
    { allowMissing: false },
  );
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return {
    ...base,
    changeLocale: async (next, options) => {
      await base.changeLocale(next, options);
      applyLocale(next);
    },
  };
}
