// An administrator's password reset (issue #24 §2) on the employee wizard's account step (edit mode):
// only for holders of RESET_USER_PASSWORD, asked first, the temporary password shown once with Copy.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WIZARD_PRIVILEGES, wizardServer } from './employeeWizardApi.ts';
import { callsTo, openForm, type Route } from './schemaFormHelpers.tsx';

const EDIT = '/employee/employee-create-update?id=5';

/** The wizard's server, plus the reset call for Ada's account (userId 9). */
function server(): Route {
  const { route } = wizardServer();
  return (url, init) =>
    url.pathname === '/api/v1/user/resetPassword/9' && init?.method === 'POST'
      ? {
          body: {
            success: true,
            message: 'Password reset successfully',
            userId: 9,
            temporaryPassword: 'Tmp!9xYz42abQR',
          },
        }
      : route(url, init);
}

async function openAccountStep() {
  expect(await screen.findByRole('heading', { name: 'Edit Employee' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Previous Step' }));
  expect(await screen.findByDisplayValue('ada@acme.com')).toBeTruthy();
}

describe("resetting an employee's password", () => {
  it('asks first, then shows the temporary password once, with Copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = openForm(EDIT, [...WIZARD_PRIVILEGES, 'RESET_USER_PASSWORD'], server());
    await openAccountStep();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset Password?' });
    expect(within(confirm).getByText(/ada@acme.com gets a temporary password/)).toBeTruthy();
    expect(callsTo(fetchMock, '/user/resetPassword/9')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset Password' }));

    const shown = await screen.findByRole('dialog', { name: 'Temporary Password' });
    expect(within(shown).getByDisplayValue('Tmp!9xYz42abQR')).toBeTruthy();
    expect(within(shown).getByText(/It is shown only once/)).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Tmp!9xYz42abQR'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Tmp!9xYz42abQR')).toBeNull());
    const calls = callsTo(fetchMock, '/user/resetPassword/9');
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  it('is not offered without RESET_USER_PASSWORD', async () => {
    openForm(EDIT, WIZARD_PRIVILEGES, server());
    await openAccountStep();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });
});
