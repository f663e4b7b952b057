// Issue 4 in a real browser: the employee list's link target, /employee-info/<name>?id=<id>, shows a
// seeded employee's four sections, and the uploaded photo (issue 23: a signed link an <img> loads).
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

  it('shows the uploaded photo, which the <img> loads through its signed link', async () => {
    const { page } = browser;
    const employeeId = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('AccessToken') ?? 'null') as string;
      const headers = { Authorization: `Bearer ${token}` };
      const found = (await (
        await fetch('/api/v1/employee/searchEmployee?name=Arjun', { headers })
      ).json()) as { employeeId: number; lastName: string }[];
      const id = found.find((e) => e.lastName === 'Mehta')!.employeeId;
      // A 1×1 PNG, uploaded as the wizard does.
      const png = Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      );
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'arjun.png');
      const upload = await fetch(`/api/v1/employee/${id}/uploadImage`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (!upload.ok) throw new Error(`upload: ${upload.status}`);
      return id;
    });
    await page.goto(`${server.url}/employee-info/Arjun?id=${employeeId}`);
    const photo = page.getByRole('img', { name: 'Photo of Arjun Mehta' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(
      new RegExp(`^/api/v1/employee/${employeeId}/photo\\?v=[0-9a-f]+&exp=\\d+&sig=`),
    );
    // Loaded by the browser itself, with no token: a 1×1 picture, not the initials.
    await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('img[alt="Photo of Arjun Mehta"]');
        return Boolean(img?.complete && img.naturalWidth === 1);
      },
      undefined,
      { timeout: 10_000 },
    );
    expect(browser.cspViolations()).toEqual([]);
    expect(browser.pageErrors()).toEqual([]);
  });

  it("says 'No employee found' for a name nobody has", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/employee-info/Zzyzx`);
    await page.getByText('No employee found').waitFor();
  });
});
