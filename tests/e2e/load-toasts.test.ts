// Issue #37 in Chromium: toasts are for what a user did. Every screen of the spec, opened by each
// role inside the running app as a menu link would, shows its rows (or its error) and no toast;
// 'Leaves fetched Successfully', 'REVIEWS LOADED SUCCESSFULLY' and 'Employee details retrieved
// Successfully' used to greet their screens. A toast an action raises still shows (the last test).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { openInApp } from '../helpers/screens.ts';
import { screensOf, type SeedIds } from '../helpers/specScreens.ts';
import { startServer, type Role, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
let ids: SeedIds;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  ids = { arjunEmployeeId: await employeeIdOf('Arjun', 'Mehta') };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function employeeIdOf(firstName: string, lastName: string): Promise<number> {
  const post = await fetch(`${server.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.logins.SuperAdmin),
  });
  const { token } = (await post.json()) as { token: string };
  const found = await fetch(`${server.url}/api/v1/employee/searchEmployee?name=${firstName}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await found.json()) as { employeeId: number; lastName: string }[];
  return list.find((e) => e.lastName === lastName)!.employeeId;
}

/**
 * Notes every toast the page shows from now on (the toast stack's status and alert items), however
 * briefly, until the next full page load (screens are opened without one). Calling it again starts
 * a new record.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__toasts = [];
    const note = (el) => {
      if (!(el instanceof Element)) return;
      const items = el.matches('[aria-live] [role="status"], [aria-live] [role="alert"]')
        ? [el]
        : [...el.querySelectorAll('[aria-live] [role="status"], [aria-live] [role="alert"]')];
      for (const item of items) {
        const text = item.textContent.trim();
        if (!window.__toasts.includes(text)) window.__toasts.push(text);
      }
    };
    new MutationObserver((changes) => {
      for (const change of changes) change.addedNodes.forEach(note);
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
}

const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as never as { __toasts: string[] }).__toasts);

async function signInAs(role: Role) {
  const { page } = browser;
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  await signIn(page, server.url, server.logins[role]!);
  await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
  await recordToasts(page);
}

describe('opening a screen raises no toast', () => {
  it.each(['Employee', 'Manager', 'SuperAdmin'] as Role[])(
    'on any screen the %s opens',
    async (role) => {
      await signInAs(role);
      const { page } = browser;
      // Screens reached by an action (a step saved, a dialog opened) are the action's.
      const screens = screensOf(role, ids, 'desktop').filter((s) => !s.then);
      const toasted: string[] = [];
      for (const screen of screens) {
        await openInApp(page, screen);
        const seen = await toastsSeen(page);
        if (seen.length) toasted.push(`${screen.name}: ${seen.join(' | ')}`);
        await recordToasts(page);
      }
      expect(toasted).toEqual([]);
      expect(browser.pageErrors()).toEqual([]);
    },
    180_000,
  );

  it('still toasts what the user did', async () => {
    const { page } = browser;
    await openInApp(page, {
      name: 'Reviews I Wrote',
      route: '/performance/review-list',
      heading: 'Performance Review List',
    });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Are You Sure?' })
      .getByRole('button', { name: 'Logout', exact: true })
      .click();
    await page.getByText('Logged Out', { exact: true }).first().waitFor();
  });
});
