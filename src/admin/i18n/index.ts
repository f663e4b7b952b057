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
import type { Catalogue } from './signInKeys.ts';

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

/** The sign-in subset of one language's catalogue (all the public pages need). */
export async function loadSignInMessages(locale: string): Promise<Catalogue> {
  switch (locale) {
    case 'hi':
      return (await import('../../generated/catalogues/hi.signin.ts')).default;
    default:
      return (await import('../../generated/catalogues/en.signin.ts')).default;
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

/** react-admin's provider with `complete()`: the whole catalogue once the user is signed in. */
export type CharterI18nProvider = I18nProvider & {
  /**
   * Loads the whole catalogue of the current language (from then on every language switch loads
   * whole catalogues). One promise per catalogue, already fulfilled when there is nothing to load,
   * so the shell can read it with React's `use()` without suspending again.
   */
  complete: () => Promise<void>;
};

/**
 * react-admin names a resource by `resources.<name>.name` (page titles, its delete question): that
 * is the schema's title (one) or x-label (several), already in every catalogue, so no language
 * repeats it. English falls back to react-admin's own wording (`_`), as before.
 */
const RESOURCE_NAME = /^resources\.([^.]+)\.name$/;
function resourceNameKey(key: string, options?: { smart_count?: unknown }): string {
  const named = RESOURCE_NAME.exec(key);
  if (!named) return key;
  return `schema.${named[1]}.${Number(options?.smart_count ?? 1) === 1 ? 'title' : 'x-label'}`;
}

/** A settled promise React's `use()` reads synchronously (it checks `status`). */
const fulfilled = () => Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

// polyglot takes any nested map of phrases; react-admin's type asks for every `ra.*` key.
const polyglot = (locale: string, messages: TranslationMessages | Catalogue) =>
  polyglotI18nProvider(() => messages as TranslationMessages, locale, [...LOCALES], {
    allowMissing: false,
  });

/**
 * The provider for a language whose catalogue is already loaded (polyglot needs the first one
 * synchronously): the whole catalogue, or with `signInOnly` its sign-in subset. Switching loads the
 * other language (the same part of it), then sets `<html lang>` and remembers it.
 */
export function createI18nProvider(
  locale: Locale,
  messages: TranslationMessages | Catalogue,
  { signInOnly = false }: { signInOnly?: boolean } = {},
): CharterI18nProvider {
  let current = polyglot(locale, messages);
  let whole = !signInOnly;
  let completion: Promise<void> | undefined = whole ? fulfilled() : undefined;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return {
    translate: (key, options) => current.translate(resourceNameKey(key, options), options),
    getLocale: () => current.getLocale(),
    getLocales: () => current.getLocales!(),
    changeLocale: async (next) => {
      const loaded = await (whole ? loadMessages(next) : loadSignInMessages(next));
      current = polyglot(next, loaded);
      completion = whole ? fulfilled() : undefined;
      applyLocale(next);
    },
    complete: () => {
      whole = true;
      if (completion) return completion;
      const wanted = current.getLocale();
      const loading = loadMessages(wanted).then(
        (loaded) => {
          // A switch meanwhile loaded its own whole catalogue.
          if (current.getLocale() === wanted) current = polyglot(wanted, loaded);
        },
        (error: unknown) => {
          completion = undefined; // the next render of the shell tries again
          throw error;
        },
      );
      completion = loading;
      return loading;
    },
  };
}
