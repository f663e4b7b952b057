// Issue #21 §1 on a 390×844 touch phone in Chromium: an employee signs in, clocks in and out with a
// tap each, applies for leave and reads the leave lists; their manager approves from the phone; an
// admin reads the employee list and opens every drawer group. On every screen the page is no wider
// than the phone, the app bar's menu, theme and profile buttons are on screen and every target of
// the app bar and the main area is at least 44×44 px. Layout problems are soft assertions, so one
// run lists every screen that does not fit while the journey itself goes on.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsSettled,
  openBrowser,
  signIn,
  waitForRoute,
  type OpenBrowser,
} from '../helpers/browser.ts';
import {
  expectPhoneFit,
  expectSignedOutPhoneFit,
  sidewaysScroll,
  tooSmall,
} from '../helpers/phone.ts';
import { startServer, type Role, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let phone: OpenBrowser;

/** About 30 m from the seeded Bengaluru office, inside its fence. */
const AT_DESK = { latitude: 12.9354, longitude: 77.6246 };
const REASON = 'Cousin’s wedding in Pune (phone e2e).';

beforeAll(async () => {
  server = await startServer();
  phone = await openBrowser({ phone: true });
  await phone.context.grantPermissions(['geolocation'], { origin: server.url });
  await phone.context.setGeolocation({ ...AT_DESK, accuracy: 10 });
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

async function signInAs(role: Role) {
  await phone.page.evaluate(() => localStorage.clear()).catch(() => undefined);
  const login = server.logins[role];
  if (!login) throw new Error(`the server printed no ${role} login`);
  await signIn(phone.page, server.url, login);
}

/** A screen the user opened has drawn its heading. */
async function openScreen(page: Page, route: string, heading: string | RegExp) {
  await page.goto(`${server.url}${route}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** An open dialog fits the phone and its buttons are large enough. */
async function expectDialogFits(page: Page, screen: string) {
  await animationsSettled(page);
  const problems = [...(await sidewaysScroll(page)), ...(await tooSmall(page, '[role="dialog"]'))];
  const box = await page.getByRole('dialog').boundingBox();
  const { innerWidth } = await page.evaluate(() => ({ innerWidth: window.innerWidth }));
  if (!box || box.x < 0 || box.x + box.width > innerWidth + 0.5)
    problems.push(`the dialog is not inside the ${innerWidth} px screen: ${JSON.stringify(box)}`);
  expect.soft(problems, `${screen} on a phone:\n  ${problems.join('\n  ')}`).toEqual([]);
}

describe('self-service on a 390 px phone', () => {
  it('signs the employee in from a sign-in screen that fits the phone', async () => {
    const { page } = phone;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expectSignedOutPhoneFit(page, 'the sign-in screen');

    const login = server.logins.Employee!;
    await page.getByLabel('Email Address').fill(login.email);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: 'Login', exact: true }).tap();
    await waitForRoute(page, '/');
    await page.getByRole('heading', { name: 'Welcome, Arjun Mehta', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Attendance' }).getByText('Yet to Check-in').waitFor();
    await expectPhoneFit(page, 'the dashboard');
    expect(phone.pageErrors()).toEqual([]);
  });

  it('clocks in with one tap while the location is fresh, and out after a confirmation', async () => {
    const { page } = phone;
    const card = page.getByRole('region', { name: 'Attendance' });
    await card.getByText('Yet to Check-in').waitFor();
    // Full-width actions: each spans the card but for its padding.
    const cardBox = (await card.boundingBox())!;
    for (const button of await card.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect
        .soft(box.width, `the card's ${await button.textContent()} button is not full width`)
        .toBeGreaterThanOrEqual(cardBox.width - 2 * 24);
    }

    await card.getByRole('button', { name: 'Clock In' }).tap();
    await page.getByText('Clock In Successful').first().waitFor();
    await card.getByText('Checked in').waitFor();
    await expectPhoneFit(page, 'the dashboard, clocked in');

    // The seeded shift is nine hours: leaving now is an early clock-out, asked first.
    await card.getByRole('button', { name: 'Clock Out' }).tap();
    const early = page.getByRole('dialog', { name: 'Clock out before your shift ends?' });
    await early.getByRole('button', { name: 'Stay Clocked In' }).waitFor();
    await expectDialogFits(page, 'the early clock-out question');
    await early.getByRole('button', { name: 'Clock Out Early' }).tap();
    await page.getByText('Clock Out Successful').first().waitFor();
    await card.getByText('Done for today').waitFor();
    await card.getByText(/^Clocked out at \d\d:\d\d/).waitFor();
    expect(phone.pageErrors()).toEqual([]);
  });

  it('applies for leave from a form that fits the phone', async () => {
    const { page } = phone;
    await openScreen(page, '/leave/leave-create-update', 'New Leave Request');
    await page.getByRole('list', { name: 'Leave balance' }).waitFor();
    await expectPhoneFit(page, 'the leave form');

    await page.locator('#root_leaveType').tap();
    await page.getByRole('option', { name: 'Medical Leave' }).tap();
    await page.getByLabel(/Number Of Days/).fill('1');
    await page.getByLabel(/Start Date/).fill('2027-04-05');
    await page.getByLabel(/End Date/).fill('2027-04-05');
    await page.getByLabel(/Reason/).fill(REASON);
    await page.getByRole('button', { name: 'Apply' }).tap();
    await waitForRoute(page, '/leave/leave-list');
    await page.getByRole('heading', { name: 'Leave Applications', level: 1 }).waitFor();
    await page.getByRole('main').getByText(REASON).first().waitFor();
    await expectPhoneFit(page, 'Leave Applications');
    expect(phone.pageErrors()).toEqual([]);
  });

  it("shows the employee's leave lists within the phone's width", async () => {
    const { page } = phone;
    await openScreen(page, '/leave/leave-list-pending', 'Pending Leaves');
    await page.getByRole('main').getByText(REASON).first().waitFor();
    await expectPhoneFit(page, 'Pending Leaves');
    // The seeded employee has one approved and one declined request.
    await openScreen(page, '/leave/leave-list-approved', 'Approved Leaves');
    await page.getByRole('main').getByText('Family function in Mysuru.').first().waitFor();
    await expectPhoneFit(page, 'Approved Leaves');
    await openScreen(page, '/leave/leave-list-rejected', 'Declined Leaves');
    await page.getByRole('main').getByText('Trip to Goa with college friends.').first().waitFor();
    await expectPhoneFit(page, 'Declined Leaves');
    expect(phone.pageErrors()).toEqual([]);
  });

  it('reads the reviews about them without anything scrolling sideways (issue #37)', async () => {
    const { page } = phone;
    await openScreen(page, '/performance/view-performance', 'View Performance Review');
    await page
      .getByRole('main')
      .getByText(/^Delivers reliable features on the inventory module/)
      .waitFor();
    await expectPhoneFit(page, 'View Performance Review');
    expect(phone.pageErrors()).toEqual([]);
  });

  it('lets the manager approve the request from the phone', async () => {
    await signInAs('Manager');
    const { page } = phone;
    await openScreen(page, '/leave/Requested-leaves-list', 'Requested Leave Applications');
    // A table row or a card: whichever holds the request and its actions.
    const request = page.getByRole('main').locator('tr, li').filter({ hasText: REASON });
    await request.first().waitFor();
    await expectPhoneFit(page, 'Requested Leave Applications');

    await request
      .getByRole('button', { name: /^Approve/ })
      .first()
      .tap();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectDialogFits(page, 'the approval question');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).tap();
    await page.getByText('LEAVE APPROVED SUCCESSFULLY').first().waitFor();
    await request.first().waitFor({ state: 'detached' });
    expect(phone.pageErrors()).toEqual([]);
  });

  it("shows the manager's review screens within the phone's width (issue #37)", async () => {
    const { page } = phone;
    await openScreen(page, '/performance/review-list', 'Performance Review List');
    await page
      .getByRole('main')
      .getByText(/^Led the move of the order service/)
      .waitFor();
    await expectPhoneFit(page, 'Performance Review List');
    await openScreen(page, '/performance/add-review', 'Add Performance Review');
    await page.getByRole('main').getByRole('checkbox').first().waitFor();
    await expectPhoneFit(page, 'Add Performance Review');
    expect(phone.pageErrors()).toEqual([]);
  });
});

