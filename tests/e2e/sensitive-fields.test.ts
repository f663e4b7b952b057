// Issue #24 §1 in a real browser: the seeded Manager (FIND_EMPLOYEE_BY_ID, not
// VIEW_SENSITIVE_EMPLOYEE_DATA) opens a report's info page and sees the identity numbers masked and
// the salary 'Hidden'; the SuperAdmin sees them in clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;
let arjun: { employeeId: number; adhaarNumber: string; salary: number };

async function api(path: string, token?: string, body?: object) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

beforeAll(async () => {
  server = await startServer();
  const { token } = await api('/user/login', undefined, server.logins.SuperAdmin);
  const [found] = (await api('/employee/searchEmployee?name=Arjun Mehta', token)) as {
    employeeId: number;
  }[];
  arjun = (await api(`/employee/${found.employeeId}`, token)).Employee.employee;
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const additional = () => browser.page.getByRole('region', { name: 'Additional Details' });

async function openArjun() {
  const { page } = browser;
  await page.goto(`${server.url}/employee-info/Arjun?id=${arjun.employeeId}`);
  await page.getByRole('heading', { name: 'Arjun Mehta' }).waitFor();
  await additional().getByText('Aadhar Number').waitFor();
}

describe('sensitive fields on the info page', () => {
  it('are masked for the seeded Manager, the same way as on the API', async () => {
    expect(arjun.adhaarNumber).toMatch(/^\d{12}$/);
    await signIn(browser.page, server.url, server.logins.Manager!);
    await openArjun();
    const text = (await additional().textContent()) ?? '';
    expect(text).toContain(`********${arjun.adhaarNumber.slice(-4)}`);
    expect(text).not.toContain(arjun.adhaarNumber);
    expect(text).toContain('Hidden');
    expect(text).not.toContain('Add Salary');
    expect(browser.pageErrors()).toEqual([]);
  });

  it('are in clear for the SuperAdmin', async () => {
    await browser.page.evaluate(() => localStorage.clear());
    await signIn(browser.page, server.url, server.logins.SuperAdmin);
    await openArjun();
    const text = (await additional().textContent()) ?? '';
    expect(text).toContain(arjun.adhaarNumber);
    expect(text).toContain(arjun.salary.toLocaleString('en-US'));
  });
});
