// The relations chain (#22 "Proven by") in Chromium, on the built console and server with the
// fixture tests/fixtures/relations/project added to schemas/ (tests/helpers/fixtureApp.ts), as
// schemas/README.md's walkthrough builds it: the SuperAdmin creates a project with an owner and two
// members picked through the search box, sees the list by names, filters it by a member ("has any
// of"), meets the date rule before anything is sent, finds the project on a member's page; then the
// same list and form on a 390×844 phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, signIn, type OpenBrowser } from '../helpers/browser.ts';
import { buildWithFixture } from '../helpers/fixtureApp.ts';
import { expectPhoneFit } from '../helpers/phone.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const RULE = 'End Date must not be before Start Date';
type Person = { id: number; name: string };

let server: RunningServer;
let browser: OpenBrowser;
let token: string;
let owner: Person;
let members: Person[];
let outsider: Person;

const api = async (method: string, path: string, body?: object) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

beforeAll(async () => {
  const build = await buildWithFixture('tests/fixtures/relations');
  console.info(`the console and server with the fixture: ${build.seconds.toFixed(1)} s to build`);
  server = await startServer({}, { root: build.root });
  const login = await fetch(`${server.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.logins.SuperAdmin),
  });
  token = (await login.json()).token;
  // Four demo employees whose names no other demo employee's name contains.
  const q = encodeURIComponent(JSON.stringify({ q: '' }));
  const people = (await api('GET', `/names/employee?filter=${q}&range=[0,99]`)) as Person[];
  const distinct = people.filter(
    (p) =>
      !people.some((o) => o.id !== p.id && o.name.toLowerCase().includes(p.name.toLowerCase())),
  );
  [owner, outsider, ...members] = distinct.slice(0, 4);
  expect(members).toHaveLength(2);
  // A project the member filter must leave out.
  await api('POST', '/project', { name: 'Gemini E2E', memberIds: [outsider.id] });
  browser = await openBrowser();
  await signIn(browser.page, server.url, server.logins.SuperAdmin);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Types a name into a search box and picks it from the server's answer to what was typed: the
 * options shown before it answered (the first page of everyone) are not the ones clicked.
 */
async function pick(page: Page, box: Locator, name: string, tap = false) {
  await (tap ? box.tap() : box.click());
  await box.fill(name);
  const listbox = page.getByRole('listbox');
  await expect
    .poll(async () => {
      const shown = await listbox.getByRole('option').allTextContents();
      return shown.length > 0 && shown.every((o) => o.toLowerCase().includes(name.toLowerCase()));
    })
    .toBe(true);
  const option = listbox.getByRole('option', { name, exact: true });
  await (tap ? option.tap() : option.click());
}

/** A chosen member's chip (MUI's Chip is a button named by its label). */
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function openCreate(page: Page) {
  await page.goto(`${server.url}/project/create`);
  await page.getByRole('heading', { name: 'Create Project' }).waitFor();
}

describe('a project with an owner and members, end to end', () => {
  it('creates it with the search box, after the date rule is met, and lists it by names', async () => {
    const page = browser.page;
    await openCreate(page);
    // The schema's default, by its label.
    await expect
      .poll(() => page.getByRole('combobox', { name: /Status/ }).textContent())
      .toContain('Planned');
    await page.getByLabel(/Project Name/).fill('Apollo E2E');
    await pick(page, page.getByRole('combobox', { name: 'Owner' }), owner.name);
    const box = page.getByRole('combobox', { name: 'Members' });
    for (const m of members) await pick(page, box, m.name);
    for (const m of members) await chip(page, m.name).waitFor();
    await page.getByLabel(/Start Date/).fill('2026-05-10');
    await page.getByLabel(/End Date/).fill('2026-05-01');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(RULE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/project/create');
    expect(await api('GET', `/project?filter=${encodeURIComponent('{"q":"Apollo"}')}`)).toEqual([]);

    await page.getByLabel(/End Date/).fill('2026-06-30');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/project');
    const row = page.getByRole('row').filter({ hasText: 'Apollo E2E' });
    for (const name of [owner.name, ...members.map((m) => m.name)])
      await row.getByText(name, { exact: true }).first().waitFor();
    await row.getByText('Planned', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Gemini E2E' }).waitFor();
    expect(browser.pageErrors()).toEqual([]);
  });

  it('filters the list by "has any of" a member picked in the search box', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/project`);
    await page.getByRole('row').filter({ hasText: 'Gemini E2E' }).waitFor();
    await pick(page, page.getByRole('combobox', { name: 'Members' }), members[0].name);
    await page.getByRole('row').filter({ hasText: 'Gemini E2E' }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Apollo E2E' }).waitFor();
    await page.waitForURL((url) =>
      (url.searchParams.get('filter') ?? '').includes(`"memberIds":[${members[0].id}]`),
    );
  });

  it("lists the project on a member's page, a link to the project's show page", async () => {
    const page = browser.page;
    const first = members[1].name.split(' ')[0];
    await page.goto(`${server.url}/employee-info/${encodeURIComponent(first)}?id=${members[1].id}`);
    const section = page.getByRole('region', { name: 'Projects' });
    const link = section.getByRole('link', { name: 'Apollo E2E', exact: true });
    await link.click();
    await page.waitForURL(/\/project\/\d+\/show$/);
    await page.getByText(owner.name, { exact: true }).first().waitFor();
    for (const m of members) await page.getByText(m.name, { exact: true }).first().waitFor();
  });
});

describe('the same list and form on a phone', () => {
  let phone: OpenBrowser;
  beforeAll(async () => {
    phone = await openBrowser({ phone: true });
    await signIn(phone.page, server.url, server.logins.SuperAdmin);
  }, 120_000);
  afterAll(() => phone?.close());

  it('shows the list as cards by names, and fits', async () => {
    const page = phone.page;
    await page.goto(`${server.url}/project`);
    const card = page.getByRole('main').getByText('Apollo E2E', { exact: true });
    await card.waitFor();
    for (const m of members) await page.getByText(m.name, { exact: true }).first().waitFor();
    await expectPhoneFit(page, 'project list');
  });

  it('picks members with the search box by touch, and the form fits', async () => {
    const page = phone.page;
    await openCreate(page);
    const box = page.getByRole('combobox', { name: 'Members' });
    for (const m of members) await pick(page, box, m.name, true);
    for (const m of members) await chip(page, m.name).waitFor();
    // The popup closed, so only the form is measured.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expectPhoneFit(page, 'project form with two members');
  });
});
