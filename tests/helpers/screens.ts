/**
 * Opening a screen of the console inside the running app and waiting until a user would call it
 * loaded; the screens themselves are listed in specScreens.ts.
 *
 * @example
 *   for (const screen of screensOf('Employee', ids, 'phone')) {
 *     await openInApp(page, screen);
 *     // …inspect the loaded screen
 *   }
 */
import type { Locator, Page } from 'playwright-core';

export type Screen = {
  name: string;
  route: string;
  /** The page's level-1 heading once it has drawn. */
  heading: string | RegExp;
  /** What the screen shows once its data is in: a seeded row's text, a section, the first row. */
  shows?: string | RegExp | ((main: Locator) => Locator);
  /**
   * What the user then does to reach this screen (the wizard's next step, a dialog), waiting for
   * what they would see. An open dialog or menu is closed with Escape before the next screen.
   */
  then?: (page: Page) => Promise<void>;
  /** Only on a phone (the drawer), or only on a desktop. */
  only?: 'phone' | 'desktop';
};

/** Ids the routes need, looked up once per run. */
export type SeedIds = { arjunEmployeeId: number };

/**
 * The first row of a list: a table's first row under the header row, or on a phone the first card
 * of a list of cards (a breadcrumb's items are in its navigation, not such a list).
 */
export const firstRow = (main: Locator) =>
  main.getByRole('row').nth(1).or(main.locator('ul[role="list"] > li').first());

/** A dialog has finished opening (MUI's fade-in ends with the dialog visible and named). */
export async function dialogShown(page: Page, name: string) {
  await page.getByRole('dialog', { name }).getByRole('button').first().waitFor();
}

/** Closes a dialog, menu or drawer a screen left open, as a user would: Escape. */
export async function closeOverlays(page: Page): Promise<void> {
  const overlay = page.locator('.MuiModal-root:not(.MuiModal-hidden)');
  if ((await overlay.count()) === 0) return;
  await page.keyboard.press('Escape');
  await overlay.first().waitFor({ state: 'detached' });
}

/**
 * Opens a screen inside the running app, as its menu link would (history push, no reload), and
 * waits until it has drawn: its heading, its data, and no loading indicator or skeleton left in main.
 */
export async function openInApp(page: Page, screen: Screen): Promise<void> {
  await closeOverlays(page);
  await page.evaluate((to) => {
    // The same route again (the wizard's steps 2 and 3) goes through another one first, so the
    // screen starts afresh as it does when opened from elsewhere.
    const here = window.location.pathname + window.location.search;
    for (const route of here === to ? ['/', to] : [to]) {
      window.history.pushState(null, '', route);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  }, screen.route);
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: screen.heading, level: 1 }).first().waitFor();
  const { shows } = screen;
  if (typeof shows === 'function') await shows(main).first().waitFor();
  else if (shows) await main.getByText(shows).first().waitFor();
  if (screen.then) await screen.then(page);
  // By CSS: an open dialog hides main from the accessibility tree, not from the eye.
  await page
    .locator('main')
    // A loading indicator has no value; a bar that shows a share (aria-valuenow) is content.
    .locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'hidden' });
}
