// The employee info page in Hindi (issue #21 §2): sections, labels, prompts and the lookup's toast
// from the Hindi catalogue, dates and the salary in hi-IN, and no English word of the page's own.
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { employeeInfoRoutes } from '../../resources/employee/info/routes.tsx';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { englishLeftovers, hindi } from './employeeHindi.tsx';
import { loginUser, mockApi, signIn, type Handler } from './harness.tsx';

const priya = {
  employeeId: 12,
  firstName: 'Priya',
  lastName: 'Sharma',
  employeeCode: 'NW-012',
  gender: 'FEMALE',
  dateOfBirth: '1986-04-12',
  joinDate: '2019-07-01',
  panNumber: null,
  salary: 1250000,
  user: { userId: 3, email: 'priya.sharma@northwind.example' },
  departments: [{ departmentId: 2, department: 'Engineering' }],
  addresses: [],
  account: null,
};

const exact: Handler = (url) =>
  url.endsWith('/employee/12')
    ? { body: { Employee: { employee: priya, organizations: [] } } }
    : { status: 404, body: { message: 'Employee not found.' } };

function renderInHindi(path: string, handler: Handler, privileges: string[]) {
  signIn(loginUser('Admin', privileges));
  mockApi(handler);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} i18nProvider={hindi()}>
        <Routes>
          {employeeInfoRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
        <ToastStack />
      </AdminContext>
    </MemoryRouter>,
  );
}

const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling?.textContent;

describe('the employee info page in Hindi', () => {
  it('shows the sections, labels and prompts in Hindi, dates and salary in hi-IN', async () => {
    renderInHindi('/employee-info/Priya?id=12', exact, [
      'FIND_EMPLOYEE_BY_ID',
      'UPDATE_EMPLOYEE_COMPANY_DETAILS',
      'VIEW_SENSITIVE_EMPLOYEE_DATA',
    ]);
    expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeTruthy();
    // No toast for the load (issue #37): the page is the answer.
    expect(screen.queryByText('कर्मचारी का विवरण मिल गया')).toBeNull();
    expect(screen.getByText('कर्मचारी जानकारी')).toBeTruthy(); // the breadcrumb

    const personal = screen.getByRole('region', { name: 'व्यक्तिगत विवरण' });
    expect(valueOf(personal, 'पहला नाम')).toBe('Priya');
    expect(valueOf(personal, 'जन्म तिथि')).toBe('12 अप्रैल 1986');
    expect(valueOf(personal, 'लिंग')).toBe('महिला'); // the schema's label, by its generated key
    const additional = screen.getByRole('region', { name: 'अतिरिक्त विवरण' });
    expect(valueOf(additional, 'वेतन')).toBe('12,50,000');
    expect(valueOf(additional, 'जॉइनिंग तिथि')).toBe('1 जुल॰ 2019');
    expect(within(additional).getByRole('link', { name: 'PAN नंबर जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'पते का विवरण' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'बैंक खाते का विवरण' })).toBeTruthy();
    expect(englishLeftovers(document.body, ['info'])).toEqual([]);
  });

  it("says 'No employee found' in Hindi and toasts it", async () => {
    renderInHindi('/employee-info/Nobody?id=99', exact, ['FIND_EMPLOYEE_BY_ID']);
    expect(await screen.findByText('कोई कर्मचारी नहीं मिला')).toBeTruthy();
    expect(await screen.findByText('इस नाम का कोई कर्मचारी नहीं है')).toBeTruthy();
  });
});
