/**
 * The sign-in subset of a catalogue (issue #21: the JS before sign-in stays small). Before sign-in
 * the console loads only these keys of the chosen language; the whole catalogue follows once the
 * user is signed in, before the shell renders (index.ts `complete()`). `npm run generate` picks them
 * from each language file into src/generated/catalogues/<locale>.signin.ts, so translators keep
 * editing en.ts / hi.ts only. tests/ui/signInCatalogue.test.tsx renders every public page with
 * only the subset and fails on a missing key: add the key (or its prefix) here when a public page
 * starts using a new one.
 */
import type { TranslationMessages } from 'react-admin';

/** A catalogue or a part of one (react-admin's TranslationMessages asks for every `ra.*` key). */
export type Catalogue = { [key: string]: string | Catalogue };

/** Keys, or prefixes ending in `.`, the public pages need. */
export const SIGN_IN_KEYS = [
  // The sign-in, reset-password and change-password pages, the language select, the toasts.
  'charter.common.',
  'charter.login.',
  'charter.account.',
  'charter.notifications.',
  'charter.shell.language',
  // react-admin's own words on those pages: a refused session check, loading, errors, toasts.
  'ra.action.undo',
  'ra.auth.auth_check_error',
  'ra.notification.',
  'ra.page.error',
  'ra.page.loading',
  'ra.message.error',
  'ra.message.loading',
  // What the sign-in and password routes answer with (src/shared/serverMessages.ts).
  'server.auth.',
  'server.directory.',
  'server.session.',
  'server.password.',
  'server.request.',
  'server.validation.',
] as const;

const wanted = (key: string) =>
  SIGN_IN_KEYS.some((k) => (k.endsWith('.') ? key.startsWith(k) : key === k));

/** The subset of `messages` that SIGN_IN_KEYS names, with the catalogue's nesting and order. */
export function pickSignInMessages(messages: TranslationMessages): Catalogue {
  const pick = (node: Record<string, unknown>, prefix: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(node)) {
      const key = prefix + name;
      if (typeof value === 'string') {
        if (wanted(key)) out[name] = value;
      } else if (value && typeof value === 'object') {
        const inner = pick(value as Record<string, unknown>, `${key}.`);
        if (Object.keys(inner).length) out[name] = inner;
      }
    }
    return out;
  };
  return pick(messages, '') as Catalogue;
}
