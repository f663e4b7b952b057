// The department list generated from schemas/department.schema.json: the organisation filter and its
// named actions, the conditional Sub-Organization column, the assign modal, delete and empty states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderList, type Api } from './schemaListHarness.tsx';

const ALL = [
  'GET_ALL_ORGANIZATIONS',
  'GETALL_DEPARTMENTS',
  'GET_DEPARTMENTS_OF_ORGANIZATION',
  'ADD_DEPARTMENT',
  'UPDATE_DEPARTMENT',
  'DELETE_DEPARTMENT',
  'ASSIGN_DEPARTMENT_TO_ORGANIZATION',
  'REMOVE_DEPARTMENT_FROM_ORGANIZATION',
  'ASSIGN_DEPARTMENT_TO_BRANCH',
  'REMOVE_DEPARTMENT_FROM_BRANCH',
  'GET_BRANCHES_OF_ORGANIZATION',
];

const acme = {
  organizationId: 3,
  organizationName: 'Acme',
  organizationDescription: 'x',
  attributes: {},
};
const row = (departmentId: number, department: string, assigned: boolean) => ({
  departmentId,
  department,
  description: 'About it',
  managerId: 1,
  managerFirstName: 'Grace',
  managerLastName: 'Hopper',
  organizations: assigned ? [acme] : [],
  branches: [],
  attributes: {},
});

function api(orgs = [acme]): Api {
  return (method, path, query) => {
    if (method === 'GET' && path === '/api/v1/organization') return { json: page(orgs, query) };
    if (method === 'GET' && path === '/api/v1/organization/3')
      return { json: page([row(1, 'Sales', true)], query) };
    if (method === 'GET' && path === '/api/v1/department/unassignedDepartmentsOfOrganization')
      return {
        json: { success: true, message: 'ok', Departments: page([row(5, 'Legal', false)], query) },
      };
    if (method === 'GET' && path === '/api/v1/organization/branches/3')
      return {
        json: {
          success: true,
          message: 'ok',
          BranchList: [{ branchId: 8, branchName: 'North', organizations: [acme] }],
        },
      };
    if (method === 'PATCH' || method === 'DELETE')
      return { json: { success: true, message: 'Done it' } };
    return { status: 404, json: { message: 'Not found' } };
  };
}

async function chooseFilter(label: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Organization' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the generated department list', () => {
  it("lists the first organisation's departments, then the unassigned ones", async () => {
    const { calls } = renderList('department', api(), ALL);
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(calls().some((c) => c.startsWith('GET /api/v1/organization/3?page=0&size=10'))).toBe(
      true,
    );
    await chooseFilter('Unassigned Departments');
    expect(await screen.findByText('Legal')).toBeTruthy();
    expect(screen.queryByText('Sales')).toBeNull();
    expect(
      calls().some((c) =>
        c.startsWith('GET /api/v1/department/unassignedDepartmentsOfOrganization?page=0'),
      ),
    ).toBe(true);
  });

  it('shows the Sub-Organization column only while an organisation is selected', async () => {
    renderList('department', api(), ALL);
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Sub-Organization' })).toBeTruthy();
    await chooseFilter('Unassigned Departments');
    expect(await screen.findByText('Legal')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Sub-Organization' })).toBeNull();
  });

  it('asks for an organisation before assigning, then PATCHes with the organisation id first', async () => {
    const { calls } = renderList('department', api(), ALL);
    await chooseFilter('Unassigned Departments');
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Legal Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select an organization.')).toBeTruthy();
    expect(calls().some((c) => c.startsWith('PATCH'))).toBe(false);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls()).toContain('PATCH /api/v1/department/3/assignDepartment/5'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a sub-organisation of the selected organisation before assigning one', async () => {
    const { calls } = renderList('department', api(), ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Sales Sub-Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Sub Organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select a sub-organization.')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'North' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(calls()).toContain('PATCH /api/v1/department/8/assignDepartmentToBranch/1'),
    );
  });

  it('unassigns from the organisation with the organisation id first', async () => {
    const { calls } = renderList('department', api(), ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Unassign Sales Organization' }));
    // Issue #23 §3: an unassign asks first, with Cancel focused, and sends nothing until confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/^You want to unassign Sales from .+\.$/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().filter((c) => c.startsWith('PATCH'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(calls()).toContain('PATCH /api/v1/department/3/removeDepartment/1'));
  });

  it('sends no unassign when the confirmation is cancelled', async () => {
    const { calls } = renderList('department', api(), ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Unassign Sales Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('confirms a delete with the spec texts and buttons', async () => {
    const { calls } = renderList('department', api(), ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'You want to delete this department. This department may contain important information. Deleting this department will remove all the details associated with it.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Department' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/v1/department/1'));
  });

  it('asks for an organisation first when there is none, with a link to create one', async () => {
    renderList('department', api([]), ALL);
    expect(
      await screen.findByText('You need to create an organization before managing departments.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Create Organization' });
    expect(link.getAttribute('href')).toBe('/organization/organization-create-update');
  });

  it('shows the empty text with Add Department when the selection has no departments', async () => {
    const empty: Api = (method, path, query) =>
      path === '/api/v1/organization/3' ? { json: page([], query) } : api()(method, path, query);
    renderList('department', empty, ALL);
    expect(await screen.findByText('No Departments Found')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add Department' }).length).toBeGreaterThan(0);
  });

  it('preselects the organisation a form returns with (?organizationId=)', async () => {
    const { calls } = renderList(
      'department',
      api(),
      ALL,
      '/department/department-list?organizationId=3',
    );
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(calls().some((c) => c.startsWith('GET /api/v1/organization/3?'))).toBe(true);
  });

  it('hides assign, unassign, edit, delete and add without their privileges', async () => {
    renderList('department', api(), [
      'GET_ALL_ORGANIZATIONS',
      'GETALL_DEPARTMENTS',
      'GET_DEPARTMENTS_OF_ORGANIZATION',
    ]);
    expect(await screen.findByText('Sales')).toBeTruthy();
    for (const name of [
      'Unassign Sales Organization',
      'Assign Sales Sub-Organization',
      'Edit Sales',
      'Delete Sales',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Department' })).toBeNull();
  });
});
