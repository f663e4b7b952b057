// The employee info page (spec part 1 §2): the four sections with their formats, 'Add <field>'
// prompts (links to the wizard only for a user who may edit employees), the id's exact record versus
// the name search, masked numbers as sent, the photo (or initials), 'No employee found', and the
// lookup's toasts (part 1 §8).
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { employeeInfoRoutes } from '../../resources/employee/info/routes.tsx';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';
import { loginUser, mockApi, signIn, type Handler } from './harness.tsx';
import { watchFor } from './textsSeen.ts';

const priya = {
  employeeId: 12,
  firstName: 'Priya',
  lastName: 'Sharma',
  employeeCode: 'NW-012',
  gender: 'FEMALE',
  contact: '9876543210',
  dateOfBirth: '1986-04-12',
  position: 'Engineering Manager',
  joinDate: '2019-07-01',
  adhaarNumber: '********9012',
  panNumber: null,
  uanNumber: '100200300400',
  salary: 1250000,
  user: { userId: 3, email: 'priya.sharma@northwind.example' },
  departments: [{ departmentId: 2, department: 'Engineering' }],
  addresses: [
    {
      addressType: 'PERMANENT',
      propertyNumber: '14B',
      country: 'India',
      zipCode: { zipCode: '560001', city: 'Bengaluru', state: 'Karnataka' },
    },
  ],
  account: null,
};

