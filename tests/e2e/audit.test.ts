// Issue #37 §4 in a real browser: the Audit Log names the department an employee was moved to, as
// a reader who may read departments sees it ("Department: … → Sales"), not its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

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

/** Calls the API with the signed-in page's own token. */
async function api(method: string, path: string) {
  const page = browser.page;
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string,
  );
  const res = await page.request.fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

type Department = { departmentId: number; department: string };
type Employee = { employeeId: number; departments: Department[] };

describe('the Audit Log', () => {
  it('names the department an employee moved to', async () => {
    const departments = (await api('GET', '/department?page=0&size=100')).content as Department[];
    const employee = (
      (await api('GET', '/employee/getAllEmployees?page=0&size=5')).Employees.content as Employee[]
    ).find((e) => e.departments.length)!;
    const from = employee.departments[0]!;
    const to = departments.find((d) => d.departmentId !== from.departmentId)!;
    await api(
      'PATCH',
      `/department/${employee.employeeId}/assignEmployeeToDepartment/${to.departmentId}`,
    );

    const page = browser.page;
    await page.goto(`${server.url}/audit/audit-log?resource=employee`);
    const row = page.locator('tbody tr', {
      hasText: `Department: ${from.department} → ${to.department}`,
    });
    await row.first().waitFor();
    expect(await row.first().textContent()).not.toContain(`→ ${to.departmentId}`);
    expect(browser.pageErrors()).toEqual([]);
  });
});
