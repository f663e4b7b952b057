// Issue 10 in a real browser: the public-holiday calendar, generated from one schema file and one
// menu line, over the simple-rest routes, on the seeded demo company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, openFromMenu, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

// The list page keeps its filter, sort and page in the address (react-admin syncs them after the
// first render), so the list is '/holiday' with or without a query string.
const LIST_URL = /\/holiday(\?.*)?$/;

let server: RunningServer;
let browser: OpenBrowser;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  await signIn(browser.page, server.url, server.logins.SuperAdmin!);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the holiday calendar', () => {
  it('opens from Leave › Holidays with the seeded holidays, sorted by date', async () => {
    const page = browser.page;
    await openFromMenu(page, 'Leave', 'Holidays');
    await page.waitForURL(LIST_URL);
    await page.getByRole('heading', { name: 'Holidays' }).waitFor();
    const first = page.locator('tbody tr').first();
    await first.getByText('Republic Day').waitFor();
    await page.getByText('All Organizations').first().waitFor();
    expect(browser.pageErrors()).toEqual([]);
  });

  it('filters by text', async () => {
    const page = browser.page;
    await page.getByPlaceholder('Search').fill('gandhi');
    await page.locator('tbody tr', { hasText: 'Gandhi Jayanti' }).first().waitFor();
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Republic Day' }).count()).toBe(0);
  });

  it('creates a holiday after the schema message, shows, edits and deletes it', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/holiday/create`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Holiday Name is required').first().waitFor();
    await page.getByLabel(/Holiday Name/).fill('Company Offsite');
    await page.getByLabel(/^Date/).fill('2031-07-14');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(LIST_URL);
    await page.getByPlaceholder('Search').fill('offsite');
    await page.getByRole('cell', { name: 'Company Offsite' }).click();
    await page.waitForURL(/\/holiday\/\d+\/show$/);
    await page.getByText('Company Offsite').waitFor();
    await page.getByRole('link', { name: /edit/i }).click();
    await page.getByLabel(/Holiday Name/).fill('Company Offsite Day');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(LIST_URL);
    await page.getByPlaceholder('Search').fill('offsite');
    await page.getByRole('cell', { name: 'Company Offsite Day' }).click();
    await page.getByRole('button', { name: /delete/i }).click();
    await page.getByRole('button', { name: /confirm/i }).click();
    await page.waitForURL(LIST_URL);
    await page.getByPlaceholder('Search').fill('offsite');
    await page.getByText('No Holidays Found').waitFor();
    expect(browser.pageErrors()).toEqual([]);
  });
});
