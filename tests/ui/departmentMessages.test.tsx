// The department screens' own toasts (spec part 1 §8): 'Updated Department Successfully' after an
// update, 'Updated Department Attributes Successfully' after an attribute rename, and 'DELETING...'
// (in capitals) while a department or a department attribute is being deleted.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginUser, renderAppAt, signIn } from './harness.tsx';
import { formHeading, page } from './schemaFormHelpers.tsx';

const ALL = [
  'ADD_DEPARTMENT',
  'UPDATE_DEPARTMENT',
  'DELETE_DEPARTMENT',
  'GETALL_DEPARTMENTS',
  'GET_DEPARTMENTS_OF_ORGANIZATION',
  'GET_ALL_ORGANIZATIONS',
  'SEARCH_EMPLOYEE_BY_NAME',
  'GET_ALL_DEPARTMENT_ATTRIBUTES',
  'CREATE_DEPARTMENT_ATTRIBUTE',
  'UPDATE_DEPARTMENT_ATTRIBUTE',
  'DELETE_DEPARTMENT_ATTRIBUTE',
];
const acme = { organizationId: 4, organizationName: 'Acme' };
const sales = {
  departmentId: 3,
  department: 'Sales',
  description: 'Sells things',
  managerId: 11,
  managerFirstName: 'Grace',
  managerLastName: 'Hopper',
  organizations: [acme],
  branches: [],
  attributes: { Floor: 'Two' },
};
const s4 = (message: string) => ({ status: 200, isSuccess: true, message, data: {} });

type Reply = { status?: number; body: unknown };

/**
 * The real console over a small API whose writes (PATCH, DELETE) wait until `release()`, so a
 * progress toast can be seen while its call is under way.
 */
function openHeld(path: string) {
  signIn(loginUser('Manager', ALL));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = (p: string, method: string): Reply => {
    if (p === '/organization') return { body: page([acme]) };
    if (p === '/organization/4') return { body: page([sales]) };
    if (p === '/departmentAttribute') return { body: [{ attributeId: 1, attributeKey: 'Floor' }] };
    if (p === '/department' && method === 'GET') return { body: page([sales]) };
    if (p === '/departmentAttribute/1') return { body: s4(`Department attribute ${method}`) };
    if (p === '/department/3') return { body: { success: true, message: `Department ${method}` } };
    return { status: 404, body: { success: false, message: 'Not found' } };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    if (method !== 'GET') await held;
    const { status = 200, body } = answer(url.pathname.replace('/api/v1', ''), method);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderAppAt(path);
  return { fetchMock, release };
}

async function openAttributes() {
  await formHeading('Create Department');
  fireEvent.click(screen.getByRole('button', { name: 'Manage Attributes' }));
  return screen.findByRole('dialog', { name: 'Manage Attributes' });
}

describe('the department toasts', () => {
  it('says "Updated Department Successfully" after an update, not the server message', async () => {
    const { release } = openHeld('/department/department-create-update?id=3');
    await formHeading('Edit Department');
    fireEvent.change(await screen.findByDisplayValue('Sells things'), {
      target: { value: 'Sells more things' },
    });
    release();
    fireEvent.click(screen.getByRole('button', { name: 'Update Department' }));
    expect(await screen.findByText('Updated Department Successfully')).toBeTruthy();
    expect(screen.queryByText('Department PATCH')).toBeNull();
  });

  it('says "Updated Department Attributes Successfully" after renaming an attribute', async () => {
    const { release, fetchMock } = openHeld('/department/department-create-update');
    const dialog = await openAttributes();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit Floor' }));
    fireEvent.change(within(dialog).getByLabelText('Rename Floor'), { target: { value: 'Wing' } });
    release();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Department Attributes Successfully')).toBeTruthy();
    expect(screen.queryByText('Department attribute PATCH')).toBeNull();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ attributeKey: 'Wing' });
  });

  it('shows "DELETING..." while a department attribute is deleted', async () => {
    const { release } = openHeld('/department/department-create-update');
    const dialog = await openAttributes();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete Floor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('DELETING...')).toBeTruthy();
    expect(screen.queryByText('Deleting...')).toBeNull();
    release();
    expect(await screen.findByText('Department attribute DELETE')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('DELETING...')).toBeNull());
  });

  it('shows "DELETING..." while a department is deleted from the list', async () => {
    const { release } = openHeld('/department/department-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Department' }));
    expect(await screen.findByText('DELETING...')).toBeTruthy();
    expect(screen.queryByText('Deleting...')).toBeNull();
    release();
    expect(await screen.findByText('Department DELETE')).toBeTruthy();
  });
});
