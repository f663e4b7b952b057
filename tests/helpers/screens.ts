/**
 * The screens of the spec (parts 1 and 2) on the demo company, by the role that sees them, each
 * with what a user sees once it has loaded. Suites that walk every screen (the axe suite) open them
 * in turn inside one signed-in page.
 *
 * @example
 *   for (const screen of screensOf('Employee', ids)) {
 *     await openInApp(page, screen);
 *     // …inspect the loaded screen
 *   }
 */
import type { Locator, Page } from 'playwright-core';
import type { Role } from './server.ts';

export type Screen = {
  name: string;
  route: string;
  /** The page's level-1 heading once it has drawn. */
  heading: string | RegExp;
  /** What the screen shows once its data is in: a seeded row's text, a section, the first row. */
  shows?: string | RegExp | ((main: Locator) => Locator);
  /** What the user does on the route to reach this screen (e.g. the wizard's next step). */
  then?: (page: Page) => Promise<void>;
};

/** The first row of a table under the header row. */
const firstRow = (main: Locator) => main.getByRole('row').nth(1);

/** The seeded Employee's pending request, which their Manager is asked to decide. */
const ARJUN_PENDING = "Sister's engagement ceremony in Nagpur.";

/** Ids the routes need, looked up once per run. */
export type SeedIds = { arjunEmployeeId: number };

export function screensOf(role: Role, ids: SeedIds): Screen[] {
  if (role === 'Employee') {
    return [
      { name: 'dashboard', route: '/', heading: /^Welcome/, shows: 'Yet to Check-in' },
      {
        name: 'New Leave Request',
        route: '/leave/leave-create-update',
        heading: 'New Leave Request',
        shows: /days? available/,
      },
      {
        name: 'Leave Applications',
        route: '/leave/leave-list',
        heading: 'Leave Applications',
        shows: ARJUN_PENDING,
      },
      {
        name: 'Pending Leaves',
        route: '/leave/leave-list-pending',
        heading: 'Pending Leaves',
        shows: ARJUN_PENDING,
      },
      {
        name: 'Approved Leaves',
        route: '/leave/leave-list-approved',
        heading: 'Approved Leaves',
        shows: 'Family function in Mysuru.',
      },
      {
        name: 'Declined Leaves',
        route: '/leave/leave-list-rejected',
        heading: 'Declined Leaves',
        shows: 'Trip to Goa with college friends.',
      },
      {
        name: 'My Reviews',
        route: '/performance/view-performance',
        heading: 'View Performance Review',
        shows: 'Delivers reliable features on the inventory module',
      },
    ];
  }
  if (role === 'Manager') {
    return [
      { name: 'dashboard', route: '/', heading: /^Welcome/, shows: 'Yet to Check-in' },
      {
        name: 'Requested Leave Applications',
        route: '/leave/Requested-leaves-list',
        heading: 'Requested Leave Applications',
        shows: ARJUN_PENDING,
      },
      {
        name: 'Add Performance Review',
        route: '/performance/add-review',
        heading: 'Add Performance Review',
        shows: firstRow,
      },
      {
        name: 'Reviews I Wrote',
        route: '/performance/review-list',
        heading: 'Performance Review List',
        shows: 'Led the move of the order service',
      },
    ];
  }
  const wizard = `/employee/employee-create-update?id=${ids.arjunEmployeeId}`;
  return [
    { name: 'dashboard', route: '/', heading: /^Welcome/, shows: 'Headcount by department' },
    {
      name: 'Organization List',
      route: '/organization/organization-list',
      heading: 'Organization List',
      shows: 'Northwind Traders',
    },
    {
      name: 'Create Organization',
      route: '/organization/organization-create-update',
      heading: 'Create Organization',
    },
    {
      name: 'Sub-Organization List',
      route: '/suborganization/suborganization-list',
      heading: 'Sub-Organization List',
      shows: 'Pune Office',
    },
    {
      name: 'Create Sub-Organization',
      route: '/suborganization/suborganization-create-update',
      heading: 'Create Sub-Organization',
    },
    {
      name: 'Department List',
      route: '/department/department-list',
      heading: 'Department List',
      shows: 'Builds and runs the ordering platform',
    },
    {
      name: 'Create Department',
      route: '/department/department-create-update',
      heading: 'Create Department',
    },
    {
      name: 'Employee List',
      route: '/employee/employee-list',
      heading: 'Employee List',
      shows: 'Page 1 of',
    },
    {
      name: 'employee info',
      route: `/employee-info/Arjun?id=${ids.arjunEmployeeId}`,
      heading: 'Arjun Mehta',
      shows: 'Bank Account Details',
    },
    {
      name: 'wizard step 1',
      route: '/employee/employee-create-update',
      heading: 'Create Employee',
      shows: 'Primary Details',
    },
    { name: 'wizard step 2', route: wizard, heading: 'Edit Employee', shows: 'Edit Personal Info' },
    {
      name: 'wizard step 3',
      route: wizard,
      heading: 'Edit Employee',
      shows: 'Emergency Contact Details',
      then: async (page) => {
        await page.getByRole('button', { name: 'Update Additional Details' }).click();
      },
    },
    {
      name: 'Employee Attributes',
      route: '/employee/employee-attributes',
      heading: 'Employee Attributes',
      shows: 'Blood Group',
    },
    { name: 'Skills', route: '/skill', heading: 'Skills', shows: 'AWS' },
    { name: 'Designations', route: '/designation', heading: 'Designations', shows: 'Accountant' },
    { name: 'Role List', route: '/role/role-list', heading: 'Role List', shows: 'Manager' },
    { name: 'Create Role', route: '/role/role-create-update', heading: 'Create Role' },
    {
      name: 'All Reviews',
      route: '/performance/all-reviews',
      heading: 'All Performance Reviews',
      shows: firstRow,
    },
    {
      name: 'Add Performance Review',
      route: '/performance/add-review',
      heading: 'Add Performance Review',
      shows: firstRow,
    },
    // The SuperAdmin neither wrote nor received a review: the two empty states.
    {
      name: 'Reviews I Wrote',
      route: '/performance/review-list',
      heading: 'Performance Review List',
    },
    {
      name: 'My Reviews',
      route: '/performance/view-performance',
      heading: 'View Performance Review',
      shows: 'No reviews available.',
    },
    {
      name: 'Configure Attendence',
      route: '/attendence/Configure-Attendence',
      heading: 'Configure Attendence',
      shows: 'Bengaluru Office',
    },
  ];
}

/**
 * Opens a screen inside the running app, as its menu link would (history push, no reload), and
 * waits until it has drawn: its heading, its data, and no loading indicator or skeleton left in main.
 */
export async function openInApp(page: Page, screen: Screen): Promise<void> {
  await page.evaluate((to) => {
    // The same route again (the wizard's steps 2 and 3) goes through another one first, so the
    // screen starts afresh as it does when opened from elsewhere.
    const here = window.location.pathname + window.location.search;
    for (const route of here === to ? ['/', to] : [to]) {
      window.history.pushState(null, '', route);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  }, screen.route);
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: screen.heading, level: 1 }).first().waitFor();
  if (screen.then) await screen.then(page);
  const { shows } = screen;
  if (typeof shows === 'function') await shows(main).first().waitFor();
  else if (shows) await main.getByText(shows).first().waitFor();
  await main
    // A loading indicator has no value; a bar that shows a share (aria-valuenow) is content.
    .locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'hidden' });
}
