// Issue 4 (the wizard) in a real browser: a SuperAdmin creates an employee through all three steps,
// photo included, then edits step 3; the server holds what was typed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
let employeeId: number;
const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'charter-photo-')), 'me.png');
// A 1×1 PNG.
fs.writeFileSync(
  photo,
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  await signIn(browser.page, server.url, server.logins.SuperAdmin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The employee as the server answers it (EM5), read with the page's own token. */
async function stored(page: Page, id: number) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string,
  );
  const res = await page.request.get(`${server.url}/api/v1/employee/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).Employee.employee;
}

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the employee wizard', () => {
  it('creates an employee through all three steps, photo included', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/employee/employee-create-update`);
    await page.getByRole('heading', { name: 'Create Employee' }).waitFor();
    await choose(page, /Select Organization/, 'Northwind Traders');
    await page.getByLabel(/^Email/).fill('meera.iyer@northwind.example');
    await page.getByLabel(/^Password/).fill('Wizard1!');
    await choose(page, /^Role/, 'Employee');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await page.getByRole('heading', { name: 'Personal Info' }).waitFor();
    employeeId = Number(new URL(page.url()).searchParams.get('id'));
    expect(employeeId).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Please Select an Image').waitFor();
    await page.getByLabel('Select profile picture').setInputFiles(photo);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('button', { name: 'Update', exact: true }).waitFor();
    await page.getByLabel(/^First Name/).fill('Meera');
    await page.getByLabel(/^Last Name/).fill('Iyer');
    await page.getByLabel(/^Employee Code/).fill('NW900');
    await choose(page, /^Department/, 'Engineering');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Skill' });
    await dialog.getByLabel('New Skill', { exact: true }).fill('Negotiation');
    await dialog.getByRole('button', { name: 'Add new skill' }).click();
    await dialog.getByLabel('Select Negotiation').check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Chosen skills').getByText('Negotiation').waitFor();
    await page.getByRole('button', { name: 'Next Step' }).click();

    await page.getByRole('heading', { name: 'Emergency Contact Details' }).waitFor();
    await page.getByLabel(/^Contact(?! form)/).fill('9876543210');
    await page.getByLabel(/^Relationship/).fill('Mother');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByRole('button', { name: 'Update Contact' }).waitFor();
    // The saved contact is listed under its section, so it is not added twice.
    const contacts = page.getByRole('list', { name: 'Saved emergency contacts' });
    await contacts.getByRole('listitem').filter({ hasText: 'Mother' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Contact' }).count()).toBe(0);
    await choose(page, /^Address Type/, 'Permanent');
    await page.getByLabel(/^Property Number/).fill('12 B');
    await page.getByLabel(/^City/).fill('Chennai');
    await page.getByLabel(/^Zip Code/).fill('600001');
    await page.getByLabel(/^State/).fill('Kerala');
    await page.getByLabel(/^Country/).fill('India');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByRole('button', { name: 'Update Address' }).waitFor();
    await choose(page, /^Bank Name/, 'Axis Bank');
    await page.getByLabel(/^Account Number/).fill('123456789012');
    await page.getByLabel(/^IFSC Code/).fill('utib0000123');
    await page.getByLabel(/^Branch/).fill('Anna Nagar');
    await page.getByRole('button', { name: 'Add Bank Details' }).click();
    await page.getByRole('button', { name: 'Update Bank Details' }).waitFor();
    await page
      .getByRole('list', { name: 'Saved addresses' })
      .getByText('12 B, Chennai, 600001')
      .waitFor();
    await page
      .getByRole('list', { name: 'Saved bank account' })
      .getByText('Axis Bank, Anna Nagar')
      .waitFor();
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.waitForURL(/\/employee\/employee-list/);

    const e = await stored(page, employeeId);
    expect(e).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', employeeCode: 'NW900' });
    expect(e.profileImage).toBeTruthy();
    expect(e.user.email).toBe('meera.iyer@northwind.example');
    expect(e.skills.map((s: { skill: string }) => s.skill)).toEqual(['Negotiation']);
    expect(e.emergencyContacts).toMatchObject([{ contact: '9876543210', relationship: 'Mother' }]);
    expect(e.addresses).toMatchObject([
      { addressType: 'PERMANENT', zipCode: { zipCode: '600001', city: 'Chennai' } },
    ]);
    expect(e.account).toMatchObject({ bankName: 'Axis Bank', ifsc: 'UTIB0000123' });
    expect(browser.pageErrors()).toEqual([]);
  });

  it('edits step 3 of that employee and keeps the change', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/employee/employee-create-update?id=${employeeId}`);
    await page.getByRole('heading', { name: 'Edit Employee' }).waitFor();
    // Editing belongs to the employee list: the side bar marks it, not New Employee.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.locator('a[aria-current="page"]', { hasText: 'Employee List' }).waitFor();
    expect(
      await menu.getByRole('link', { name: 'New Employee' }).getAttribute('aria-current'),
    ).toBe(null);
    await page.getByRole('button', { name: 'Update Additional Details' }).click();
    await page.getByRole('button', { name: 'Update Contact' }).waitFor();
    await page
      .getByRole('list', { name: 'Saved emergency contacts' })
      .getByText('9876543210', { exact: true })
      .waitFor();
    await page.getByLabel(/^Relationship/).fill('Sister');
    await page.getByLabel(/^Branch/).fill('T Nagar');
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.waitForURL(/\/employee\/employee-list/);

    const e = await stored(page, employeeId);
    expect(e.emergencyContacts).toMatchObject([{ contact: '9876543210', relationship: 'Sister' }]);
    expect(e.account).toMatchObject({ branch: 'T Nagar', accountNumber: '123456789012' });
    expect(e.firstName).toBe('Meera');
    expect(browser.pageErrors()).toEqual([]);
  });

  it('lists a second contact, deletes it, and fits a 390-px phone', async () => {
    const page = browser.page;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.url}/employee/employee-create-update?id=${employeeId}`);
      await page.getByRole('button', { name: 'Update Additional Details' }).click();
      const contacts = page.getByRole('list', { name: 'Saved emergency contacts' });
      await contacts.getByRole('listitem').first().waitFor();
      await page.getByRole('button', { name: 'Add Another Contact' }).click();
      const form = page
        .getByRole('form', { name: 'Contact form' })
        .filter({ has: page.getByRole('button', { name: 'Add Contact' }) });
      await form.getByLabel(/^Contact/).fill('9123456780');
      await form.getByLabel(/^Relationship/).fill('Brother');
      await form.getByRole('button', { name: 'Add Contact' }).click();
      await contacts.getByRole('listitem').filter({ hasText: 'Brother' }).waitFor();
      expect(await contacts.getByRole('listitem').count()).toBe(2);
      // Nothing on step 3 is wider than the phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      for (const item of await contacts.getByRole('listitem').all()) {
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }

      await page.getByRole('button', { name: 'Delete contact 9123456780' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await contacts.getByRole('listitem').filter({ hasText: 'Brother' }).waitFor({
        state: 'detached',
      });
      const e = await stored(page, employeeId);
      expect(e.emergencyContacts).toMatchObject([{ contact: '9876543210' }]);
      expect(browser.pageErrors()).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
