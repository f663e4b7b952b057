/**
 * Debian's Chromium through playwright-core (never a downloaded browser), launched as in the stack
 * notes: a persistent context on a fresh user-data folder, so every call is a clean browser profile.
 *
 * `openBrowser({ phone: true })` is a 390×844 phone (issue #21 §1): a mobile viewport (the page's
 * meta viewport applies, scrollbars overlay) with touch events, so `locator.tap()` works.
 *
 * @example
 *   const browser = await openBrowser();
 *   const page = browser.page;
 *   await page.goto(server.url);
 *   expect(browser.cspViolations()).toEqual([]);
 *   await browser.close();
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { Login } from './server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export type OpenBrowser = {
  context: BrowserContext;
  page: Page;
  /** Console errors and `securitypolicyviolation` events about the Content Security Policy. */
  cspViolations: () => string[];
  /** Uncaught exceptions in the page. */
  pageErrors: () => string[];
  /** Every console error, for failure messages. */
  consoleErrors: () => string[];
  close: () => Promise<void>;
};

const CSP_WORDS = /Content Security Policy|unsafe-eval|unsafe-inline/i;

/** The phone of the issue (an iPhone 12–15 in CSS pixels). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export type BrowserOptions = {
  /** A 390×844 touch phone instead of a 1280×800 desktop window. */
  phone?: boolean;
};

export async function openBrowser(options: BrowserOptions = {}): Promise<OpenBrowser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `no Chromium at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROMIUM_PATH)`,
    );
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      viewport: options.phone ? PHONE_VIEWPORT : DESKTOP_VIEWPORT,
      // A real phone's pixel ratio would only cost CPU here: layout is measured in CSS pixels.
      ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (err) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }

  const csp: string[] = [];
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  // Init scripts are injected by the browser driver, so the page's own CSP does not block them.
  // Scripts are passed as strings: a transpiler's helpers (esbuild's __name) do not exist in the page.
  await context.addInitScript(`
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error('Content Security Policy violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline'));
    });
  `);
  const watch = (page: Page) => {
    page.setDefaultTimeout(20_000);
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      consoleErrors.push(msg.text());
      if (CSP_WORDS.test(msg.text())) csp.push(msg.text());
    });
    page.on('pageerror', (err) => {
      errors.push(err.message);
      if (CSP_WORDS.test(err.message)) csp.push(err.message);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());

  return {
    context,
    page,
    cspViolations: () => [...new Set(csp)],
    pageErrors: () => [...errors],
    consoleErrors: () => [...consoleErrors],
    close: async () => {
      await context.close().catch(() => undefined);
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The path of the page's URL, whether the app routes with the history API or with `#/…`. */
export function routeOf(page: Page): string {
  const url = new URL(page.url());
  return url.hash.startsWith('#/') ? url.hash.slice(1).split('?')[0] : url.pathname;
}

/** Waits until the app shows the given route (exact path, or a pattern). */
export async function waitForRoute(
  page: Page,
  route: string | RegExp | ((current: string) => boolean),
  timeout = 20_000,
): Promise<void> {
  const matches = () => {
    const current = routeOf(page);
    if (typeof route === 'string') return current === route;
    return route instanceof RegExp ? route.test(current) : route(current);
  };
  const deadline = Date.now() + timeout;
  while (!matches()) {
    if (Date.now() > deadline) {
      throw new Error(
        `expected another route (${String(route)}), still on ${page.url()} after ${timeout} ms`,
      );
    }
    await page.waitForTimeout(100);
  }
}

/**
 * Opens a side-bar entry as a user would: its group first when it is closed, then the entry once
 * the group has finished opening. Clicked during the opening transition, the entry is still
 * clipped and the click lands on the group's container (seen on a loaded machine: the page stayed
 * where it was).
 */
export async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const menu = page
    .getByRole('navigation', { name: 'Main menu' })
    .filter({ visible: true })
    .first();
  const link = menu.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  // MUI marks a Collapse "entered" once its opening transition is over.
  const settled = menu
    .locator('.MuiCollapse-entered')
    .getByRole('link', { name: entry, exact: true });
  await settled.click();
}

/**
 * Waits until every MUI Collapse around `target` (an accordion's details, nested ones too) has
 * finished opening, its "entered" state. Clicked while a Collapse still opens, a control near its
 * end is clipped and the click lands on the container (seen on a loaded machine).
 */
export async function openedFully(target: Locator): Promise<void> {
  await target.waitFor();
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const opening = () => {
          for (let n = el.parentElement; n; n = n.parentElement)
            if (
              n.classList.contains('MuiCollapse-root') &&
              !n.classList.contains('MuiCollapse-entered')
            )
              return true;
          return false;
        };
        const check = () => (opening() ? requestAnimationFrame(check) : resolve());
        check();
      }),
  );
}

/** Fills and submits the sign-in form with the promised accessible names. */
export async function fillLogin(page: Page, login: Login): Promise<void> {
  await page.getByLabel('Email Address').fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Signs in from /login and waits to leave it. A Manager is asked once whether to create an
 * organisation: answer 'Skip' when asked, so every caller lands on the dashboard.
 */
export async function signIn(page: Page, baseUrl: string, login: Login): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await fillLogin(page, login);
  await waitForRoute(page, (route) => route !== '/login');
  const skip = page.getByRole('button', { name: 'Skip', exact: true });
  const prompt = page.getByText('Do you want to create a new Organization?');
  if (await prompt.isVisible().catch(() => false)) {
    await skip.click();
    return;
  }
  // The prompt may need a request first; give it a moment without failing when it never comes.
  await prompt.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => skip.click(),
    () => undefined,
  );
}

/** The computed background colour of <body>, or of the app's main layout when body is transparent. */
export async function backgroundColour(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const candidates = [
      document.body,
      document.querySelector('main'),
      document.querySelector('.RaLayout-root, .RaLayout-appFrame, .RaLayout-content'),
      document.getElementById('root') && document.getElementById('root').firstElementChild,
    ];
    for (const el of candidates) {
      if (!el) continue;
      const colour = getComputedStyle(el).backgroundColor;
      if (colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)') return colour;
    }
    return getComputedStyle(document.body).backgroundColor;
  })()`);
}

/**
 * Waits until every finite animation and transition of the page has ended (a menu group opening,
 * a dialog fading in), so what is measured next is where the user sees it. Endless ones (a spinner)
 * are left alone.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let round = 0; round < 10; round += 1) {
      const running = document.getAnimations().filter((a) => {
        const timing = a.effect && a.effect.getComputedTiming();
        return timing && timing.endTime !== Infinity && a.playState !== 'finished';
      });
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  })()`);
}
