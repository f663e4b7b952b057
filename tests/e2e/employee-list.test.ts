// The employee list in a real browser on the seeded demo company (spec part 1 §2): paging, the sort
// select, the department filter, the department modal, the csv export and delete.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { loadedWidth, TINY_PNG_BASE64 } from '../helpers/images.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
type Employee = { employeeId: number; firstName: string | null; lastName: string | null };
type Department = { departmentId: number; department: string };

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
async function api(method: string, path: string, data?: object) {
  const page = browser.page;
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string,
  );
  const res = await page.request.fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? undefined : await res.json();
}

const names = async () => {
  const page = browser.page;
  await page.getByRole('row').nth(5).waitFor();
  return page.locator('tbody tr td:nth-child(2)').allTextContents();
};
const fullName = (e: Employee) => [e.firstName, e.lastName].filter(Boolean).join(' ');

async function choose(select: string, option: string) {
  await browser.page.getByRole('combobox', { name: select }).click();
  await browser.page.getByRole('option', { name: option, exact: true }).click();
}

describe('the employee list', () => {
  it('pages five at a time and sorts as the server does', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/employee/employee-list`);
    await page.getByText('Home').first().waitFor();
    const first = await names();
    expect(first).toHaveLength(5);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of').waitFor();
    // The pager moves on the click; react-admin keeps page 1's rows on screen until page 2 arrives.
    await expect.poll(names).not.toEqual(first);
    const second = await names();
    expect(second.some((n) => first.includes(n))).toBe(false);

    await choose('Sort By', 'Alphabetically');
    await page.getByText('Page 1 of').waitFor();
    const byName = (await api('GET', '/employee/getAllEmployees?size=5&sortBy=Name')).Employees;
    await expect.poll(names).toEqual(byName.content.map(fullName));
    const pages = byName.totalPages as number;
    for (let p = 1; p < pages; p++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page ${pages} of ${pages}`).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it('filters by a department', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/employee/employee-list`);
    const departments = (await api('GET', '/department?size=100')).content as Department[];
    const engineering = departments.find((d) => d.department === 'Engineering')!;
    const query = `size=5&sortBy=createdAt`;
    const members = (await api('GET', `/department/${engineering.departmentId}?${query}`))
      .Employees;
    await choose('Sort By', 'Creation Date');
    await choose('Department', 'Engineering');
    await expect.poll(names).toEqual(members.content.map(fullName));
    await choose('Department', 'All Employees');
    await page.getByText(/^Page 1 of/).waitFor();
    await expect.poll(async () => (await names()).length).toBe(5);
  });

  it('assigns and unassigns a department through the modal, and exports every row', async () => {
    const page = browser.page;
    const org = (await api('GET', '/organization')).content[0].organizationId;
    const sales = ((await api('GET', '/department?size=100')).content as Department[]).find(
      (d) => d.department === 'Sales',
    )!;
    const { newUser } = await api('POST', `/user/addNewUser/${org}`, {
      email: 'zed.tester@northwind.example',
      password: 'Zed@Tester1',
      role: 'Employee',
    });
    await api('POST', `/employee/${newUser.employeeId}`, {
      firstName: 'Zed',
      lastName: 'Tester',
      employeeCode: 'ZT1',
      departmentId: sales.departmentId,
      designationList: [],
      skillList: [],
    });
    await page.goto(`${server.url}/employee/employee-list`);
    await choose('Sort By', 'Creation Date');
    await page.getByRole('link', { name: 'Zed Tester' }).waitFor();

    await page.getByRole('button', { name: 'Unassign Zed Tester Department' }).click();
    // Issue #23 §3: an unassign asks first.
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Unassign', exact: true })
      .click();
    await page.getByRole('button', { name: 'Assign Zed Tester Department' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Department' });
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Engineering' }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByRole('button', { name: 'Unassign Zed Tester Department' }).waitFor();
    const zed = (await api('GET', `/employee/${newUser.employeeId}`)).Employee.employee;
    expect(zed.departments.map((d: { department: string }) => d.department)).toEqual([
      'Engineering',
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Employee.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    const total = (await api('GET', '/employee/getAllEmployees?size=5')).Employees.totalElements;
    expect(total).toBeGreaterThan(5);
    expect(csv).toHaveLength(total + 1);
    expect(csv[0]).toBe('\uFEFFEmployee Name,Employee Email,Employee Code,Department');
    expect(csv[1]).toBe('Zed Tester,zed.tester@northwind.example,ZT1,Engineering');
    expect(browser.pageErrors()).toEqual([]);
  });

  it('shows an uploaded photo as the avatar, an <img> the browser loads by itself', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/employee/employee-list`);
    // Whoever the list shows first (the sort is remembered from the tests before) gets a photo.
    const link = page.locator('tbody tr').first().getByRole('link');
    const name = (await link.textContent())!;
    const employeeId = new URL((await link.getAttribute('href'))!, server.url).searchParams.get(
      'id',
    );
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string,
    );
    const upload = await page.request.post(
      `${server.url}/api/v1/employee/${employeeId}/uploadImage`,
      {
        headers: { authorization: `Bearer ${token}` },
        multipart: {
          file: {
            name: 'avatar.png',
            mimeType: 'image/png',
            buffer: Buffer.from(TINY_PNG_BASE64, 'base64'),
          },
        },
      },
    );
    expect(upload.status(), await upload.text()).toBeLessThan(300);
    await page.reload();
    // Issue #23 §1: a signed link, loaded with no token; not the initials.
    const avatar = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .getByRole('img', { name: 'Avatar' });
    expect(await avatar.getAttribute('src')).toMatch(
      new RegExp(`^/api/v1/employee/${employeeId}/photo\\?v=[0-9a-f]+&exp=\\d+&sig=`),
    );
    expect(await loadedWidth(avatar)).toBeGreaterThan(0);
    expect(browser.cspViolations()).toEqual([]);
    expect(browser.pageErrors()).toEqual([]);
  });

  it('deletes an unfinished employee after confirming', async () => {
    const page = browser.page;
    const org = (await api('GET', '/organization')).content[0].organizationId;
    const { newUser } = await api('POST', `/user/addNewUser/${org}`, {
      email: 'half.done@northwind.example',
      password: 'Half@Done1',
      role: 'Employee',
    });
    await page.goto(`${server.url}/employee/employee-list`);
    await choose('Sort By', 'Creation Date');
    const row = page.getByRole('row').filter({ hasText: 'half.done@northwind.example' });
    await row.getByText('Incomplete').waitFor();
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText('You want to delete this selected employee from the records.').waitFor();
    await dialog.getByRole('button', { name: 'Delete Employee' }).click();
    await row.waitFor({ state: 'detached' });
    const all = (await api('GET', '/employee/getAllEmployees?size=100')).Employees.content;
    expect(all.some((e: Employee) => e.employeeId === newUser.employeeId)).toBe(false);
    expect(browser.pageErrors()).toEqual([]);
  });
});
