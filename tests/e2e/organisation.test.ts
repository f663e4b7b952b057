// Issue 3 in a real browser: an admin builds a company's structure through the generated screens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { loadedWidth, TINY_PNG_BASE64 } from '../helpers/images.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
const logo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'charter-logo-')), 'logo.png');
// A 1×1 PNG.
fs.writeFileSync(logo, Buffer.from(TINY_PNG_BASE64, 'base64'));

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  await signIn(browser.page, server.url, server.logins.SuperAdmin);
});
/** The signed-in page's own token, as the console stores it. */
const token = () =>
  browser.page.evaluate(() => JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('building a company structure', () => {
  it('creates an organisation with a logo and a custom attribute', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/organization/organization-create-update`);
    await page.getByRole('button', { name: 'Manage Attributes' }).click();
    await page.getByLabel('Add Attributes...').fill('  Head   Office  ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Head Office', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Organization Name/).fill('Acme Foods');
    await page.getByLabel(/Organization Description/).fill('Regional food distributor');
    await page.getByRole('textbox', { name: 'Head Office' }).fill('Chennai');
    await page.locator('input[type=file]').setInputFiles(logo);
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL(/\/organization\/organization-list/);
    await page.getByRole('cell', { name: 'Acme Foods', exact: true }).waitFor();
    // Issue #23 §1: the logo is a signed link the <img> loads by itself, with no token.
    const shown = page.getByRole('row', { name: /Acme Foods/ }).getByRole('img');
    expect(await shown.getAttribute('src')).toMatch(
      /^\/api\/v1\/organization\/\d+\/logo\?v=[0-9a-f]+&exp=\d+&sig=/,
    );
    expect(await loadedWidth(shown)).toBeGreaterThan(0);
    expect(browser.pageErrors()).toEqual([]);
  });

  it('refuses an organisation name with digits with the spec message', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/organization/organization-create-update`);
    await page.getByLabel(/Organization Name/).fill('Acme 2');
    await page.getByLabel(/Organization Description/).fill('Second attempt here');
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page
      .getByText(/must not contain numbers|letters and spaces/)
      .first()
      .waitFor();
    expect(page.url()).toContain('organization-create-update');
  });

  it('creates a sub-organisation in it', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/suborganization/suborganization-create-update`);
    await page.getByLabel(/Sub-Organization Name/).fill('Chennai Office');
    await page.locator('#root_organizationId').click();
    await page.getByRole('option', { name: 'Acme Foods' }).click();
    await page.getByRole('button', { name: /^Create / }).click();
    await page.waitForURL(/\/suborganization\/suborganization-list/);
    // The list opens on Acme Foods, not on the first organisation, so the new one is in view.
    await page.getByRole('cell', { name: 'Chennai Office', exact: true }).waitFor();
    await page
      .getByRole('combobox', { name: /Organization/ })
      .getByText('Acme Foods')
      .waitFor();
    // A shared edit link opens the record with its organisation chosen, even after a reload.
    const row = await page.request.get(`${server.url}/api/v1/branch?size=100`, {
      headers: { authorization: `Bearer ${await token()}` },
    });
    const chennai = (await row.json()).Branches.content.find(
      (b: { branchName: string }) => b.branchName === 'Chennai Office',
    );
    await page.goto(
      `${server.url}/suborganization/suborganization-create-update?id=${chennai.branchId}`,
    );
    await page.getByLabel(/Sub-Organization Name/).waitFor();
    await page.waitForFunction(
      () => document.querySelector('#root_organizationId')?.textContent === 'Acme Foods',
    );
    expect(browser.pageErrors()).toEqual([]);
  });

  it('creates a department in it with a manager found by name', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/department/department-create-update`);
    await page.locator('#root_organizationId').click();
    await page.getByRole('option', { name: 'Acme Foods' }).click();
    await page.getByLabel(/Department Name/).fill('Quality Assurance');
    await page.getByLabel(/Department Description/).fill('Keeps the food safe');
    await page.getByRole('button', { name: 'Create Department' }).click();
    await page.getByText('Please select a valid Manager.').first().waitFor();
    await page.getByPlaceholder('Search by name').fill('Kavita');
    await page.getByRole('checkbox', { name: /Kavita Joshi/ }).check();
    await page.getByRole('button', { name: 'Create Department' }).click();
    await page.waitForURL(/\/department\/department-list/);
    await page.getByRole('cell', { name: 'Quality Assurance', exact: true }).waitFor();
    await page
      .getByRole('cell', { name: /Kavita Joshi/ })
      .first()
      .waitFor();
  });

  it('assigns a department to the new organisation and its sub-organisation, then unassigns it', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/department/department-list`);
    const filter = page.getByRole('combobox', { name: /Organization/ });
    await filter.click();
    await page.getByRole('option', { name: 'Northwind Traders' }).click();
    // Detach Operations from Northwind first, so it is unassigned.
    await page.getByRole('button', { name: 'Unassign Operations Organization' }).click();
    // Issue #23 §3: an unassign asks first.
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Unassign', exact: true })
      .click();
    await page
      .getByRole('button', { name: 'Unassign Operations Organization' })
      .waitFor({ state: 'detached' });
    await filter.click();
    await page.getByRole('option', { name: 'Unassigned Departments' }).click();
    await page.getByRole('button', { name: 'Assign Operations Organization', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Organization' });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.getByText('Please select an organization.').waitFor();
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Acme Foods' }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await filter.click();
    await page.getByRole('option', { name: 'Acme Foods' }).click();
    // The row is in Acme's list once its organisation can be unassigned there.
    await page
      .getByRole('button', { name: 'Unassign Operations Organization', exact: true })
      .waitFor();
    // It still belongs to a Northwind branch: take it out, then into Acme's.
    await page
      .getByRole('button', { name: 'Unassign Operations Sub-Organization', exact: true })
      .click();
    // Issue #23 §3: an unassign asks first.
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Unassign', exact: true })
      .click();
    await page
      .getByRole('button', { name: 'Assign Operations Sub-Organization', exact: true })
      .click();
    const sub = page.getByRole('dialog', { name: 'Assign Sub Organization' });
    await sub.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Chennai Office' }).click();
    await sub.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByRole('cell', { name: /Chennai Office/ }).waitFor();
    await page
      .getByRole('button', { name: 'Unassign Operations Sub-Organization', exact: true })
      .click();
    // Issue #23 §3: an unassign asks first.
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Unassign', exact: true })
      .click();
    await page
      .getByRole('button', { name: 'Assign Operations Sub-Organization', exact: true })
      .waitFor();
    expect(browser.pageErrors()).toEqual([]);
  });

  it('deletes a department after the spec confirmation', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/department/department-list`);
    await page.getByRole('combobox', { name: /Organization/ }).click();
    await page.getByRole('option', { name: 'Acme Foods' }).click();
    await page.getByRole('button', { name: 'Delete Operations' }).click();
    await page
      .getByText(
        'You want to delete this department. This department may contain important information. Deleting this department will remove all the details associated with it.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Delete Department' }).click();
    await page
      .getByRole('cell', { name: 'Operations', exact: true })
      .waitFor({ state: 'detached' });
    expect(browser.cspViolations()).toEqual([]);
  });

  it('creates a role from the privilege tabs, asking for at least one privilege first', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/role/role-create-update`);
    await page.getByLabel(/Role Name/).fill('Auditor');
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.getByText('Please select at least one privilege.').first().waitFor();
    await page.getByRole('tab', { name: /^Role/ }).click();
    await page.getByRole('checkbox', { name: /^GET_ALL_ROLES/ }).check();
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.waitForURL(/\/role\/role-list/);
    await page.getByRole('cell', { name: 'Auditor', exact: true }).waitFor();
    expect(browser.pageErrors()).toEqual([]);
  });
});
