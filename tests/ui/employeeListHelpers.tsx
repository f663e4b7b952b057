/**
 * Employees, departments and the answering API for the employee list tests (the contract's wire:
 * `Employees` pages under an S1 envelope, departments as a bare Page).
 */
import { fireEvent, screen } from '@testing-library/react';
import { page, type Api } from './schemaListHarness.tsx';

export const EVERYTHING = [
  'GET_ALL_EMPLOYEES',
  'GET_EMPLOYEES_OF_DEPARTMENT',
  'GETALL_DEPARTMENTS',
  'GET_ALL_ORGANIZATIONS',
  'ADD_EMPLOYEE',
  'UPDATE_EMPLOYEE_COMPANY_DETAILS',
  'DELETE_EMPLOYEE',
  'ASSIGN_DEPARTMENT_TO_EMPLOYEE',
  'REMOVE_DEPARTMENT_FROM_EMPLOYEE',
];

export const engineering = { departmentId: 2, department: 'Engineering', description: 'Builds' };
export const sales = { departmentId: 3, department: 'Sales', description: 'Sells' };

/** Employee n: 'Name<n> Rao', user 100+n, in Engineering when n is even. */
export function employee(n: number, overrides: Record<string, unknown> = {}) {
  return {
    employeeId: n,
    employeeCode: `E${n}`,
    firstName: `Name${n}`,
    lastName: 'Rao',
    profileImage: null,
    user: { userId: 100 + n, email: `name${n}@example.com`, active: true, createdAt: '2024-01-01' },
    departments: n % 2 === 0 ? [engineering] : [],
    ...overrides,
  };
}

export const employees = (count: number) =>
  Array.from({ length: count }, (_, i) => employee(i + 1));

export type Options = { rows?: unknown[]; organizations?: number; byDepartment?: unknown[] };

type Row = {
  firstName?: string | null;
  lastName?: string | null;
  employeeCode?: string | null;
  user?: { email?: string } | null;
};

/** The server's `search` (issue #37): the text in "first last", the e-mail or the code. */
export const searched = (rows: unknown[], query: URLSearchParams) => {
  const text = query.get('search')?.trim().toLowerCase();
  if (!text) return rows;
  return (rows as Row[]).filter((e) =>
    [`${e.firstName ?? ''} ${e.lastName ?? ''}`, e.user?.email ?? '', e.employeeCode ?? ''].some(
      (v) => v.toLowerCase().includes(text),
    ),
  );
};

/** The API the list talks to; every write answers success. */
export function employeeApi(options: Options = {}): Api {
  const rows = options.rows ?? employees(12);
  const org = { organizationId: 1, organizationName: 'Northwind', attributes: {} };
  const orgs = Array.from({ length: options.organizations ?? 1 }, () => org);
  return (method, path, query) => {
    const envelope = (list: unknown[]) => {
      const Employees = page(searched(list, query), query);
      return { success: true, message: 'ok', Employees, totalPages: Employees.totalPages };
    };
    if (method === 'GET' && path === '/api/v1/employee/getAllEmployees')
      return { json: envelope(rows) };
    if (method === 'GET' && path === '/api/v1/organization') return { json: page(orgs, query) };
    if (method === 'GET' && path === '/api/v1/department')
      return { json: page([engineering, sales], query) };
    if (method === 'GET' && path === '/api/v1/department/2')
      return { json: envelope(options.byDepartment ?? []) };
    if (method === 'DELETE') return { status: 204, json: undefined };
    if (method === 'PATCH') return { json: { success: true, message: 'Done it' } };
    return { status: 404, json: { message: 'Not found' } };
  };
}

/** Picks an option of one of the list's selects ('Department', 'Sort By'). */
export async function choose(select: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
