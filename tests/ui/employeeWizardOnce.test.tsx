// No double submit in the employee wizard (issue #21 §3): on a slow link, two quick clicks on a
// save send one request, because the button is busy from the first click on (before the form's
// check), and it stays busy until the answer arrives.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordsServer } from './employeeRecordsApi.ts';
import { WIZARD_PRIVILEGES } from './employeeWizardApi.ts';
import type { mockApi } from './harness.tsx';
import { callsTo, openForm } from './schemaFormHelpers.tsx';

/**
 * A slow link for the writes to `path`: they wait until released; everything else answers at once.
 * Answers the release.
 */
function holdWrites(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const answer = fetchMock.getMockImplementation()!;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  fetchMock.mockImplementation(async (input, init) => {
    const target = new URL(String(input), 'http://localhost').pathname;
    if (target === `/api/v1${path}` && (init?.method ?? 'GET') !== 'GET') await gate;
    return answer(input, init);
  });
  return release;
}

const writes = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  callsTo(fetchMock, path).filter((c) => c.method !== 'GET');

describe('the employee wizard saves once', () => {
  it('sends one PATCH for two quick clicks on step 2, and moves on once it is answered', async () => {
    const fetchMock = openForm(
      '/employee/employee-create-update?id=5',
      WIZARD_PRIVILEGES,
      recordsServer().route,
    );
    const next = await screen.findByRole('button', { name: 'Update Additional Details' });
    await screen.findByDisplayValue('Two'); // the attribute keys are in
    const release = holdWrites(fetchMock, '/employee/updateEmployeeDetails/5');

    fireEvent.click(next);
    fireEvent.click(next);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Save All Changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() =>
      expect(writes(fetchMock, '/employee/updateEmployeeDetails/5')).toHaveLength(1),
    );
    fireEvent.click(next);

    release();
    await screen.findByRole('heading', { name: 'Emergency Contact Details' });
    expect(writes(fetchMock, '/employee/updateEmployeeDetails/5')).toHaveLength(1);
  });

  it('adds one contact for two quick clicks on Add Contact at step 3', async () => {
    const fetchMock = openForm(
      '/employee/employee-create-update?id=61',
      WIZARD_PRIVILEGES,
      recordsServer().route,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Update Additional Details' }));
    await screen.findByRole('heading', { name: 'Emergency Contact Details' });
    fireEvent.change(screen.getByLabelText(/^Contact(?! form)/), {
      target: { value: '9876543210' },
    });
    fireEvent.change(screen.getByLabelText(/^Relationship/), { target: { value: 'Brother' } });
    const release = holdWrites(fetchMock, '/emergencyContact/employee/61');

    const add = screen.getByRole('button', { name: 'Add Contact' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(writes(fetchMock, '/emergencyContact/employee/61')).toHaveLength(1));
    expect((add as HTMLButtonElement).disabled).toBe(true);

    release();
    await screen.findByRole('list', { name: 'Saved emergency contacts' });
    expect(writes(fetchMock, '/emergencyContact/employee/61')).toHaveLength(1);
  });
});
