/**
 * The SuperAdmin's screens of the spec (specScreens.ts has the other roles'): every list, form,
 * wizard step, dialog and menu of the demo company, each with what a user sees once it has loaded.
 */
import { dialogShown, firstRow, type Screen, type SeedIds } from './screens.ts';

export function superAdminScreens(ids: SeedIds): Screen[] {
  const wizard = `/employee/employee-create-update?id=${ids.arjunEmployeeId}`;
  return [
    { name: 'dashboard', route: '/', heading: /^Welcome/, shows: 'Headcount by department' },
    {
      name: 'drawer',
      route: '/',
      heading: /^Welcome/,
      only: 'phone',
      then: async (page) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('.MuiDrawer-paper').getByText('Organization', { exact: true }).waitFor();
      },
    },
    {
      name: 'profile menu',
      route: '/',
      heading: /^Welcome/,
      then: async (page) => {
        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'Logout', exact: true }).waitFor();
      },
    },
    {
      name: 'logout confirmation',
      route: '/',
      heading: /^Welcome/,
      then: async (page) => {
        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
        await dialogShown(page, 'Are You Sure?');
      },
    },
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
      name: 'Employee List, delete confirmation',
      route: '/employee/employee-list',
      heading: 'Employee List',
      shows: 'Page 1 of',
      then: async (page) => {
        await page.getByRole('button', { name: 'Delete Priya Sharma' }).click();
        await dialogShown(page, 'Are you sure?');
      },
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
      name: 'wizard step 2, Add Skill dialog',
      route: wizard,
      heading: 'Edit Employee',
      shows: 'Edit Personal Info',
      then: async (page) => {
        await page.getByRole('button', { name: 'Add Skill' }).click();
        await page.getByRole('dialog', { name: 'Add Skill' }).getByText('AWS').waitFor();
      },
    },
    {
      name: 'wizard step 3',
      route: wizard,
      heading: 'Edit Employee',
      shows: 'Edit Personal Info',
      then: async (page) => {
        await page.getByRole('button', { name: 'Update Additional Details' }).click();
        await page.getByText('Emergency Contact Details').first().waitFor();
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
    // The SuperAdmin has no direct reports, neither wrote nor received a review: empty states.
    {
      name: 'Add Performance Review',
      route: '/performance/add-review',
      heading: 'Add Performance Review',
      shows: 'No employees available for Adding Review...',
    },
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
