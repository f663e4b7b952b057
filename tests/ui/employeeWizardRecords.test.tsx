// Step 3 of the employee wizard lists what is saved under each section (issue #23 §3): an added
// contact, address or bank account joins the list at once, with its edit form and Delete; editing
// an employee lists theirs; Delete asks first, removes the record and brings the add form back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELETE_RECORDS, recordsServer } from './employeeRecordsApi.ts';
import { WIZARD_PRIVILEGES } from './employeeWizardApi.ts';
import { callsTo, openForm } from './schemaFormHelpers.tsx';

const WIZARD = '/employee/employee-create-update';
const ALL = [...WIZARD_PRIVILEGES, ...DELETE_RECORDS];

async function openStep3(id: number, privileges = ALL) {
  const server = recordsServer();
  const fetchMock = openForm(`${WIZARD}?id=${id}`, privileges, server.route);
  fireEvent.click(await screen.findByRole('button', { name: 'Update Additional Details' }));
  await screen.findByRole('heading', { name: 'Emergency Contact Details' });
  return { server, fetchMock };
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The saved records listed under a section, by their summary line. */
const saved = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('step 3 lists what is saved', () => {
  it('shows an added contact in the list under its section, with edit and delete', async () => {
    await openStep3(61);
    expect(screen.queryByRole('list', { name: 'Saved emergency contacts' })).toBeNull();
    type(/^Contact(?! form)/, '9876543210');
    type(/^Relationship/, 'Mother');
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    await screen.findByRole('list', { name: 'Saved emergency contacts' });
    expect(saved('Saved emergency contacts')).toEqual(['9876543210']);
    const contact = within(
      screen.getByRole('list', { name: 'Saved emergency contacts' }),
    ).getByRole('listitem');
    expect(within(contact).getByText('Mother')).toBeTruthy();
    expect(within(contact).getByRole('button', { name: 'Update Contact' })).toBeTruthy();
    expect(within(contact).getByRole('button', { name: 'Delete contact 9876543210' })).toBeTruthy();
    // The add form is gone until asked for, so the same contact is not added twice.
    expect(screen.queryByRole('button', { name: 'Add Contact' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Another Contact' })).toBeTruthy();
  });

  it('shows an added address and bank account in the lists under their sections', async () => {
    await openStep3(61);
    await choose(/^Address Type/, 'Permanent');
    type(/^Property Number/, '12 B');
    type(/^City/, 'Chennai');
    type(/^Zip Code/, '600001');
    type(/^State/, 'Tamil Nadu');
    type(/^Country/, 'India');
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await screen.findByRole('list', { name: 'Saved addresses' });
    expect(saved('Saved addresses')).toEqual(['12 B, Chennai, 600001']);

    await choose(/^Bank Name/, 'Axis Bank');
    type(/^Account Number/, '123456789012');
    type(/^IFSC Code/, 'UTIB0000123');
    type(/^Branch/, 'Anna Nagar');
    fireEvent.click(screen.getByRole('button', { name: 'Add Bank Details' }));
    await screen.findByRole('list', { name: 'Saved bank account' });
    expect(saved('Saved bank account')).toEqual(['Axis Bank, Anna Nagar']);
    expect(screen.queryByRole('button', { name: 'Add Bank Details' })).toBeNull();
  });

  it("lists an edited employee's contacts, addresses and account, without Delete unless allowed", async () => {
    await openStep3(5, WIZARD_PRIVILEGES);
    expect(saved('Saved emergency contacts')).toEqual(['9123456780']);
    expect(saved('Saved addresses')).toEqual(['12, Bengaluru, 560001']);
    expect(saved('Saved bank account')).toEqual(['Axis Bank, MG Road']);
    expect(screen.getByText('Permanent · Karnataka, India')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('deletes a saved contact after confirmation, and the add form returns', async () => {
    const { server, fetchMock } = await openStep3(5);
    fireEvent.click(screen.getByRole('button', { name: 'Delete contact 9123456780' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('You want to delete the contact 9123456780.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Saved emergency contacts' })).toBeNull(),
    );
    expect(await screen.findByRole('button', { name: 'Add Contact' })).toBeTruthy();
    expect(callsTo(fetchMock, '/emergencyContact/8/5')).toMatchObject([{ method: 'DELETE' }]);
    expect(server.employees.get(5)?.emergencyContacts).toEqual([]);
    expect(await screen.findByText('The contact was deleted')).toBeTruthy();
  });

  it('deletes a saved address and the bank account, toasting the server message', async () => {
    const { fetchMock } = await openStep3(5);
    fireEvent.click(screen.getByRole('button', { name: 'Delete address 12, Bengaluru, 560001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address removed successfully')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Address' })).toBeTruthy();
    expect(callsTo(fetchMock, '/address/5/removeAddress/4')).toMatchObject([{ method: 'DELETE' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete bank account Axis Bank, MG Road' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bank account removed successfully')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Bank Details' })).toBeTruthy();
    expect(callsTo(fetchMock, '/account/5/removeAccount')).toMatchObject([{ method: 'DELETE' }]);
  });
});