function renderAt(path: string, handler: Handler, privileges: string[]) {
  signIn(loginUser('Admin', privileges));
  const calls = mockApi(handler);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} i18nProvider={englishI18nProvider()}>
        <Routes>
          {employeeInfoRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
        <ToastStack />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

const section = (name: string) => screen.getByRole('region', { name });
const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling?.textContent;

const exact: Handler = (url) => {
  if (url.endsWith('/employee/12'))
    return { body: { Employee: { employee: priya, organizations: [] }, message: 'ok' } };
  if (url.includes('/employee/searchEmployee'))
    return { body: [{ employeeId: 12, firstName: 'Priya', roles: [{ role: 'Manager' }] }] };
  return { status: 404, body: { message: 'Employee not found.' } };
};

beforeEach(() => window.localStorage.clear());

describe('the employee info page', () => {
  it('shows the exact record of the id in four sections with the spec formats', async () => {
    renderAt('/employee-info/Priya?id=12', exact, [
      'FIND_EMPLOYEE_BY_ID',
      'SEARCH_EMPLOYEE_BY_NAME',
      'UPDATE_EMPLOYEE_COMPANY_DETAILS',
      'VIEW_SENSITIVE_EMPLOYEE_DATA',
    ]);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    const personal = section('Personal Details');
    expect(valueOf(personal, 'Date Of Birth')).toBe('April 12, 1986');
    expect(valueOf(personal, 'Email')).toBe('priya.sharma@northwind.example');
    expect(valueOf(personal, 'Gender')).toBe('Female');
    const more = section('Additional Details');
    expect(valueOf(more, 'Department')).toBe('Engineering');
    expect(valueOf(more, 'Role')).toBe('Manager');
    expect(valueOf(more, 'Aadhar Number')).toBe('********9012');
    expect(valueOf(more, 'Salary')).toBe('1,250,000');
    const address = section('Address Details');
    expect(valueOf(address, 'Address Type')).toBe('Permanent');
    expect(valueOf(address, 'City')).toBe('Bengaluru');
    expect(valueOf(address, 'Zip Code')).toBe('560001');
    const bank = section('Bank Account Details');
    const prompt = within(bank).getByRole('link', { name: 'Add Bank Name' });
    expect(prompt.getAttribute('href')).toBe('/employee/employee-create-update?id=12');
    expect(within(more).getByRole('link', { name: 'Add PAN Number' })).toBeTruthy();
  });

  it("shows 'Add <field>' as plain text to a user who may not edit employees", async () => {
    renderAt('/employee-info/Priya?id=12', exact, [
      'FIND_EMPLOYEE_BY_ID',
      'VIEW_SENSITIVE_EMPLOYEE_DATA',
    ]);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(within(section('Bank Account Details')).getByText('Add Account Number')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /^Add / })).toHaveLength(0);
    // Without the search privilege the role stays unknown.
    expect(within(section('Additional Details')).getByText('Add Role')).toBeTruthy();
  });

  it("shows someone else's masked numbers as sent and 'Hidden' where nothing could be shown", async () => {
    const masked = { ...priya, uanNumber: '********0400', salary: null };
    renderAt(
      '/employee-info/Priya?id=12',
      (url, init) =>
        url.endsWith('/employee/12')
          ? { body: { Employee: { employee: masked, organizations: [] }, message: 'ok' } }
          : exact(url, init),
      ['FIND_EMPLOYEE_BY_ID', 'UPDATE_EMPLOYEE_COMPANY_DETAILS'],
    );
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    const more = section('Additional Details');
    expect(valueOf(more, 'Aadhar Number')).toBe('********9012');
    expect(valueOf(more, 'UAN Number')).toBe('********0400');
    // No 'Add Salary' prompt: the salary may well be set, this user just may not read it.
    expect(valueOf(more, 'Salary')).toBe('Hidden');
    expect(valueOf(more, 'PAN Number')).toBe('Hidden');
    expect(valueOf(section('Bank Account Details'), 'Account Number')).toBe('Hidden');
    // Fields that are not sensitive still offer their prompt.
    expect(within(section('Bank Account Details')).getByRole('link', { name: 'Add Bank Name' }));
  });

  it('looks the employee up by name without an id and shows the first match', async () => {
    const calls = renderAt(
      '/employee-info/Meera',
      (url) =>
        url.includes('/employee/searchEmployee?name=Meera')
          ? { body: [{ employeeId: 30, firstName: 'Meera', lastName: 'Iyer', roles: [] }] }
          : { status: 404, body: {} },
      ['SEARCH_EMPLOYEE_BY_NAME', 'FIND_EMPLOYEE_BY_ID'],
    );
    await screen.findByRole('heading', { name: 'Meera Iyer' });
    expect(within(section('Personal Details')).getByText('Add Email')).toBeTruthy();
    expect(calls.mock.calls.every(([url]) => !String(url).endsWith('/employee/30'))).toBe(true);
  });

  it('shows the uploaded photo through its signed link, which an <img> loads as it is', async () => {
    const link =
      '/api/v1/employee/12/photo?v=0123456789abcdef0123&exp=1764201600&sig=' + 'a'.repeat(43);
    const withPhoto: Handler = (url) =>
      url.endsWith('/employee/12')
        ? { body: { Employee: { employee: { ...priya, profileImage: link }, organizations: [] } } }
        : { status: 404, body: {} };
    renderAt('/employee-info/Priya?id=12', withPhoto, ['FIND_EMPLOYEE_BY_ID']);
    const photo = await screen.findByRole('img', { name: 'Photo of Priya Sharma' });
    expect(photo.getAttribute('src')).toBe(link);
    expect(screen.queryByText('PS')).toBeNull();
  });

  it('shows the initials when the employee has no photo', async () => {
    renderAt('/employee-info/Priya?id=12', exact, ['FIND_EMPLOYEE_BY_ID']);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(screen.getByText('PS')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says 'No employee found' when nobody matches", async () => {
    renderAt('/employee-info/Nobody', () => ({ body: [] }), ['SEARCH_EMPLOYEE_BY_NAME']);
    await screen.findByText('No employee found');
    expect(screen.queryByRole('region', { name: 'Personal Details' })).toBeNull();
  });

  it("says 'No employee found' for an id the server does not know", async () => {
    renderAt('/employee-info/Ghost?id=99', () => ({ status: 404, body: { message: 'x' } }), [
      'FIND_EMPLOYEE_BY_ID',
      'SEARCH_EMPLOYEE_BY_NAME',
    ]);
    await screen.findByText('No employee found');
  });

  it('shows the employee it finds without a toast: the page is the answer (issue #37)', async () => {
    const toasts = watchFor([
      'Employee details retrieved Successfully',
      'No employee with this name',
    ]);
    renderAt(
      '/employee-info/Meera',
      () => ({ body: [{ employeeId: 30, firstName: 'Meera', lastName: 'Iyer', roles: [] }] }),
      ['SEARCH_EMPLOYEE_BY_NAME'],
    );
    await screen.findByRole('heading', { name: 'Meera Iyer' });
    // The toast, when there was one, was raised with the same answer that drew the heading.
    await screen.findByRole('region', { name: 'Personal Details' });
    toasts.stop();
    expect(toasts.texts).toEqual([]);
  });

  it("toasts 'No employee with this name' when the lookup finds nobody", async () => {
    renderAt('/employee-info/Nobody', () => ({ body: [] }), ['SEARCH_EMPLOYEE_BY_NAME']);
    expect(await screen.findByText('No employee with this name')).toBeTruthy();
    expect(screen.getByText('No employee found')).toBeTruthy();
    expect(screen.queryByText('Employee details retrieved Successfully')).toBeNull();
  });
});
