// Every language has every key of English (issue #21 §2), with the same %{placeholders}, so no screen
// shows a key or an English sentence where a translation is due.
import { describe, expect, it } from 'vitest';
import { englishKeys as en } from '../../src/admin/i18n/englishKeys.ts';
import { LOCALES, loadMessages } from '../../src/admin/i18n/index.ts';

type Tree = { [key: string]: Tree | string };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

// `%{name}` is polyglot's; `{firstName}` is a schema text's record field (filled in by the console).
const placeholders = (text: string) => [...text.matchAll(/%?\{[\w.]+\}/g)].map((m) => m[0]).sort();

// A translation equal to its English is an untranslated copy, unless it has no words of its own
// (`%{name}`, `{firstName} {lastName}`, ' ') or is written the same in every language: the product's
// name. Abbreviations (ID, IFSC, PAN, JPEG) sit inside translated sentences, so they need no entry.
const SAME_IN_EVERY_LANGUAGE = new Set(['Charter HR']);
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/%?\{[\w.]+\}/g, ''));

const english = flatten(en as Tree);
// Every language of the picker, loaded as the console loads it: a language added to LOCALES but not
// to loadMessages gets English back, which the copy check below reports.
const others = new Map(
  await Promise.all(
    LOCALES.filter(({ locale }) => locale !== 'en').map(
      async ({ locale }) => [locale, flatten((await loadMessages(locale)) as Tree)] as const,
    ),
  ),
);

describe('the message catalogues', () => {
  it('English has our own keys, not only react-admin’s', () => {
    expect([...english.keys()].filter((k) => !k.startsWith('ra.')).length).toBeGreaterThan(0);
  });

  for (const [locale, messages] of others) {
    it(`${locale} has every key of English`, () => {
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    });

    it(`${locale} has no key English lacks`, () => {
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${locale} keeps every %{placeholder} of English`, () => {
      const differ = [...english]
        .filter(([key]) => messages.has(key))
        .filter(
          ([key, text]) => placeholders(text).join() !== placeholders(messages.get(key)!).join(),
        )
        .map(([key]) => key);
      expect(differ).toEqual([]);
    });

    it(`${locale} translates every text rather than copying the English`, () => {
      const copied = [...english]
        .filter(([key, text]) => messages.get(key) === text && hasWords(text))
        .filter(([, text]) => !SAME_IN_EVERY_LANGUAGE.has(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(copied).toEqual([]);
    });
  }
});
