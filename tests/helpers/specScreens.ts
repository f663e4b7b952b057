/**
 * The screens of the spec (parts 1 and 2) on the demo company, by the role that sees them, each
 * with what a user sees once it has loaded, and the dialogs and menus opened on them. Suites that
 * walk every screen (the axe suite) open them in turn with openInApp (screens.ts). The Employee's
 * and the Manager's few screens are here; the SuperAdmin's, which are all the others, are in
 * superAdminScreens.ts.
 */
import { dialogShown, firstRow, type Screen, type SeedIds } from './screens.ts';
import type { Role } from './server.ts';
import { superAdminScreens } from './superAdminScreens.ts';

export type { SeedIds } from './screens.ts';

/** The seeded Employee's pending request, which their Manager is asked to decide. */
const ARJUN_PENDING = "Sister's engagement ceremony in Nagpur.";

export function screensOf(role: Role, ids: SeedIds, viewport: 'phone' | 'desktop'): Screen[] {
  return allScreensOf(role, ids).filter((s) => !s.only || s.only === viewport);
}

function allScreensOf(role: Role, ids: SeedIds): Screen[] {
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
        name: 'New Leave Request, sent empty',
        route: '/leave/leave-create-update',
        heading: 'New Leave Request',
        shows: /days? available/,
        then: async (page) => {
          await page.getByRole('button', { name: 'Apply' }).click();
          await page
            .getByText('This field is required and must be at least 1 day')
            .first()
            .waitFor();
        },
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
        name: 'Requested Leave Applications, approval question',
        route: '/leave/Requested-leaves-list',
        heading: 'Requested Leave Applications',
        shows: ARJUN_PENDING,
        then: async (page) => {
          await page
            .getByRole('button', { name: /^Approve/ })
            .first()
            .click();
          await dialogShown(page, 'Are you sure?');
        },
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
  return superAdminScreens(ids);
}
