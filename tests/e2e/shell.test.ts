/**
 * The shell in real Chromium against the real server (fresh data directory, demo seed, the logins
 * the first start prints): sign-in, the menu by role, the theme toggle, sign-out, and a page that
 * runs under the server's Content Security Policy. Needs `npm run build` (built once if missing)
 * and Debian's chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import menu from '../../resources/menu.json' with { type: 'json' };
import {
  backgroundColour,
  fillLogin,
  openBrowser,
  signIn,
  waitForRoute,
  type OpenBrowser,
} from '../helpers/browser.ts';
import { ROOT, startServer, type Login, type RunningServer } from '../helpers/server.ts';

const ARTIFACTS = path.join(ROOT, 'test-results');
const GROUP_LABELS: string[] = menu.groups.map((g: { label: string }) => g.label);

let server: RunningServer;
let browser: OpenBrowser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && browser) {
    // Artifacts for a failed test: what the page showed and what it complained about.
    const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await screenshot(page, `failed-${name}.png`).catch(() => undefined);
    console.error(
      `[${context.task.name}] url: ${page.url()}\n` +
        `page errors: ${JSON.stringify(browser.pageErrors())}\n` +
        `console errors: ${JSON.stringify(browser.consoleErrors())}`,
    );
  }
  await browser?.close();
});

/** The side bar (the dashboard repeats the group names in cards, so menu checks look only here). */
const sideBar = (p: Page) =>
  p.getByRole('navigation', { name: 'Main menu' }).filter({ visible: true }).first();

/** The shell is up: the top bar's profile button and at least one menu group are showing. */
async function waitForShell(p: Page) {
  await p.getByRole('button', { name: 'Profile' }).waitFor({ state: 'visible' });
  await sideBar(p)
    .getByText(new RegExp(`^(${GROUP_LABELS.join('|')})$`))
    .first()
    .waitFor({ state: 'visible' });
}

/** The menu group labels a user sees in the side bar, once the page has settled. */
async function visibleGroups(p: Page): Promise<string[]> {
  await waitForShell(p);
  await p.waitForLoadState('networkidle');
  const shown: string[] = [];
  for (const label of GROUP_LABELS) {
    if (await sideBar(p).getByText(label, { exact: true }).first().isVisible()) shown.push(label);
  }
  return shown;
}

/** Relative luminance 0..1 of a CSS `rgb(…)` / `rgba(…)` colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

async function screenshot(p: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS, name), fullPage: true });
}

describe('the shell in Chromium', () => {
  it('sends a visitor to /login and signs in with the printed SuperAdmin login', async () => {
    await page.goto(`${server.url}/`);
    await waitForRoute(page, '/login');

    await fillLogin(page, server.logins.SuperAdmin);

    await waitForRoute(page, '/');
    await waitForShell(page);
    expect(await sideBar(page).getByText('Organization', { exact: true }).isVisible()).toBe(true);
  });

  it('refuses a wrong password with the spec message and stays on /login', async () => {
    await page.goto(`${server.url}/login`);
    const { email, password } = server.logins.SuperAdmin;

    await fillLogin(page, { email, password: `${password}-wrong` });

    await page
      .getByText('Failed to login. Please check your credentials.')
      .first()
      .waitFor({ state: 'visible' });
    await waitForRoute(page, '/login');
  });

  it('toggles the theme and remembers the choice after a reload', async () => {
    await signIn(page, server.url, server.logins.SuperAdmin);
    await waitForShell(page);
    const before = await backgroundColour(page);

    await page.getByRole('button', { name: 'Toggle light/dark theme' }).click();

    await expect.poll(() => backgroundColour(page)).not.toBe(before);
    const after = await backgroundColour(page);
    await page.waitForLoadState('networkidle');
    const darkAfterToggle = luminance(after) < luminance(before);
    await screenshot(page, darkAfterToggle ? 'dashboard-dark.png' : 'dashboard-light.png');

    await page.reload();
    await waitForShell(page);
    await expect.poll(() => backgroundColour(page)).toBe(after);

    await page.getByRole('button', { name: 'Toggle light/dark theme' }).click();
    await expect.poll(() => backgroundColour(page)).toBe(before);
    await page.waitForLoadState('networkidle');
    await screenshot(page, darkAfterToggle ? 'dashboard-light.png' : 'dashboard-dark.png');
  });

  it('signs out through the confirmation dialog and protects / again', async () => {
    await signIn(page, server.url, server.logins.SuperAdmin);
    await waitForShell(page);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Are You Sure?' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByText('You Will be Logged Out of Your Account').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Logout', exact: true }).click();

    await page.getByText('Logged Out', { exact: true }).first().waitFor({ state: 'visible' });
    await waitForRoute(page, '/login');

    await page.goto(`${server.url}/`);
    await waitForRoute(page, '/login');
  });

  it('shows a Manager a smaller menu than the SuperAdmin, without Attendence', async () => {
    const manager: Login | undefined = server.logins.Manager;
    expect(manager, `the first start printed no Manager login:\n${server.output()}`).toBeDefined();

    await signIn(page, server.url, manager!);
    const managerGroups = await visibleGroups(page);

    const admin = await openBrowser();
    try {
      await signIn(admin.page, server.url, server.logins.SuperAdmin);
      const adminGroups = await visibleGroups(admin.page);

      expect(adminGroups).toContain('Attendence');
      expect(managerGroups.length).toBeGreaterThan(0);
      expect(managerGroups).not.toContain('Attendence');
      expect(managerGroups.length).toBeLessThan(adminGroups.length);
    } finally {
      await admin.close();
    }
  });

  it('does not ask the seeded Manager, who cannot create organisations, to create one (issue #37)', async () => {
    await page.goto(`${server.url}/login`);
    await fillLogin(page, server.logins.Manager!);
    await waitForRoute(page, '/');
    // The dashboard has drawn and loaded the attendance card: the prompt would be up by now.
    await page.getByRole('region', { name: 'Attendance' }).getByText('Yet to Check-in').waitFor();
    expect(await page.getByText('Do you want to create a new Organization?').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await waitForShell(page);
    expect(browser.pageErrors()).toEqual([]);
  });

  it('runs the sign-in page and the dashboard without Content Security Policy violations', async () => {
    await page.goto(`${server.url}/`);
    await waitForRoute(page, '/login');
    await page.waitForLoadState('networkidle');
    await fillLogin(page, server.logins.SuperAdmin);
    await waitForShell(page);
    await page.waitForLoadState('networkidle');

    expect(
      browser.cspViolations(),
      `uncaught page errors: ${JSON.stringify(browser.pageErrors())}`,
    ).toEqual([]);
  });
});
