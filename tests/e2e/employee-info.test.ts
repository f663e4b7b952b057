// Issue 4 in a real browser: the employee list's link target, /employee-info/<name>?id=<id>, shows a
// seeded employee's four sections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: OpenBrowser;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  await signIn(browser.page, server.url, server.logins.SuperAdmin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the employee info page', () => {
  it("shows a seeded employee's four sections by id", async () => {
    const { page } = browser;
    const found = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string;
      const response = await fetch('/api/v1/employee/searchEmployee?name=Arjun', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { employeeId: number; lastName: string }[];
    });
    const arjun = found.find((e) => e.lastName === 'Mehta')!;
    await page.goto(`${server.url}/employee-info/Arjun?id=${arjun.employeeId}`);
    await page.getByRole('heading', { name: 'Arjun Mehta' }).waitFor();
    for (const name of [
      'Personal Details',
      'Additional Details',
      'Address Details',
      'Bank Account Details',
    ]) {
      await page.getByRole('region', { name }).waitFor();
    }
    const personal = page.getByRole('region', { name: 'Personal Details' });
    expect(await personal.textContent()).toContain('arjun.mehta@northwind.example');
    expect(await page.getByRole('region', { name: 'Additional Details' }).textContent()).toContain(
      'Engineering',
    );
    expect(browser.pageErrors()).toEqual([]);
  });

  it("says 'No employee found' for a name nobody has", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/employee-info/Zzyzx`);
    await page.getByText('No employee found').waitFor();
  });
});
