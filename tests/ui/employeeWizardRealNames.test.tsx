// Real names and addresses in the wizard (issue #37): 'Smith-Jones', "D'Souza", '12-B' and
// 'Flat 4/2' pass the wizard's own checks (the schemas' precompiled validators) and are sent as
// typed; a digit or a stray character still gets the spec's words on blur.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordsServer } from './employeeRecordsApi.ts';
import { WIZARD_PRIVILEGES, wizardServer } from './employeeWizardApi.ts';
import { callsTo, openForm } from './schemaFormHelpers.tsx';

const ROUTE = '/employee/employee-create-update';

async function typeAndLeave(label: RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function passStepOne() {
  await choose(/Select Organization/, 'Acme');
  await typeAndLeave(/^Email/, 'new@acme.com');
  await typeAndLeave(/^Password/, 'Secret1!');
  await choose(/^Role/, 'Employee');
  fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
  await screen.findByRole('heading', { name: 'Personal Info' });
}

describe('real names in step 2', () => {
  it("saves 'Mary-Jane' \"D'Souza\" as typed, with no message", async () => {
    const fetchMock = openForm(ROUTE, WIZARD_PRIVILEGES, wizardServer().route);
    await passStepOne();
    await typeAndLeave(/^First Name/, 'Mary-Jane');
    await typeAndLeave(/^Last Name/, "D'Souza");
    await typeAndLeave(/^Employee Code/, 'E50');
    await choose(/^Department/, 'Sales');
    expect(screen.queryByText('First name should contain only letters')).toBeNull();
    expect(screen.queryByText('Last name should contain only letters')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await screen.findByRole('heading', { name: 'Emergency Contact Details' });
    const [post] = callsTo(fetchMock, '/employee/50').filter((c) => c.method === 'POST');
    expect(JSON.parse(String(post.body))).toMatchObject({
      firstName: 'Mary-Jane',
      lastName: "D'Souza",
    });
  });

  it.each([
    ['Smith-', 'Last name should contain only letters'],
    ['Sm1th-Jones', 'Last name should contain only letters'],
  ])('says the spec words for the last name %j on blur', async (value, message) => {
    openForm(ROUTE, WIZARD_PRIVILEGES, wizardServer().route);
    await passStepOne();
    await typeAndLeave(/^Last Name/, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('real addresses in step 3', () => {
  async function openStep3() {
    const server = recordsServer();
    const fetchMock = openForm(`${ROUTE}?id=61`, WIZARD_PRIVILEGES, server.route);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Additional Details' }));
    await screen.findByRole('heading', { name: 'Emergency Contact Details' });
    return fetchMock;
  }

  it("adds an address at 'Flat 4/2' and lists it", async () => {
    const fetchMock = await openStep3();
    await choose(/^Address Type/, 'Permanent');
    await typeAndLeave(/^Property Number/, 'Flat 4/2');
    expect(screen.queryByText('Property Number must be alphanumeric')).toBeNull();
    await typeAndLeave(/^City/, 'Chennai');
    await typeAndLeave(/^Zip Code/, '600001');
    await typeAndLeave(/^State/, 'Tamil Nadu');
    await typeAndLeave(/^Country/, 'India');
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getByText('Flat 4/2, Chennai, 600001')).toBeTruthy();
    const [post] = callsTo(fetchMock, '/address/61/addNewAddress');
    expect(JSON.parse(String(post.body))).toMatchObject({ propertyNumber: 'Flat 4/2' });
  });

  it("says 'Property Number must be alphanumeric' for '12@B' on blur", async () => {
    await openStep3();
    await typeAndLeave(/^Property Number/, '12@B');
    expect(await screen.findByText('Property Number must be alphanumeric')).toBeTruthy();
  });
});
