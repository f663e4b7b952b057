// Issue 6 in a real browser: the seeded Employee applies for leave, their Manager approves it from
// Requested Leave Applications, and the Employee finds it under Approved Leaves with less balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
const REASON = 'Dentist appointment and recovery (e2e).';

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signInAs = async (role: 'Employee' | 'Manager') => {
  await browser.page.evaluate(() => localStorage.clear()).catch(() => undefined);
  const login = server.logins[role];
  if (!login) throw new Error(`the server printed no ${role} login`);
  await signIn(browser.page, server.url, login);
};

/** The "N days available" line of the balance panel for Medical Leave. */
const medicalAvailable = async () => {
  const panel = browser.page.getByRole('list', { name: 'Leave balance' });
  const item = panel.getByRole('listitem').filter({ hasText: 'Medical Leave' });
  const text = (await item.textContent()) ?? '';
  return Number(/(\d+(?:\.\d+)?) days? available/.exec(text)?.[1]);
};

describe('applying for leave and approving it', () => {
  let before = 0;

  it('lets the employee apply, with the balance beside the form', async () => {
    await signInAs('Employee');
    const page = browser.page;
    await page.goto(`${server.url}/leave/leave-create-update`);
    await page.getByRole('heading', { name: 'New Leave Request' }).waitFor();
    await page.getByRole('list', { name: 'Leave balance' }).waitFor();
    before = await medicalAvailable();
    expect(before).toBeGreaterThanOrEqual(1);
    // Nothing filled: the spec's messages.
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This field is required and must be at least 1 day').first().waitFor();
    await page.locator('#root_leaveType').click();
    await page.getByRole('option', { name: 'Medical Leave' }).click();
    await page.getByLabel(/Number Of Days/).fill('1');
    await page.getByLabel(/Start Date/).fill('2027-03-01');
    await page.getByLabel(/End Date/).fill('2027-03-01');
    await page.getByLabel(/Reason/).fill(REASON);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/leave\/leave-list$/);
    await page.getByRole('heading', { name: 'Leave Applications' }).waitFor();
    await page.getByRole('cell', { name: REASON }).waitFor();
    expect(browser.pageErrors()).toEqual([]);
  });

  it('lets the manager approve it from Requested Leave Applications', async () => {
    await signInAs('Manager');
    const page = browser.page;
    await page.goto(`${server.url}/leave/Requested-leaves-list`);
    await page.getByRole('heading', { name: 'Requested Leave Applications' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: REASON });
    await row.getByRole('button', { name: /^Approve/ }).click();
    // Issue #23 §3: approving asks first, Cancel focused; nothing is approved until confirmed.
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(/^You want to approve the leave request of .+\.$/).waitFor();
    await expect
      .poll(() =>
        confirm
          .getByRole('button', { name: 'Cancel' })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /^Approve/ }).click();
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('LEAVE APPROVED SUCCESSFULLY').first().waitFor();
    // The list reloads: the approved request is no longer pending.
    await row.waitFor({ state: 'detached' });
    expect(browser.pageErrors()).toEqual([]);
  });

  it('shows the employee the request under Approved Leaves and the balance reduced', async () => {
    await signInAs('Employee');
    const page = browser.page;
    await page.goto(`${server.url}/leave/leave-list-approved`);
    await page.getByRole('heading', { name: 'Approved Leaves' }).waitFor();
    await page.getByRole('cell', { name: REASON }).waitFor();
    await page.goto(`${server.url}/leave/leave-create-update`);
    await page.getByRole('list', { name: 'Leave balance' }).waitFor();
    expect(await medicalAvailable()).toBe(before - 1);
    expect(browser.pageErrors()).toEqual([]);
  });
});
