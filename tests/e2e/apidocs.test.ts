/**
 * The API explorer and the CSV import in real Chromium against the real server (demo seed): the
 * SuperAdmin opens Developer › API Documentation, tries an operation under the strict CSP in both
 * themes, then imports employees on the employee list — a bad file shows its cells, a good one is
 * written and its people appear in the list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  openBrowser,
  openedFully,
  openFromMenu,
  signIn,
  waitForRoute,
  type OpenBrowser,
} from '../helpers/browser.ts';
import { ROOT, startServer, type RunningServer } from '../helpers/server.ts';

const ARTIFACTS = path.join(ROOT, 'test-results');
let server: RunningServer;
let browser: OpenBrowser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(page, 'failed-apidocs.png').catch(() => {});
  await browser?.close();
});

async function shot(p: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS, name), fullPage: true });
}

function csvFile(name: string, text: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'charter-import-')), name);
  fs.writeFileSync(file, text);
  return file;
}

describe('the API explorer in Chromium', () => {
  it('is reached from the menu, tries an operation with the session, in both themes', async () => {
    await signIn(page, server.url, server.logins.SuperAdmin);
    await openFromMenu(page, 'Developer', 'API Documentation');
    await waitForRoute(page, '/api-docs');
    await page.getByRole('heading', { name: 'API Documentation' }).waitFor();

    await page.getByRole('button', { name: /^skill/ }).click();
    const list = page.getByText('/api/v1/skill', { exact: true }).first();
    await openedFully(list);
    await list.click();
    const tryIt = page.getByRole('region', { name: 'Try GET /api/v1/skill' });
    await openedFully(tryIt);
    await tryIt.getByRole('button', { name: 'Send request' }).click();
    await tryIt.getByText('Status 200').waitFor();
    expect(await tryIt.getByLabel('Response body').textContent()).toContain('"content"');
    await shot(page, 'api-docs-light.png');
    await page.getByRole('button', { name: 'Toggle light/dark theme' }).click();
    await shot(page, 'api-docs-dark.png');
    expect(browser.cspViolations()).toEqual([]);
    expect(browser.pageErrors()).toEqual([]);
  });
});

describe('importing employees in Chromium', () => {
  it('shows the bad cells of a file, then imports a good one', async () => {
    await signIn(page, server.url, server.logins.SuperAdmin);
    await page.goto(`${server.url}/employee/employee-list`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Employees' });
    const header = 'email,role,firstName,lastName,employeeCode,department\n';

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile('bad.csv', `${header}bad@example.com,Employee,X,Lee,IMPX,Engineering\n`),
      );
    await dialog.getByText('1 problem found in the file; nothing was imported.').waitFor();
    await dialog.getByText('First name must be at least 2 characters').waitFor();
    await shot(page, 'import-problems.png');

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile(
          'good.csv',
          `${header}imported.one@example.com,Employee,Imogen,Porter,IMP100,Engineering\n`,
        ),
      );
    await dialog.getByText('1 row is ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await dialog.getByRole('table', { name: 'New sign-ins' }).waitFor();
    await page.getByText('1 employee imported.').first().waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(browser.cspViolations()).toEqual([]);
  });
});
