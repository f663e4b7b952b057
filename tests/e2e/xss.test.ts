// Stored XSS sweep (issue #9, security.md case 16) in Debian's Chromium: payloads are stored through
// the API in every free-text field whose validation lets them through (names with letter-only rules
// refuse them: see the report), then every list, form, info page, History panel, dialog and the
// Audit Log that shows them is opened. Nothing may run (`window.__xss` stays undefined, no alert,
// no CSP report of a blocked inline handler), no element may be built from the markup, and each
// payload must be on screen as text (or as an input's value), so a blank page cannot pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { startServer, type Login, type RunningServer } from '../helpers/server.ts';

const P = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  js: 'javascript:window.__xss=1',
};
const ALL = Object.values(P);
const NOTE = 'Xss Note';

let server: RunningServer;
let browser: OpenBrowser;
const dialogs: string[] = [];
const ids: Record<string, number> = {};

type Session = { token: string; userId: number; employeeId: number };
async function login({ email, password }: Login): Promise<Session> {
  const res = await fetch(`${server.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  return { token: body.token, ...body.loginUser };
}

/** One API call that must succeed; answers the body. */
async function store(who: Session, method: string, path: string, body?: object | FormData) {
  const form = body instanceof FormData;
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(form || !body ? {} : { 'content-type': 'application/json' }),
    },
    body: form ? body : body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} refused (${res.status}): ${text}`);
  return text ? JSON.parse(text) : {};
}

/** The first number found under `key` anywhere in a response body. */
function idIn(body: unknown, key: string): number {
  const seen = [body];
  while (seen.length) {
    const item = seen.pop();
    if (!item || typeof item !== 'object') continue;
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'number') return value;
    seen.push(...Object.values(item));
  }
  throw new Error(`no ${key} in ${JSON.stringify(body).slice(0, 300)}`);
}

async function seedPayloads() {
  const admin = await login(server.logins.SuperAdmin);
  const worker = await login(server.logins.Employee!);
  const manager = await login(server.logins.Manager!);
  for (const kind of ['organization', 'branch', 'department', 'employee'])
    await store(admin, 'POST', `/${kind}Attribute`, { attributeKey: NOTE });

  const org = new FormData();
  const organization = { organizationName: 'Xss Holdings', organizationDescription: P.img };
  org.append(
    'organizationData',
    JSON.stringify({ ...organization, attributes: { [NOTE]: P.svg } }),
  );
  ids.org = idIn(await store(admin, 'POST', '/organization', org), 'organizationId');
  const branch = {
    branchName: 'Xss Branch',
    organizationId: ids.org,
    attributes: { [NOTE]: P.js },
  };
  ids.branch = idIn(await store(admin, 'POST', '/branch', branch), 'branchId');
  const department = {
    department: 'Xss Department',
    description: P.script,
    managerId: manager.employeeId,
    organizationId: ids.org,
    attributes: { [NOTE]: P.img },
  };
  ids.department = idIn(await store(admin, 'POST', '/department', department), 'departmentId');
  for (const [i, text] of ALL.entries()) {
    ids[`skill${i}`] = idIn(await store(admin, 'POST', '/skill', { skill: text }), 'skillId');
    await store(admin, 'POST', '/designation', { designation: text });
  }
  ids.employee = worker.employeeId;
  await store(admin, 'PATCH', `/employee/updateEmployeeDetails/${worker.employeeId}`, {
    position: P.svg,
    attributes: { [NOTE]: P.script },
  });
  await store(admin, 'POST', `/account/${worker.employeeId}/AddBankAccount`, {
    bankName: P.js,
    accountNumber: '123456789012',
    ifsc: 'UTIB0000123',
    branch: P.img,
  });
  await store(worker, 'POST', `/leave/${worker.employeeId}/leaveRequest`, {
    leaveType: 'SICK',
    startDate: '2031-03-03',
    endDate: '2031-03-03',
    numberOfDays: 1,
    reason: P.svg,
  });
  await store(
    manager,
    'POST',
    `/performance?employeeId=${worker.employeeId}&reviewerId=${manager.userId}`,
    { rating: 'GOOD', comment: P.script },
  );
}

