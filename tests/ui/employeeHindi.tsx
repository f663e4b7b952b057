/**
 * Shared set-up of the employee screens' Hindi tests (issue #21 §2): the real console in Hindi, and
 * a scan for English words of the employees catalogue left on screen, so a missed translate() call
 * fails a test instead of shipping.
 */
import { render } from '@testing-library/react';
import { App } from '../../src/admin/App.tsx';
import en from '../../src/admin/i18n/en.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { loginUser, mockApi, signIn } from './harness.tsx';
import type { Route } from './schemaFormHelpers.tsx';

/**
 * Some schema texts in Hindi under the keys the generator writes (`schema.<resource>.<JSON path>`),
 * so the tests see the employee screens read the schemas' words through the catalogue.
 */
export const SCHEMA_HINDI = {
  employee: {
    properties: {
      firstName: { title: 'पहला नाम' },
      gender: { title: 'लिंग', 'x-enumLabels': { MALE: 'पुरुष', FEMALE: 'महिला', OTHER: 'अन्य' } },
    },
  },
  emergencyContact: { properties: { relationship: { title: 'संबंध' } } },
  address: {
    properties: {
      addressType: { 'x-enumLabels': { PERMANENT: 'स्थायी', TEMPORARY: 'अस्थायी' } },
      zipCode: { properties: { city: { title: 'शहर' } } },
    },
  },
};

export const hindi = () => createI18nProvider('hi', { ...hi, schema: SCHEMA_HINDI });

/** The console at `path` in Hindi, signed in with `privileges`, `fetch` answering from `route`. */
export function openInHindi(path: string, privileges: string[], route: Route) {
  signIn(loginUser('Manager', privileges));
  const fetchMock = mockApi((url, init) => {
    const answer = route(new URL(url, 'http://localhost'), init);
    return answer ?? { status: 404, body: { success: false, message: 'Not found' } };
  });
  window.history.replaceState(null, '', path);
  render(<App i18nProvider={hindi()} />);
  return fetchMock;
}

type Tree = { [key: string]: Tree | string };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

/**
 * The English texts of `charter.employees.<part>` (for each part) that are on screen under `root`,
 * as a text of their own or an accessible name; texts with placeholders are left out.
 */
export function englishLeftovers(root: HTMLElement, parts: string[]): string[] {
  const employees = (en.charter as Tree).employees as Tree;
  const english = new Set(
    parts
      .flatMap((part) => leaves(employees[part] as Tree))
      .map(([, text]) => text)
      .filter((text) => !text.includes('%{')),
  );
  const seen = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    seen.add((node.textContent ?? '').trim());
  }
  for (const element of root.querySelectorAll('[aria-label]')) {
    seen.add(element.getAttribute('aria-label') ?? '');
  }
  return [...english].filter((text) => seen.has(text));
}
