// The employee wizard in edit mode (?id=) against an in-memory API: every form prefilled, the
// update calls, and the skill/designation modal (add, select, rename, delete, applied on Add); the
// side bar marks Employee List while editing; an employee that cannot be fetched says why (P1 §6).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blank, WIZARD_PRIVILEGES, wizardServer } from './employeeWizardApi.ts';
import { callsTo, openForm } from './schemaFormHelpers.tsx';

const EDIT = '/employee/employee-create-update?id=5';

const chips = () =>
  within(screen.getByLabelText('Chosen skills'))
    .queryAllByRole('button', { hidden: true })
    .map((c) => c.textContent);

async function openSkills(listed = 'Java') {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Skill' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Skill' });
  await within(dialog).findByLabelText(`Select ${listed}`);
  return dialog;
}

describe('the employee wizard in edit mode', () => {
  it('prefills step 2 and step 3 and saves with the update calls', async () => {
    const fetchMock = openForm(EDIT, WIZARD_PRIVILEGES, wizardServer().route);
    expect(await screen.findByRole('heading', { name: 'Edit Employee' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit Personal Info' })).toBeTruthy();
    expect(screen.getByDisplayValue('Ada')).toBeTruthy();
    expect(screen.getByDisplayValue('Lovelace')).toBeTruthy();
    expect(screen.getByDisplayValue('E5')).toBeTruthy();
    expect(await screen.findByDisplayValue('Two')).toBeTruthy(); // the Floor attribute
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy(); // the photo button
    expect(chips()).toEqual(['Java']);
    fireEvent.click(screen.getByRole('button', { name: 'Update Additional Details' }));
    expect(await screen.findByRole('button', { name: 'Update Contact' })).toBeTruthy();
    expect(screen.getByDisplayValue('9123456780')).toBeTruthy();
    expect(screen.getByDisplayValue('Sister')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Address' })).toBeTruthy();
    expect(screen.getByDisplayValue('560001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Bank Details' })).toBeTruthy();
    expect(screen.getByDisplayValue('123456789012')).toBeTruthy();
    const [patch] = callsTo(fetchMock, '/employee/updateEmployeeDetails/5');
    expect(patch.method).toBe('PATCH');
    expect(JSON.parse(String(patch.body))).toMatchObject({
      firstName: 'Ada',
      departmentId: 3,
      skillList: ['Java'],
      designationList: ['Lead'],
      attributes: { Floor: 'Two' },
    });
    expect(callsTo(fetchMock, '/employee/5').filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('the skill modal adds, selects, renames and deletes; ticks apply only on Add', async () => {
    const server = wizardServer();
    const fetchMock = openForm(EDIT, WIZARD_PRIVILEGES, server.route);
    const dialog = await openSkills();
    expect((within(dialog).getByLabelText('Select Java') as HTMLInputElement).checked).toBe(true);

    // An empty add is ignored; a new name is created and listed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add new skill' }));
    fireEvent.change(within(dialog).getByLabelText('New Skill'), { target: { value: ' Go ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add new skill' }));
    await within(dialog).findByLabelText('Select Go');
    expect(callsTo(fetchMock, '/skill').filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/v1/skill', method: 'POST', body: JSON.stringify({ skill: 'Go' }) },
    ]);

    // Tick by name.
    fireEvent.click(within(dialog).getByLabelText('Select Go'));
    fireEvent.click(within(dialog).getByLabelText('Select Rust'));

    // Inline rename with confirm: the catalogue and the ticked name follow.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Java' }));
    fireEvent.change(within(dialog).getByLabelText('Rename Java'), { target: { value: 'Kotlin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm rename' }));
    await within(dialog).findByLabelText('Select Kotlin');
    expect(server.skills.map((s) => s.skill)).toEqual(['Kotlin', 'Rust', 'Go']);

    // Delete after confirmation.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Rust' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Select Rust')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
    expect(server.skills.map((s) => s.skill)).toEqual(['Kotlin', 'Go']);

    // Nothing reaches the chips before Add, except the rename of a chosen name.
    expect(chips()).toEqual(['Kotlin']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(chips()).toEqual(['Kotlin', 'Go']));

    // Cancel drops the ticks made since opening.
    const reopened = await openSkills('Go');
    fireEvent.click(within(reopened).getByLabelText('Select Go'));
    fireEvent.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Skill' })).toBeNull());
    expect(chips()).toEqual(['Kotlin', 'Go']);

    // The chosen names are sent with the details.
    fireEvent.click(screen.getByRole('button', { name: 'Update Additional Details' }));
    await screen.findByRole('button', { name: 'Update Contact' });
    const [patch] = callsTo(fetchMock, '/employee/updateEmployeeDetails/5');
    expect(JSON.parse(String(patch.body)).skillList).toEqual(['Kotlin', 'Go']);
  });

  it('resumes an employee abandoned after step 1 as a create, at step 2, without a new user', async () => {
    const server = wizardServer();
    server.employees.set(60, blank(60));
    const fetchMock = openForm(
      '/employee/employee-create-update?id=60',
      WIZARD_PRIVILEGES,
      server.route,
    );
    expect(await screen.findByRole('heading', { name: 'Create Employee' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Personal Info' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous Step' }));
    expect(await screen.findByDisplayValue('new@acme.com')).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { name: 'Personal Info' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/user/addNewUser'))).toBe(
      false,
    );
  });

  it('highlights Employee List in the side bar while editing, not New Employee', async () => {
    openForm(EDIT, [...WIZARD_PRIVILEGES, 'GET_ALL_EMPLOYEES'], wizardServer().route);
    await screen.findByRole('heading', { name: 'Edit Employee' });
    const list = await screen.findByRole('link', { name: 'Employee List' });
    await waitFor(() => expect(list.getAttribute('aria-current')).toBe('page'));
    const create = screen.getByRole('link', { name: 'New Employee' });
    expect(create.getAttribute('aria-current')).toBeNull();
  });

  it('says why when the employee to edit cannot be fetched by id', async () => {
    const { route } = wizardServer();
    openForm(EDIT, WIZARD_PRIVILEGES, (url, init) =>
      url.pathname === '/api/v1/employee/5'
        ? { status: 403, body: { success: false, message: 'Access denied' } }
        : route(url, init),
    );
    expect(
      await screen.findByText(
        'You cannot update employee details because you do not have the necessary privileges to access all employee information by ID.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Additional Details' })).toBeNull();
  });
});
