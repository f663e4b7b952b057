// Issue #21 §1 in a real browser at 390 × 844: the employee wizard (every step, the skill modal)
// and the employee info page are never wider than the screen, and the step buttons are full width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
let arjun: number;

const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  await browser.page.setViewportSize(PHONE);
  await signIn(browser.page, server.url, server.logins.SuperAdmin);
  arjun = await browser.page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string;
    const response = await fetch('/api/v1/employee/searchEmployee?name=Arjun', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const found = (await response.json()) as { employeeId: number; lastName: string }[];
    return found.find((e) => e.lastName === 'Mehta')!.employeeId;
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * How far the page's content reaches past the viewport's right edge (0 when it fits), and the
 * widest elements of the main content that cause it, for the failure message.
 */
async function overflow(page: Page) {
  return page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector('main') ?? document.body;
    const culprits = [...main.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((e) => e.tagName + '.' + String(e.className).split(' ').slice(0, 2).join('.') + ' ' +
        Math.round(e.getBoundingClientRect().right));
    return {
      page: Math.max(0, document.documentElement.scrollWidth - width),
      main: Math.max(0, main.scrollWidth - main.clientWidth),
      culprits,
    };
  })()`);
}

const fits = async (page: Page) =>
  expect(await overflow(page)).toEqual({ page: 0, main: 0, culprits: [] });

/** The widths of the named buttons and of the card they sit in. */
async function widths(page: Page, names: string[]) {
  const card = await page.locator('.MuiCardContent-root').first().boundingBox();
  const buttons = await Promise.all(
    names.map(
      async (name) => (await page.getByRole('button', { name, exact: true }).boundingBox())!.width,
    ),
  );
  return { card: card!.width, buttons };
}

describe('the employee screens on a 390-px phone', () => {
  it('fits the info page on the screen', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/employee-info/Arjun?id=${arjun}`);
    await page.getByRole('heading', { name: 'Arjun Mehta' }).waitFor();
    await page
      .getByRole('region', { name: 'Personal Details' })
      .getByText('Mehta', { exact: true })
      .waitFor();
    await fits(page);
  });

  it('fits every step of the wizard and the skill modal, with full-width step buttons', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/employee/employee-create-update`);
    await page.getByRole('heading', { name: 'Create Employee' }).waitFor();
    await page.getByRole('combobox', { name: /Select Organization/ }).waitFor();
    await fits(page);

    await page.goto(`${server.url}/employee/employee-create-update?id=${arjun}`);
    await page.getByRole('heading', { name: 'Edit Personal Info' }).waitFor();
    await page.getByLabel(/^First Name/).waitFor();
    await fits(page);
    const step2 = await widths(page, [
      'Previous Step',
      'Save All Changes',
      'Update Additional Details',
    ]);
    for (const button of step2.buttons) expect(button).toBeGreaterThan(step2.card - 40);

    await page.getByRole('button', { name: 'Add Skill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Skill' });
    await dialog.getByRole('button', { name: 'Add new skill' }).waitFor();
    await fits(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Update Additional Details' }).click();
    await page.getByRole('heading', { name: 'Emergency Contact Details' }).waitFor();
    await page.getByRole('heading', { name: 'Bank Details' }).waitFor();
    await fits(page);
    expect(browser.pageErrors()).toEqual([]);
  });

  it('fits the wizard and the info page in Hindi, whose words run longer', async () => {
    const { page } = browser;
    await page.evaluate(() => localStorage.setItem('charter.locale', 'hi'));
    try {
      await page.goto(`${server.url}/employee/employee-create-update?id=${arjun}`);
      await page.getByRole('heading', { name: 'व्यक्तिगत जानकारी संपादित करें' }).waitFor();
      await page.getByRole('button', { name: 'अतिरिक्त विवरण अपडेट करें' }).waitFor();
      await fits(page);
      await page.getByRole('button', { name: 'अतिरिक्त विवरण अपडेट करें' }).click();
      await page.getByRole('heading', { name: 'आपातकालीन संपर्क विवरण' }).waitFor();
      await fits(page);

      await page.goto(`${server.url}/employee-info/Arjun?id=${arjun}`);
      await page.getByRole('heading', { name: 'Arjun Mehta' }).waitFor();
      await page
        .getByRole('region', { name: 'व्यक्तिगत विवरण' })
        .getByText('Mehta', { exact: true })
        .waitFor();
      await fits(page);
    } finally {
      await page.evaluate(() => localStorage.removeItem('charter.locale'));
    }
  });
});