beforeAll(async () => {
  server = await startServer();
  await seedPayloads();
  browser = await openBrowser();
  browser.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(browser.page, server.url, server.logins.SuperAdmin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Texts on screen plus every input's value. */
const screenText = (page: Page) =>
  page.evaluate(
    `(() => document.body.innerText + '\\n' + [...document.querySelectorAll('input, textarea')].map((e) => e.value).join('\\n'))()`,
  ) as Promise<string>;

/** Nothing ran and nothing was built from the markup. */
async function expectInert(page: Page, where: string) {
  const found = (await page.evaluate(`(() => ({
    xss: window.__xss,
    built: document.querySelectorAll('img[src="x"], svg[onload], [onerror], a[href^="javascript:"]').length,
    scripts: [...document.scripts].filter((s) => s.textContent.includes('__xss')).length,
  }))()`)) as { xss?: unknown; built: number; scripts: number };
  expect(found, where).toEqual({ built: 0, scripts: 0 });
  expect(dialogs, where).toEqual([]);
  expect(browser.cspViolations(), where).toEqual([]);
}

const seen = new Set<string>();
/** Opens `path`, waits until each of `expected` is on screen, then checks nothing ran. */
async function visit(path: string, expected: string[], act?: (page: Page) => Promise<void>) {
  const page = browser.page;
  await page.goto(`${server.url}${path}`);
  await act?.(page);
  await expect
    .poll(
      async () => {
        const text = await screenText(page);
        return expected.filter((p) => !text.includes(p));
      },
      { timeout: 15_000, message: `${path} should show ${expected.join(' | ')}` },
    )
    .toEqual([]);
  expected.forEach((p) => seen.add(p));
  await expectInert(page, path);
}

const openHistory = async (page: Page) => {
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('list', { name: 'History entries' }).waitFor();
};

describe('stored XSS', () => {
  it('shows payloads as text on every list, form and info page', async () => {
    await visit('/organization/organization-list', [P.img]);
    await visit(`/organization/organization-create-update?id=${ids.org}`, [P.img, P.svg]);
    await visit(`/suborganization/suborganization-create-update?id=${ids.branch}`, [P.js]);
    await visit(`/department/department-list?organizationId=${ids.org}`, [P.script]);
    await visit(`/department/department-create-update?id=${ids.department}`, [P.script, P.img]);
    await visit('/skill?perPage=100', ALL);
    await visit('/designation?perPage=100', ALL);
    await visit(`/skill/${ids.skill1}`, [P.script]);
    await visit('/employee/employee-list', []);
    await visit(`/employee-info/x?id=${ids.employee}`, [P.svg]);
    await visit(`/employee/employee-create-update?id=${ids.employee}`, [P.svg, P.script]);
    await visit(`/employee/employee-create-update?id=${ids.employee}`, [P.js, P.img], (page) =>
      page.getByRole('button', { name: 'Update Additional Details' }).click(),
    );
    await visit('/performance/all-reviews', [P.script]);
    await visit('/leave/Requested-leaves-list', [P.svg]);
    await visit(`/leave-info/${ids.employee}`, [P.svg]);
  });

  it('shows them as text in the Audit Log and the History panels', async () => {
    await visit('/audit/audit-log?resource=skill', ALL);
    await visit('/audit/audit-log?resource=account', [P.js, P.img]);
    await visit(
      `/department/department-create-update?id=${ids.department}`,
      [P.script],
      openHistory,
    );
    await visit(`/employee/employee-create-update?id=${ids.employee}`, [P.svg], openHistory);
  });

  it('keeps them inert in confirm dialogs, assign modals and toasts', async () => {
    const page = browser.page;
    await visit('/leave/Requested-leaves-list', [P.svg], async () => {
      await page.getByRole('button', { name: 'Decline' }).first().click();
      await page.getByRole('dialog').waitFor();
    });
    await page.getByRole('button', { name: /cancel/i }).click();
    await visit(`/department/department-list?organizationId=${ids.org}`, [P.script], async () => {
      await page
        .getByRole('button', { name: /^Assign / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    });
    await page.keyboard.press('Escape');
    await visit('/skill?perPage=100', ALL, async () => {
      await page
        .getByRole('button', { name: /delete/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    });
    await page.getByRole('button', { name: /cancel/i }).click();
    // A save echoes a toast; a duplicate is refused with the server's message.
    await visit(`/skill/${ids.skill0}`, [P.img], async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Skill updated').waitFor();
    });
    await visit('/skill/create', [P.svg], async () => {
      await page.getByLabel(/Skill/).fill(P.svg);
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('alert').first().waitFor();
    });
    expect([...seen].sort()).toEqual([...ALL].sort());
    expect(browser.pageErrors()).toEqual([]);
    // Control, last (it leaves a CSP report behind): markup that reaches the DOM is caught.
    await page.evaluate(`document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(P.img)})`);
    await expect(expectInert(page, 'control')).rejects.toThrow();
  });
});
