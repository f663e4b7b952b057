// Issue #23 §3: every screen a user may not open answers, opened by its address, with the same
// AccessDenied page (heading, reason, way back to the dashboard), and fetches nothing behind it.
// The user is the seeded Manager's role as far as these screens go: none of their privileges.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

afterEach(() => window.localStorage.clear());

// Reads the app needs for its shell, never one of the refused screens' own calls (the side bar's
// menu is the server's since issue #20 §2).
const SHELL = ['/api/v1/user/me', '/api/v1/dashboard/summary', '/api/v1/menu'];

const screens: [string, string][] = [
  ['/performance/all-reviews', 'You do not have the privilege to open this page.'],
  ['/audit/audit-log', 'You do not have the privilege to view this list.'],
  ['/attendence/Configure-Attendence', 'You do not have access to the attendance settings.'],
  ['/employee/employee-attributes', 'You do not have the privilege to open this page.'],
  ['/employee/employee-create-update', 'You do not have the privilege to create employees.'],
  // Generic lists and list views check their privilege and answer in place.
  ['/role/role-list', 'You do not have the privilege to view this list.'],
  ['/leave/Requested-leaves-list', 'You do not have the privilege to view this list.'],
  ['/role/role-create-update', 'You do not have the privilege to create this role.'],
  // A react-admin resource route: canAccess says no, react-admin goes to /access-denied.
  ['/skill/create', 'You do not have the privilege to open this page.'],
];

describe('the access denied page', () => {
  it.each(screens)('answers %s with the same page', async (path, reason) => {
    signIn(loginUser('Manager', ['GET_ALL_EMPLOYEES']));
    const fetchMock = mockApi((url) =>
      SHELL.some((p) => url.includes(p))
        ? { status: 404, body: { success: false, message: 'Not found' } }
        : { status: 403, body: { success: false, message: 'Refused by the server.' } },
    );
    renderAppAt(path);
    expect(await screen.findByRole('heading', { name: 'Access denied', level: 1 })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/',
    );
    const asked = fetchMock.mock.calls.map(([u]) => String(u));
    expect(asked.filter((u) => !SHELL.some((p) => u.includes(p)))).toEqual([]);
    expect(screen.queryByText('Refused by the server.')).toBeNull();
  });
});
