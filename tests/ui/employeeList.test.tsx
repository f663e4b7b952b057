// The employee list generated from schemas/employee.schema.json (spec part 1 §2 "Employee list
// screen"): paging, the sort select, the department filter, the cells, create, edit, delete and the
// department modal, all over the real schema data provider.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderList } from './schemaListHarness.tsx';
import { choose, employee, employeeApi, EVERYTHING } from './employeeListHelpers.tsx';

const listCalls = (calls: () => string[]) =>
  calls().filter((c) => c.startsWith('GET /api/v1/employee/getAllEmployees'));

describe('the generated employee list', () => {
  it('shows 5 employees a page with Previous and Next disabled at the ends', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    expect(await screen.findByText('Name1 Rao')).toBeTruthy();
    expect(screen.getByText('Name5 Rao')).toBeTruthy();
    expect(screen.queryByText('Name6 Rao')).toBeNull();
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.getAllByText('Employee List').length).toBeGreaterThan(0);
    for (const header of ['Avatar', 'Employee Name', 'Employee Email', 'Employee Code'])
      expect(screen.getByText(header)).toBeTruthy();
    expect(listCalls(calls)[0]).toContain('?page=0&size=5');

    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(await screen.findByText('Name6 Rao')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name12 Rao')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
    expect(listCalls(calls).at(-1)).toContain('?page=2&size=5');
  });

  it('sends the chosen sort as sortBy and starts again from the first page', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    expect(listCalls(calls)[0]).not.toContain('sortBy');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Name6 Rao');
    await choose('Sort By', 'Alphabetically');
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('?page=0&size=5&sortBy=Name'));
    await choose('Sort By', 'Creation Date');
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sortBy=createdAt'));
  });

  it("lists one department's employees through its own call, then all of them again", async () => {
    const api = employeeApi({ byDepartment: [employee(40, { firstName: 'Dana' })] });
    const { calls } = renderList('employee', api, EVERYTHING);
    await screen.findByText('Name1 Rao');
    await choose('Department', 'Engineering');
    expect(await screen.findByText('Dana Rao')).toBeTruthy();
    expect(screen.queryByText('Name1 Rao')).toBeNull();
    expect(calls().some((c) => c.startsWith('GET /api/v1/department/2?page=0&size=5'))).toBe(true);
    await choose('Department', 'All Employees');
    expect(await screen.findByText('Name1 Rao')).toBeTruthy();
  });

  it('shows the department filter disabled without GET_EMPLOYEES_OF_DEPARTMENT', async () => {
    const without = EVERYTHING.filter((p) => p !== 'GET_EMPLOYEES_OF_DEPARTMENT');
    renderList('employee', employeeApi(), without);
    await screen.findByText('Name1 Rao');
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(select.textContent).toBe('All Employees');
  });

  it("shows 'CONFIDENTIAL' without an email, and 'Incomplete' for an unfinished employee", async () => {
    const rows = [
      employee(1, { user: null }),
      employee(2, { firstName: null, lastName: null, employeeCode: null }),
    ];
    renderList('employee', employeeApi({ rows }), EVERYTHING);
    expect(await screen.findByText('CONFIDENTIAL')).toBeTruthy();
    expect(screen.getByText('Incomplete')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Name1 Rao' });
    expect(link.getAttribute('href')).toBe('/employee-info/Name1?id=1');
    expect(screen.getByText('name2@example.com')).toBeTruthy();
    // The Employee Code column shows the employee's code, as the info page does (issue #37), not
    // the record id.
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toContain('E1');
    expect(cells.map((c) => c.textContent)).not.toContain('1');
  });

  it('shows New Employee disabled without ADD_EMPLOYEE', async () => {
    renderList(
      'employee',
      employeeApi(),
      EVERYTHING.filter((p) => p !== 'ADD_EMPLOYEE'),
    );
    await screen.findByText('Name1 Rao');
    expect(screen.getByRole('button', { name: 'New Employee' })).toHaveProperty('disabled', true);
  });

  it('opens the wizard at New Employee and, for Edit, with the employee id', async () => {
    renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    expect(screen.getByRole('link', { name: 'New Employee' }).getAttribute('href')).toBe(
      '/employee/employee-create-update',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Name3 Rao' }));
    expect(
      await screen.findByText(/form at \/employee\/employee-create-update\?id=3/),
    ).toBeTruthy();
  });

  it('says to create an organisation first when there is none', async () => {
    renderList('employee', employeeApi({ organizations: 0 }), EVERYTHING);
    expect(await screen.findByText('No Organizations Available')).toBeTruthy();
    expect(
      screen.getByText('You need to create an organization before managing employees.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Organization' })).toBeTruthy();
  });

  it("says 'No employees found' when there is nobody", async () => {
    renderList('employee', employeeApi({ rows: [] }), EVERYTHING);
    expect(await screen.findByText('No employees found')).toBeTruthy();
  });

  it('assigns a department through the modal and unassigns one', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Assign Name1 Rao Department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Department' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select a department.')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(calls()).toContain('PATCH /api/v1/department/1/assignEmployeeToDepartment/3'),
    );
    // The modal closes: the page behind it is readable again.
    fireEvent.click(await screen.findByRole('button', { name: 'Unassign Name2 Rao Department' }));
    // Issue #23 §3: asked first, naming the employee and the department.
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText(/^You want to unassign Name2 Rao from .+\.$/)).toBeTruthy();
    expect(calls()).not.toContain('PATCH /api/v1/department/2/removeEmployeeFromDepartment/2');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    await waitFor(() =>
      expect(calls()).toContain('PATCH /api/v1/department/2/removeEmployeeFromDepartment/2'),
    );
  });

  it('deletes the employee through its user after confirming, then shows the first page', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Name6 Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Name7 Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('You want to delete this selected employee from the records.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/v1/user/107'));
    // The first page is read after the delete and is what shows. The list's refresh may also
    // re-read the page the user left, before or after it (react-query schedules it): which request
    // goes last is not something a user sees.
    expect(await screen.findByText('Name1 Rao')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Name6 Rao')).toBeNull());
    const afterDelete = calls().slice(calls().indexOf('DELETE /api/v1/user/107'));
    expect(listCalls(() => afterDelete).some((c) => c.endsWith('?page=0&size=5'))).toBe(true);
  });
});
