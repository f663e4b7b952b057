// The employee wizard in the real console against an in-memory API: the spec's messages (part 2
// §5) on blur, word for word; Next blocked on bad input; step 1 registers the user exactly once.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WIZARD_PRIVILEGES, wizardServer } from './employeeWizardApi.ts';
import { callsTo, openForm } from './schemaFormHelpers.tsx';

const ROUTE = '/employee/employee-create-update';
const ALL = WIZARD_PRIVILEGES;

const input = (label: RegExp) => screen.findByLabelText(label);

async function typeAndLeave(label: RegExp, value: string) {
  const field = await input(label);
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
  expect(await screen.findByRole('heading', { name: 'Personal Info' })).toBeTruthy();
}

describe('the employee wizard, step 1', () => {
  it('shows the title, the breadcrumb and the three steps', async () => {
    openForm(ROUTE, ALL, wizardServer().route);
    expect(await screen.findByRole('heading', { name: 'Create Employee' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('Home')).toBeTruthy();
    expect(within(crumbs).getByText('Dashboard')).toBeTruthy();
    for (const step of ['Primary Details', 'Personal Details', 'Additional Details']) {
      expect(screen.getByText(step)).toBeTruthy();
    }
  });

  it.each([
    [/^Email/, '', 'Email is required'],
    [/^Email/, 'not-an-email', 'Invalid email address'],
    [/^Email/, 'a@acme1.com', 'Domain must not contain any numbers'],
    [/^Password/, '', 'Password is required'],
    [/^Password/, 'Ab1!', 'Password must be at least 6 characters'],
    [
      /^Password/,
      'abcdefg',
      'Password must include at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
  ])('says the spec words for %s = %j on blur', async (label, value, message) => {
    openForm(ROUTE, ALL, wizardServer().route);
    await typeAndLeave(label, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('blocks Next on bad input and registers nothing', async () => {
    const fetchMock = openForm(ROUTE, ALL, wizardServer().route);
    await typeAndLeave(/^Email/, 'bad');
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Organization is required')).toBeTruthy();
    expect(screen.getByText('Role is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('bad');
    expect(callsTo(fetchMock, '/user/addNewUser/3')).toEqual([]);
  });

  it('registers once: going back to step 1 shows the account and Next only moves on', async () => {
    const fetchMock = openForm(ROUTE, ALL, wizardServer().route);
    await passStepOne();
    const posts = callsTo(fetchMock, '/user/addNewUser/3');
    expect(posts.map((c) => JSON.parse(String(c.body)))).toEqual([
      { email: 'new@acme.com', password: 'Secret1!', role: 'Employee' },
    ]);
    expect(window.location.search).toBe('?id=50');
    fireEvent.click(screen.getByRole('button', { name: 'Previous Step' }));
    expect(await screen.findByDisplayValue('new@acme.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { name: 'Personal Info' })).toBeTruthy();
    expect(callsTo(fetchMock, '/user/addNewUser/3')).toHaveLength(1);
  });
});

describe('the employee wizard, step 2 and 3', () => {
  it.each([
    [/^First Name/, '', 'First name is required'],
    [/^First Name/, 'Ad4', 'First name should contain only letters'],
    [/^First Name/, '   ', 'First name cannot be empty'],
    [/^Last Name/, 'L0', 'Last name should contain only letters'],
    [/^Employee Code/, 'E-1', 'Employee code should contain only letters and numbers'],
  ])('says the spec words for %s = %j on blur', async (label, value, message) => {
    openForm(ROUTE, ALL, wizardServer().route);
    await passStepOne();
    await typeAndLeave(label, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('blocks Next Step on step 2 until the details are right, then saves them', async () => {
    const fetchMock = openForm(ROUTE, ALL, wizardServer().route);
    await passStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Department is required')).toBeTruthy();
    expect(callsTo(fetchMock, '/employee/50').filter((c) => c.method === 'POST')).toEqual([]);
    await typeAndLeave(/^First Name/, ' Grace ');
    await typeAndLeave(/^Last Name/, 'Hopper');
    await typeAndLeave(/^Employee Code/, 'E50');
    await choose(/^Department/, 'Sales');
    await typeAndLeave(/^Floor/, 'Three');
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { name: 'Emergency Contact Details' })).toBeTruthy();
    const [post] = callsTo(fetchMock, '/employee/50').filter((c) => c.method === 'POST');
    expect(JSON.parse(String(post.body))).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      employeeCode: 'E50',
      departmentId: 3,
      skillList: [],
      designationList: [],
      attributes: { Floor: 'Three' },
    });
  });

  it.each([
    [/^Contact(?! form)/, '12345', 'Contact must be exactly 10 digits'],
    [/^Relationship/, 'Br0ther', 'Relationship must contain only letters'],
    [/^Zip Code/, '12', 'Zip Code must be in the format 123456 or 12345-6789'],
    [/^City/, 'C1ty', 'City must contain only letters'],
    [/^Property Number/, '', 'Property Number is required'],
    [/^Account Number/, '12ab', 'Account Number must be 9 to 18 digits'],
    [/^IFSC Code/, 'utib1234567', 'IFSC Code must be in the format XXXX0YYYYYY'],
  ])('step 3 says the words for %s = %j on blur', async (label, value, message) => {
    openForm(`${ROUTE}?id=5`, ALL, wizardServer().route);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Additional Details' }));
    await screen.findByRole('heading', { name: 'Emergency Contact Details' });
    await typeAndLeave(label, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('Save All Changes on step 3 refuses bad input and stays', async () => {
    const fetchMock = openForm(`${ROUTE}?id=5`, ALL, wizardServer().route);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Additional Details' }));
    await screen.findByRole('button', { name: 'Update Contact' });
    await typeAndLeave(/^Contact(?! form)/, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Contact must be exactly 10 digits')).toBeTruthy();
    expect(callsTo(fetchMock, '/emergencyContact/8')).toEqual([]);
    expect(window.location.pathname).toBe(ROUTE);
  });
});
