/**
 * The sign-in subset of each language's catalogue (src/admin/i18n/signInKeys.ts), generated from
 * the one hand-written file per language, so `--check` reports it stale when a translator edits it.
 */
import { LOCALES, loadMessages } from '../../src/admin/i18n/index.ts';
import { pickSignInMessages } from '../../src/admin/i18n/signInKeys.ts';
import { BANNER } from './render.ts';

/** `catalogues/<locale>.signin.ts` for every language, keyed by path in the output folder. */
export async function renderSignInCatalogues(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const { locale } of LOCALES) {
    const subset = pickSignInMessages(await loadMessages(locale));
    const text = [
      BANNER,
      `// The sign-in subset of src/admin/i18n/${locale}.ts: the keys src/admin/i18n/signInKeys.ts names.`,
      "import type { Catalogue } from '../../admin/i18n/signInKeys.ts';",
      '',
      `const signIn: Catalogue = ${JSON.stringify(subset, null, 2)};`,
      '',
      'export default signIn;',
    ].join('\n');
    out.set(`catalogues/${locale}.signin.ts`, text + '\n');
  }
  return out;
}
