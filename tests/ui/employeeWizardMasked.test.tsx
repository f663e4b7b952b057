// The wizard editing someone whose identity numbers and salary the user may not read (issue #24 §1):
// the masked values are shown with a hint, do not block saving, and are never sent back, so saving
// other changes keeps what is stored; a value typed over the mask is checked and sent.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, WIZARD_PRIVILEGES, wizardServer } from './employeeWizardApi.ts';
import { callsTo, openForm } from './schemaFormHelpers.tsx';

const EDIT = '/employee/employee-create-update?id=5';
const HINT = 'Hidden from you; type a new value to replace it';

function maskedServer() {
  const server = wizardServer();
  server.employees.set(5, {
    ...structuredClone(ada),
    adhaarNumber: '********9012',
    panNumber: '******234F',
    uanNumber: null,
    salary: null,
  });
  return server;
}

const patchBody = (fetchMock: Parameters<typeof callsTo>[0]) => {
  const [patch] = callsTo(fetchMock, '/employee/updateEmployeeDetails/5');
  return JSON.parse(String(patch.body)) as Record<string, unknown>;
};

describe('the employee wizard with masked sensitive fields', () => {
  it('shows the masks with a hint and saves without sending them back', async () => {
    const fetchMock = openForm(EDIT, WIZARD_PRIVILEGES, maskedServer().route);
    expect(await screen.findByDisplayValue('********9012')).toBeTruthy();
    expect(screen.getAllByText(HINT)).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Update Additional Details' }));
    expect(await screen.findByRole('button', { name: 'Update Contact' })).toBeTruthy();
    const body = patchBody(fetchMock);
    expect(body).toMatchObject({ firstName: 'Ada' });
    for (const field of ['adhaarNumber', 'panNumber', 'uanNumber', 'salary'])
      expect(body, field).not.toHaveProperty(field);
  });

  it('checks and sends a value typed over the mask', async () => {
    const fetchMock = openForm(EDIT, WIZARD_PRIVILEGES, maskedServer().route);
    const pan = await screen.findByDisplayValue('******234F');
    fireEvent.change(pan, { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Additional Details' }));
    expect(await screen.findByText('PAN Number must be in the format ABCDE1234F')).toBeTruthy();
    fireEvent.change(pan, { target: { value: 'PQRSX6789Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Additional Details' }));
    expect(await screen.findByRole('button', { name: 'Update Contact' })).toBeTruthy();
    const body = patchBody(fetchMock);
    expect(body.panNumber).toBe('PQRSX6789Z');
    expect(body).not.toHaveProperty('adhaarNumber');
  });
});
