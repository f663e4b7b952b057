// Issue #21 §3: axe-core's WCAG 2.0–2.2 A/AA rules on every screen of the spec, in the light and
// the dark theme, on a desktop window and on a 390×844 touch phone, with zero violations, under the
// app's real Content Security Policy (axe is handed to the page by the driver; the policy is left
// on and must report nothing). One server; per viewport one browser, one sign-in per role, and the
// screens opened inside the running app. Every violation of a run is listed with its rule, impact,
// screen, theme and the offending nodes' selectors, so one run tells each owner what to fix.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  describeFindings,
  installAxe,
  rulesOf,
  type AxeFinding,
} from '../helpers/axe.ts';
import { backgroundColour, openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { closeOverlays, openInApp } from '../helpers/screens.ts';
import { screensOf, type SeedIds } from '../helpers/specScreens.ts';
import { startServer, type Role, type RunningServer } from '../helpers/server.ts';

type Theme = 'light' | 'dark';

let server: RunningServer;
let ids: SeedIds;

beforeAll(async () => {
  server = await startServer();
  ids = { arjunEmployeeId: await employeeIdOf('Arjun', 'Mehta') };
});

afterAll(async () => {
  await server?.stop();
});

/** Looks a seeded employee up through the API, as the SuperAdmin. */
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

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle light/dark theme' });

/** Switches the theme with the app bar's toggle, as a user does, and waits for it to apply. */
async function useTheme(page: Page, theme: Theme) {
  await closeOverlays(page);
  const pressed = theme === 'dark' ? 'true' : 'false';
  if ((await toggle(page).getAttribute('aria-pressed')) !== pressed) {
    await toggle(page).click();
    // Off the toggle, so its tooltip and hover colour are not part of the next screens.
    const { width, height } = page.viewportSize()!;
    await page.mouse.move(width - 1, height - 1);
  }
  await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe(pressed);
  // What the user sees: a dark page or a light one.
  await expect
    .poll(async () => luminance(await backgroundColour(page)) < 0.5)
    .toBe(theme === 'dark');
}

/** Relative luminance 0..1 of a CSS `rgb(…)` colour, roughly: enough to tell dark from light. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

async function audit(page: Page, screen: string, findings: AxeFinding[]) {
  const violations = await axeViolations(page);
  if (violations.length > 0) findings.push({ screen, url: page.url(), violations });
}

describe.each([
  { viewport: 'desktop' as const, phone: false },
  { viewport: 'phone' as const, phone: true },
])('axe on the $viewport', ({ viewport, phone }) => {
  let browser: OpenBrowser;

  beforeAll(async () => {
    browser = await openBrowser({ phone });
    await installAxe(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds nothing on the sign-in screen in either theme, under the real CSP', async () => {
    const { page } = browser;
    const findings: AxeFinding[] = [];
    const response = await page.goto(`${server.url}/login`);
    // The policy the server sends is the one in force while axe runs.
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => localStorage.setItem('darkMode', dark),
        String(theme === 'dark'),
      );
      await page.reload();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await audit(page, `${viewport}, ${theme}: sign-in`, findings);
    }
    await page.evaluate(() => localStorage.clear());
    expect(rulesOf(findings), describeFindings(findings)).toEqual([]);
    expect(browser.cspViolations()).toEqual([]);
  });

  it.each(['SuperAdmin', 'Manager', 'Employee'] as Role[])(
    'finds nothing on the screens of the %s in either theme',
    async (role) => {
      const { page } = browser;
      const findings: AxeFinding[] = [];
      const unreachable: string[] = [];
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await signIn(page, server.url, server.logins[role]!);
      for (const theme of ['light', 'dark'] as const) {
        await useTheme(page, theme);
        for (const screen of screensOf(role, ids, viewport)) {
          const name = `${viewport}, ${theme}, ${role}: ${screen.name}`;
          // A screen that cannot be reached is reported, and the walk goes on: one run still
          // audits every other screen.
          try {
            await openInApp(page, screen);
          } catch (error) {
            unreachable.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          await audit(page, name, findings);
        }
      }
      expect.soft(unreachable, 'screens that could not be opened').toEqual([]);
      expect(rulesOf(findings), describeFindings(findings)).toEqual([]);
      expect(browser.cspViolations()).toEqual([]);
      expect(browser.pageErrors()).toEqual([]);
    },
    120_000,
  );
});
