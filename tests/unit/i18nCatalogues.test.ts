// Every language has every key of English (issue #21 §2), with the same %{placeholders}, so no screen
// shows a key or an English sentence where a translation is due.
import { describe, expect, it } from 'vitest';
import en from '../../src/admin/i18n/en.ts';
import hi from '../../src/admin/i18n/hi.ts';

type Tree = { [key: string]: Tree | string };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = flatten(en as Tree);
const others = { hi: flatten(hi as Tree) };

describe('the message catalogues', () => {
  it('English has our own keys, not only react-admin’s', () => {
    expect([...english.keys()].filter((k) => !k.startsWith('ra.')).length).toBeGreaterThan(0);
  });

  for (const [locale, messages] of Object.entries(others)) {
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
  }
});
