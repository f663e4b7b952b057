/**
 * What a phone user notices (issue #21 §1), measured in the page: a page no wider than the screen,
 * the app bar's three buttons on screen, and touch targets of at least 44×44 CSS pixels.
 *
 * @example
 *   const browser = await openBrowser({ phone: true });
 *   await signIn(browser.page, server.url, server.logins.Employee!);
 *   await expectPhoneFit(browser.page, 'the dashboard');
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.5.5's size, which the issue asks of every target on a phone. */
export const MIN_TARGET = 44;

export type Overflow = { scrollWidth: number; innerWidth: number };

/** How wide the document is against the viewport (wider means the whole page scrolls sideways). */
export function pageWidth(page: Page): Promise<Overflow> {
  return page.evaluate(
    '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
  );
}

/** What is wrong with the page's width, if anything. */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  const { scrollWidth, innerWidth } = await pageWidth(page);
  return scrollWidth <= innerWidth
    ? []
    : [`the page is ${scrollWidth} px wide on a ${innerWidth} px screen`];
}

/**
 * Parts of the main area that scroll sideways inside themselves (a table wider than its
 * container): on a phone a list is cards (issue #37), so nothing in it should need that.
 */
export async function innerSidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const found = [];
    for (const el of document.querySelectorAll('main *')) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (el.scrollWidth <= el.clientWidth + 1 || !el.checkVisibility()) continue;
      const name = el.getAttribute('aria-label') || el.tagName.toLowerCase();
      found.push(name + ' scrolls sideways inside the page (' + el.scrollWidth + ' px in ' +
        el.clientWidth + ' px)');
    }
    return found;
  })()`);
}

/** The app bar's buttons the issue names: menu, theme, profile. */
export function appBarButtons(page: Page): Record<'menu' | 'theme' | 'profile', Locator> {
  const bar = page.getByRole('banner');
  return {
    menu: bar.getByRole('button', { name: 'Open menu' }),
    theme: bar.getByRole('button', { name: 'Toggle light/dark theme' }),
    // Substring match: the name may also carry the visible initials (issue #21 §3).
    profile: bar.getByRole('button', { name: 'Profile' }),
  };
}

/** Each of the three is visible and lies wholly inside the viewport; what is not, if anything. */
export async function appBarOutOfView(page: Page): Promise<string[]> {
  const { innerWidth } = await pageWidth(page);
  const problems: string[] = [];
  for (const [name, button] of Object.entries(appBarButtons(page))) {
    // The app bar is part of the shell, drawn with the screen: no wait beyond the screen's own.
    const box = (await button.isVisible()) ? await button.boundingBox() : null;
    if (!box) problems.push(`the app bar's ${name} button is not shown`);
    else if (box.x < 0 || box.x + box.width > innerWidth + 0.5)
      problems.push(
        `the app bar's ${name} button lies at x ${Math.round(box.x)}..${Math.round(box.x + box.width)}, ` +
          `outside the ${innerWidth} px screen`,
      );
  }
  return problems;
}

export type SmallTarget = { target: string; width: number; height: number };

/**
 * The visible targets under `root` (a CSS selector) smaller than 44×44: buttons, links that are
 * not inline in a sentence (WCAG 2.5.5 exempts those; a link in a navigation landmark, such as a
 * breadcrumb, is not in a sentence), menu rows, tabs, options, sort headers, checkboxes and radios
 * (MUI draws them on a ButtonBase around the hidden input), and form fields: text inputs, selects
 * and text areas, measured by the box a finger sees (MUI's input base, else the element). Elements
 * in an aria-hidden or inert subtree (behind an open dialog) are not reachable and are skipped.
 */
export function smallTargets(page: Page, root = 'main'): Promise<SmallTarget[]> {
  const script = `(() => {
    const MIN = ${MIN_TARGET};
    const selector = [
      'button', 'a[href]', '[role="button"]', '[role="link"]', '[role="menuitem"]', '[role="tab"]',
      '[role="option"]', '[role="checkbox"]', '[role="radio"]', '[role="switch"]', 'summary',
      '.MuiButtonBase-root',
    ].join(',');
    const fields = [
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"])',
      'select', 'textarea', '[role="combobox"]',
    ].join(',');
    const describe = (el) => {
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || '')
        .replace(/\\s+/g, ' ').trim().slice(0, 40);
      const cls = (el.className && typeof el.className === 'string')
        ? '.' + el.className.split(' ').filter((c) => c.startsWith('Mui') && !c.includes('-root')).slice(0, 2).join('.')
        : '';
      return el.tagName.toLowerCase() + (cls === '.' ? '' : cls) + (name ? ' "' + name + '"' : '');
    };
    const small = [];
    const seen = new Set();
    for (const scope of document.querySelectorAll(${JSON.stringify(root)})) {
      const targets = [
        ...scope.querySelectorAll(selector),
        ...[...scope.querySelectorAll(fields)].map((f) => f.closest('.MuiInputBase-root') || f),
      ];
      for (const el of targets) {
        if (seen.has(el)) continue;
        seen.add(el);
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline' && !el.closest('nav'))
          continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.width + 0.5 < MIN || rect.height + 0.5 < MIN) {
          small.push({ target: describe(el), width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 });
        }
      }
    }
    return small;
  })()`;
  return page.evaluate(script);
}

/** The touch targets under `root` that are too small, as readable lines. */
export async function tooSmall(page: Page, root = 'main'): Promise<string[]> {
  return (await smallTargets(page, root)).map(
    (t) =>
      `${t.target} is ${t.width}×${t.height} px (under ${root}; at least ${MIN_TARGET}×${MIN_TARGET})`,
  );
}

/**
 * A signed-in screen on the phone: not wider than the screen, nothing in it scrolling sideways,
 * the app bar's buttons on screen, the app bar's and the main area's targets large enough. Every problem is listed at once, as a
 * soft assertion: the test fails at its end, and the journey goes on to the next screens meanwhile.
 */
export async function expectPhoneFit(page: Page, screen: string): Promise<void> {
  const problems = [
    ...(await sidewaysScroll(page)),
    ...(await innerSidewaysScroll(page)),
    ...(await appBarOutOfView(page)),
    ...(await tooSmall(page, 'header, main')),
  ];
  expect
    .soft(problems, `${screen} (${page.url()}) on a phone:\n  ${problems.join('\n  ')}`)
    .toEqual([]);
}

/** The sign-in screen has no app bar: width and targets only. */
export async function expectSignedOutPhoneFit(page: Page, screen: string): Promise<void> {
  const problems = [...(await sidewaysScroll(page)), ...(await tooSmall(page, 'main'))];
  expect
    .soft(problems, `${screen} (${page.url()}) on a phone:\n  ${problems.join('\n  ')}`)
    .toEqual([]);
}
