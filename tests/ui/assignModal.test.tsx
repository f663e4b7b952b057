// Issue #23 §3: assign has no undo, so its modal is the confirmation. Picking an option only fills
// the select; nothing reaches the server until Assign is pressed, and Cancel or Escape (after a
// choice was made) close the modal without any request.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceName } from '../../src/generated/registry.ts';
import { employeeApi, EVERYTHING } from './employeeListHelpers.tsx';
import { page, renderList, type Api } from './schemaListHarness.tsx';

const acme = { organizationId: 3, organizationName: 'Acme', attributes: {} };

const department = (departmentId: number, name: string, assigned: boolean) => ({
  departmentId,
  department: name,
  description: 'About it',
  managerId: 1,
  managerFirstName: 'Grace',
  managerLastName: 'Hopper',
  organizations: assigned ? [acme] : [],
  branches: [],
  attributes: {},
});

const branchRow = { branchId: 8, branchName: 'North', organizations: [acme], attributes: {} };
const envelope = (extra: Record<string, unknown>) => ({ success: true, message: 'ok', ...extra });

/** Departments of Acme, unassigned departments and branches, Acme's branches; writes succeed. */
const orgApi: Api = (method, path, query) => {
  if (method !== 'GET') return { json: { success: true, message: 'Done it' } };
  if (path === '/api/v1/organization') return { json: page([acme], query) };
  if (path === '/api/v1/organization/3')
    return { json: page([department(1, 'Sales', true)], query) };
  if (path === '/api/v1/department/unassignedDepartmentsOfOrganization')
    return { json: envelope({ Departments: page([department(5, 'Legal', false)], query) }) };
  if (path === '/api/v1/organization/branches/3')
    return { json: envelope({ BranchList: [branchRow] }) };
  if (path === '/api/v1/branch/unassignedBranches')
    return {
      json: envelope({
        Branches: page(
          [{ ...branchRow, branchId: 9, branchName: 'Harbour', organizations: [] }],
          query,
        ),
      }),
    };
  return { status: 404, json: { message: 'Not found' } };
};

type Case = {
  modal: string;
  resource: ResourceName;
  api: Api;
  privileges: string[];
  /** The list filter to choose first, when the row to assign is not on the default one. */
  filter?: string;
  button: string;
  option: string;
  request: string;
};

const cases: Case[] = [
  {
    modal: 'Assign Organization',
    resource: 'department',
    api: orgApi,
    privileges: [
      'GET_ALL_ORGANIZATIONS',
      'GETALL_DEPARTMENTS',
      'ASSIGN_DEPARTMENT_TO_ORGANIZATION',
    ],
    filter: 'Unassigned Departments',
    button: 'Assign Legal Organization',
    option: 'Acme',
    request: 'PATCH /api/v1/department/3/assignDepartment/5',
  },
  {
    modal: 'Assign Sub Organization',
    resource: 'department',
    api: orgApi,
    privileges: [
      'GET_ALL_ORGANIZATIONS',
      'GETALL_DEPARTMENTS',
      'GET_DEPARTMENTS_OF_ORGANIZATION',
      'ASSIGN_DEPARTMENT_TO_BRANCH',
      'GET_BRANCHES_OF_ORGANIZATION',
    ],
    button: 'Assign Sales Sub-Organization',
    option: 'North',
    request: 'PATCH /api/v1/department/8/assignDepartmentToBranch/1',
  },
  {
    modal: 'Assign Organization',
    resource: 'branch',
    api: orgApi,
    privileges: [
      'GET_ALL_ORGANIZATIONS',
      'GET_ALL_BRANCH',
      'GET_BRANCHES_OF_ORGANIZATION',
      'ASSIGN_BRANCH',
    ],
    filter: 'Unassigned Sub-Organizations',
    button: 'Assign Harbour Organization',
    option: 'Acme',
    request: 'PATCH /api/v1/branch/3/assignBranch/9',
  },
  {
    modal: 'Assign Department',
    resource: 'employee',
    api: employeeApi(),
    privileges: EVERYTHING,
    button: 'Assign Name1 Rao Department',
    option: 'Sales',
    request: 'PATCH /api/v1/department/1/assignEmployeeToDepartment/3',
  },
];

/** Opens the row's assign modal and picks the option; returns the open dialog. */
async function openAndChoose({ modal, filter, button, option }: Case) {
  if (filter) {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Organization' }));
    fireEvent.click(await screen.findByRole('option', { name: filter }));
  }
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: modal });
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  // The choice is shown in the select, the modal stays open: a pick alone is not a confirmation.
  await waitFor(() => expect(within(dialog).getByRole('combobox').textContent).toBe(option));
  return dialog;
}

const writes = (calls: string[]) => calls.filter((c) => !c.startsWith('GET '));

describe.each(cases)('the $modal modal of the $resource list', (c) => {
  it('sends nothing when an option is picked and then Cancel or Escape closes it', async () => {
    const { calls } = renderList(c.resource, c.api, c.privileges);

    let dialog = await openAndChoose(c);
    expect(writes(calls())).toEqual([]);
    const beforeCancel = calls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No request of any kind: no write, and not even a reload of the list.
    expect(calls().slice(beforeCancel)).toEqual([]);

    dialog = await openAndChoose({ ...c, filter: undefined });
    const beforeEscape = calls().length;
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().slice(beforeEscape)).toEqual([]);
    expect(writes(calls())).toEqual([]);

    // The same modal does send the call once Assign confirms the choice.
    dialog = await openAndChoose({ ...c, filter: undefined });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(writes(calls())).toEqual([c.request]));
  });
});
