// Issue #21 §1: below `md` a generated list is cards, not a table: the department list's cards carry
// the same row actions as the table, with the same confirmation and request, and sort with a select.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { narrowViewport } from '../helpers/narrowViewport.ts';
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

const acme = { organizationId: 3, organizationName: 'Acme', attributes: {} };
const row = (departmentId: number, department: string) => ({
  departmentId,
  department,
  description: 'Sells things',
  managerId: 1,
  managerFirstName: 'Grace',
  managerLastName: 'Hopper',
  organizations: [acme],
  branches: [],
  attributes: {},
});

function api(rows = [row(1, 'Sales'), row(2, 'Support')]): Api {
  return (method, path, query) => {
    if (method === 'GET' && path === '/api/v1/organization') return { json: page([acme], query) };
    if (method === 'GET' && path === '/api/v1/organization/3') return { json: page(rows, query) };
    if (method === 'GET' && path === '/api/v1/organization/branches/3')
      return { json: { success: true, message: 'ok', BranchList: [] } };
    if (method === 'PATCH' || method === 'DELETE')
      return { json: { success: true, message: 'Done it' } };
    return { status: 404, json: { message: 'Not found' } };
  };
}

const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('a generated list on a phone', () => {
  beforeEach(() => {
    narrowViewport(390);
  });

  it('shows one card per department with its texts and actions, and no table', async () => {
    renderList('department', api(), ALL);
    const sales = await card('Sales');
    const list = screen.getByRole('list', { name: 'Department List' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(sales).getByText('Grace Hopper')).toBeTruthy();
    expect(within(sales).getByText('Organization')).toBeTruthy();
    expect(within(sales).getByText('Acme')).toBeTruthy();
    for (const name of ['Unassign Sales Organization', 'Edit Sales', 'Delete Sales'])
      expect(within(sales).getByRole('button', { name })).toBeTruthy();
    // The create button and paging stay the list's own.
    expect(screen.getAllByRole('link', { name: 'Add Department' }).length).toBeGreaterThan(0);
  });

  it('deletes from a card after the same confirmation as the table', async () => {
    const { calls } = renderList('department', api(), ALL);
    const sales = await card('Sales');
    fireEvent.click(within(sales).getByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/^You want to delete this department\./)).toBeTruthy();
    expect(calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Department' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/v1/department/1'));
  });

  it('unassigns from a card after its confirmation', async () => {
    const { calls } = renderList('department', api(), ALL);
    const sales = await card('Sales');
    fireEvent.click(within(sales).getByRole('button', { name: 'Unassign Sales Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(calls()).toContain('PATCH /api/v1/department/3/removeDepartment/1'));
  });

  it('sorts with a select in place of the table headers', async () => {
    const { calls } = renderList('department', api(), ALL);
    await card('Sales');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Department Name, descending' }));
    await waitFor(() =>
      expect(
        calls().some((c) => /GET \/api\/v1\/organization\/3\?.*sort=department&order=DESC/.test(c)),
      ).toBe(true),
    );
  });

  it('shows the empty text and the create button when there are no rows', async () => {
    renderList('department', api([]), ALL);
    expect(await screen.findByText('No Departments Found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Add Department' }).length).toBeGreaterThan(0);
  });
});