describe('the admin on a 390 px phone', () => {
  it('reads the employee list page by page without the page scrolling sideways', async () => {
    await signInAs('SuperAdmin');
    const { page } = phone;
    await openScreen(page, '/employee/employee-list', 'Employee List');
    await page.getByText('Page 1 of').waitFor();
    const names = page.getByRole('main').locator('a[href*="/employee-info/"]');
    await names.first().waitFor();
    const first = await names.allTextContents();
    await expectPhoneFit(page, 'the employee list');

    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByText('Page 2 of').waitFor();
    await expect.poll(() => names.allTextContents()).not.toEqual(first);
    await expectPhoneFit(page, 'the employee list, page 2');
    expect(phone.pageErrors()).toEqual([]);
  });

  it('reads All Performance Reviews page by page without anything scrolling sideways (issue #37)', async () => {
    const { page } = phone;
    await openScreen(page, '/performance/all-reviews', 'All Performance Reviews');
    // Paging shows once the rows are in.
    await page.getByText('Page 1 of').waitFor();
    await expectPhoneFit(page, 'All Performance Reviews');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByText('Page 2 of').waitFor();
    await expectPhoneFit(page, 'All Performance Reviews, page 2');
    expect(phone.pageErrors()).toEqual([]);
  });

  it('opens the drawer below the app bar, with every group tappable', async () => {
    const { page } = phone;
    await openScreen(page, '/', /^Welcome/);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('navigation', { name: 'Main menu' }).filter({ visible: true });
    const groups = drawer.locator('button[aria-expanded]');
    await groups.first().waitFor();
    await animationsSettled(page);

    // The open drawer hides the rest of the page from the accessibility tree, the app bar too.
    const bar = (await page.locator('header').first().boundingBox())!;
    const firstGroup = (await groups.first().boundingBox())!;
    expect
      .soft(firstGroup.y, 'the first menu group starts under the app bar')
      .toBeGreaterThanOrEqual(bar.y + bar.height - 0.5);

    const labels = await groups.allTextContents();
    expect(labels.length).toBeGreaterThan(5);
    for (const [i, label] of labels.entries()) {
      const group = groups.nth(i);
      await group.scrollIntoViewIfNeeded();
      // The group above may still be opening: measure where the header comes to rest.
      await animationsSettled(page);
      const box = (await group.boundingBox())!;
      // What a finger on the middle of the header would touch.
      const hit = await group.evaluate(
        (el, point) => {
          const top = document.elementFromPoint(point.x, point.y);
          return top && el.contains(top)
            ? 'the group'
            : (top?.outerHTML.slice(0, 120) ?? 'nothing');
        },
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect.soft(hit, `a tap on the "${label}" group lands on`).toBe('the group');
      if (hit !== 'the group') continue;
      const expanded = await group.getAttribute('aria-expanded');
      await group.tap();
      await expect.poll(() => group.getAttribute('aria-expanded')).not.toBe(expanded);
    }
    const small = await tooSmall(page, '.MuiDrawer-paper');
    expect.soft(small, `drawer rows on a phone:\n  ${small.join('\n  ')}`).toEqual([]);

    // An entry takes the user there and closes the drawer.
    const entry = drawer.locator('.MuiCollapse-entered').getByRole('link', {
      name: 'Employee List',
      exact: true,
    });
    if (!(await entry.isVisible())) await groups.filter({ hasText: /^Employee$/ }).tap();
    await entry.tap();
    await waitForRoute(page, '/employee/employee-list');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Employee List', level: 1 }).waitFor();
    expect(phone.pageErrors()).toEqual([]);
  });
});
