// Issue 5 in a real browser: the seeded Manager reviews a direct report through Add Review and sees
// the review under Reviews I Wrote; that employee signs in and reads it under My Reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, waitForRoute, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
const comment = `Led the release calmly ${Date.now()}`;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a performance review from manager to employee', () => {
  it('the manager reviews a direct report and finds it under Reviews I Wrote', async () => {
    const { page } = browser;
    await signIn(page, server.url, server.logins.Manager!);
    await page.goto(`${server.url}/performance/add-review`);
    await page.getByLabel('Search by name').fill('mehta');
    await page.getByRole('checkbox', { name: 'Select Arjun Mehta' }).check();
    await page.getByRole('button', { name: 'Proceed with Review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Rating/ }).click();
    await page.getByRole('option', { name: 'Excellent' }).click();
    await dialog.getByLabel(/Comment/).fill(comment);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await waitForRoute(page, (route) => route === '/performance/review-list');
    const row = page.getByRole('row').filter({ hasText: comment });
    await row.waitFor();
    expect(await row.textContent()).toContain('Arjun Mehta');
    expect(await row.textContent()).toContain('Excellent');
    expect(browser.pageErrors()).toEqual([]);
  });

  it('answers All Performance Reviews, opened by its address, with the access denied page', async () => {
    // Issue #23 §3: the seeded Manager does not hold GET_ALL_PERFORMANCES. Before, the screen showed
    // an empty table and an error toast.
    const { page } = browser;
    await page.goto(`${server.url}/performance/all-reviews`);
    await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor();
    await page.getByText('You do not have the privilege to open this page.').waitFor();
    expect(await page.getByRole('columnheader').count()).toBe(0);
    expect(await page.getByText('You do not have the privilege to do this.').count()).toBe(0);
    // The audit log, a generated list and a react-admin resource route say no the same way.
    for (const path of ['/audit/audit-log', '/role/role-list', '/skill/create']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor();
    }
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await waitForRoute(page, (route) => route === '/');
    expect(browser.pageErrors()).toEqual([]);
  });

  it('the employee sees the review under My Reviews with its rating', async () => {
    const { page } = browser;
    await page.evaluate(() => localStorage.clear());
    await signIn(page, server.url, server.logins.Employee!);
    await page.goto(`${server.url}/performance/view-performance`);
    await page.getByText('Page 1 of').waitFor();
    // Newest first: the review just written is on the first page.
    const row = page.getByRole('row').filter({ hasText: comment });
    await row.waitFor();
    expect(await row.textContent()).toContain('Priya Sharma');
    expect(await row.locator('[data-rating]').getAttribute('data-rating')).toBe('EXCELLENT');
    expect(browser.pageErrors()).toEqual([]);
  });
});
