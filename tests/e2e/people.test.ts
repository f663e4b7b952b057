// Issue #37 ("what users see") in a real browser on the seeded demo company: finding a person in
// the employee list (desktop and a 390 px phone), the Employee Code column, real names and
// addresses in the wizard, the organisation form's help under Logo, and the department form's
// manager search and its message.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { expectPhoneFit } from '../helpers/phone.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
type Employee = {
  employeeId: number;
  firstName: string | null;
  lastName: string | null;
  employeeCode: string | null;
};

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  await signIn(browser.page, server.url, server.logins.SuperAdmin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Calls the API with the signed-in page's own token. */
async function api(page: Page, method: string, path: string, data?: object) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string,
  );
  const res = await page.request.fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

const fullName = (e: Employee) => [e.firstName, e.lastName].filter(Boolean).join(' ');
const rowNames = (page: Page) => page.locator('tbody tr td:nth-child(2)').allTextContents();

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('finding a person in the employee list', () => {
  it('finds Priya by name, e-mail or code, showing her code under Employee Code', async () => {
    const page = browser.page;
    const [priya] = (await api(page, 'GET', '/employee/searchEmployee?name=Priya')) as Employee[];
    const { employeeCode } = (await api(page, 'GET', `/employee/${priya.employeeId}`)).Employee
      .employee as Employee;
    expect(employeeCode).toMatch(/^NW\d+$/);
    await page.goto(`${server.url}/employee/employee-list`);
    await page.getByText(/^Page 1 of/).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });
    for (const text of ['priya sh', 'PRIYA.SHARMA@', employeeCode!.toLowerCase()]) {
      await search.fill(text);
      await expect.poll(() => rowNames(page)).toEqual(['Priya Sharma']);
      await page.getByText('Page 1 of 1', { exact: true }).waitFor();
    }
    const row = page.getByRole('row', { name: /Priya Sharma/ });
    expect(await row.locator('td:nth-child(4)').textContent()).toBe(employeeCode);
    expect(browser.pageErrors()).toEqual([]);
  });

  it('keeps five a page and the sort while searching', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/employee/employee-list`);
    await page.getByText(/^Page 1 of/).waitFor();
    await choose(page, 'Sort By', 'Alphabetically');
    await page.getByRole('searchbox', { name: 'Search' }).fill('a');
    const pages = (await api(page, 'GET', '/employee/getAllEmployees?size=5&sortBy=Name&search=a'))
      .totalPages as number;
    expect(pages).toBeGreaterThan(1);
    for (let p = 0; p < 2; p++) {
      const { content } = (
        await api(page, 'GET', `/employee/getAllEmployees?page=${p}&size=5&sortBy=Name&search=a`)
      ).Employees;
      await page.getByText(`Page ${p + 1} of ${pages}`, { exact: true }).waitFor();
      await expect.poll(() => rowNames(page)).toEqual(content.map(fullName));
      if (p === 0) await page.getByRole('button', { name: 'Next' }).click();
    }
  });

  it('searches within a department', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/employee/employee-list`);
    // The list keeps its last search, sort and page (react-admin's remembered list parameters).
    await page.getByText(/^Page \d+ of/).waitFor();
    await choose(page, 'Department', 'Engineering');
    await page.getByRole('searchbox', { name: 'Search' }).fill('arjun');
    await expect.poll(() => rowNames(page)).toEqual(['Arjun Mehta']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('priya.sharma');
    // Priya runs Engineering and works in it.
    await expect.poll(() => rowNames(page)).toEqual(['Priya Sharma']);
  });

  it('finds a person on a 390 px phone, with nothing wider than the screen', async () => {
    const phone = await openBrowser({ phone: true });
    try {
      const page = phone.page;
      await signIn(page, server.url, server.logins.SuperAdmin);
      await page.goto(`${server.url}/employee/employee-list`);
      await page.getByText(/^Page 1 of/).waitFor();
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.tap();
      await search.fill('Arjun');
      const names = page.getByRole('main').locator('a[href*="/employee-info/"]');
      await expect.poll(() => names.allTextContents()).toEqual(['Arjun Mehta']);
      const box = (await search.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await expectPhoneFit(page, 'the employee list, searched');
      expect(phone.pageErrors()).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('real names and addresses', () => {
  it("saves \"D'Souza\" and 'Flat 4/2' through the wizard", async () => {
    const page = browser.page;
    const org = (await api(page, 'GET', '/organization')).content[0].organizationId;
    const departments = (await api(page, 'GET', '/department?size=100')).content as {
      departmentId: number;
      department: string;
    }[];
    const sales = departments.find((d) => d.department === 'Sales')!;
    const { newUser } = await api(page, 'POST', `/user/addNewUser/${org}`, {
      email: 'mary.dsouza@northwind.example',
      password: 'Mary@Dsouza1',
      role: 'Employee',
    });
    const id = newUser.employeeId as number;
    await api(page, 'POST', `/employee/${id}`, {
      firstName: 'Mary',
      lastName: 'Souza',
      employeeCode: 'NW950',
      departmentId: sales.departmentId,
      designationList: [],
      skillList: [],
    });
    await page.goto(`${server.url}/employee/employee-create-update?id=${id}`);
    await page.getByRole('heading', { name: 'Edit Employee' }).waitFor();
    await page.getByLabel(/^First Name/).fill('Mary-Jane');
    await page.getByLabel(/^Last Name/).fill("D'Souza");
    await page.getByLabel(/^Last Name/).blur();
    expect(await page.getByText('Last name should contain only letters').count()).toBe(0);
    await page.getByRole('button', { name: 'Update Additional Details' }).click();
    await page.getByRole('heading', { name: 'Emergency Contact Details' }).waitFor();

    await page.getByRole('combobox', { name: /^Address Type/ }).click();
    await page.getByRole('option', { name: 'Permanent', exact: true }).click();
    await page.getByLabel(/^Property Number/).fill('Flat 4/2');
    await page.getByLabel(/^City/).fill('Chennai');
    await page.getByLabel(/^Zip Code/).fill('600001');
    await page.getByLabel(/^State/).fill('Kerala');
    await page.getByLabel(/^Country/).fill('India');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page
      .getByRole('list', { name: 'Saved addresses' })
      .getByText('Flat 4/2, Chennai, 600001')
      .waitFor();

    const e = (await api(page, 'GET', `/employee/${id}`)).Employee.employee;
    expect(e).toMatchObject({ firstName: 'Mary-Jane', lastName: "D'Souza" });
    expect(e.addresses).toMatchObject([{ propertyNumber: 'Flat 4/2' }]);
    // The spec's words still answer a digit.
    await page.goto(`${server.url}/employee/employee-create-update?id=${id}`);
    await page.getByRole('heading', { name: 'Edit Employee' }).waitFor();
    await page.getByLabel(/^Last Name/).fill("D'Souza2");
    await page.getByLabel(/^Last Name/).blur();
    await page.getByText('Last name should contain only letters').waitFor();
    expect(browser.pageErrors()).toEqual([]);
  });
});

describe('what forms say', () => {
  it('says what a logo may be under Logo, and no developer note', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/organization/organization-create-update`);
    await page.getByLabel(/Organization Name/).waitFor();
    await page.getByText('JPEG or PNG, up to 5 MB', { exact: true }).waitFor();
    expect(await page.getByText(/URL of the stored logo|computed from/).count()).toBe(0);
    expect(await page.getByText(/Custom fields: attribute key/).count()).toBe(0);
  });

  it("shows 'Please select a valid Manager.' only for a submit without one, until one is picked", async () => {
    const page = browser.page;
    const message = page.getByText('Please select a valid Manager.');
    await page.goto(`${server.url}/department/department-create-update`);
    await page.getByLabel(/Department Name/).fill('Research');
    await page.getByLabel(/Department Description/).fill('Finds new things');
    const search = page.getByLabel(/Department Manager/);
    await search.fill('Arj');
    await page.getByRole('checkbox', { name: 'Arjun Mehta' }).waitFor();
    expect(await message.count()).toBe(0);
    await search.fill('');
    await page.getByRole('button', { name: 'Create Department' }).click();
    await message.waitFor();

    await search.fill('Pri');
    await message.waitFor({ state: 'detached' });
    // No result of an earlier name under the new one.
    expect(await page.getByRole('checkbox', { name: 'Arjun Mehta' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Priya Sharma' }).check();
    expect(await message.count()).toBe(0);
    expect(await search.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Create Department' }).click();
    await page.waitForURL(/\/department\/department-list/);
    const created = (
      (await api(page, 'GET', '/department?size=100')).content as {
        department: string;
        managerFirstName: string;
      }[]
    ).find((d) => d.department === 'Research');
    expect(created?.managerFirstName).toBe('Priya');
    expect(browser.pageErrors()).toEqual([]);
  });
});
