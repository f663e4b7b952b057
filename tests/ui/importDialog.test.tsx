// The generated list's Import (x-list.import on the employee list): offered only with the import
// privileges; the dry run's bad cells are listed by row and column and nothing is written; a clean
// dry run enables the write, which sends the same CSV and shows the new sign-ins once.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginUser, mockApi, signIn } from './harness.tsx';
import { employeeApi, EVERYTHING } from './employeeListHelpers.tsx';
import { renderList } from './schemaListHarness.tsx';

const IMPORTER = [...EVERYTHING, 'CREATE_NEW_USER'];
const CSV =
  'email,role,firstName,lastName,employeeCode,department\r\nx@example.com,Employee,Ann,Lee,A1,Sales\r\n';

type Call = { url: string; init?: RequestInit };
let calls: Call[] = [];
function importApi(answers: {
  dry: object;
  dryStatus?: number;
  write?: object;
  writeStatus?: number;
}) {
  calls = [];
  return mockApi((url, init) => {
    calls.push({ url, init });
    if (url.includes('dryRun=true')) return { status: answers.dryStatus ?? 200, body: answers.dry };
    return { status: answers.writeStatus ?? 201, body: answers.write };
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function openAndPick(csv = CSV) {
  fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Employees' });
  const input = within(dialog).getByLabelText('CSV file');
  fireEvent.change(input, {
    target: { files: [new File([csv], 'people.csv', { type: 'text/csv' })] },
  });
  return dialog;
}

describe('importing into the employee list', () => {
  it('is not offered without the privileges the import route needs', async () => {
    signIn(loginUser('HR', EVERYTHING)); // ADD_EMPLOYEE but not CREATE_NEW_USER
    renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('lists every bad cell of the dry run and offers no write', async () => {
    signIn(loginUser('HR', IMPORTER));
    importApi({
      dryStatus: 422,
      dry: {
        success: false,
        message: '2 problems found in the file; nothing was imported.',
        cells: [
          { row: 2, column: 'firstName', message: 'First name must be at least 2 characters' },
          { row: 4, column: 'email', message: 'A user with this email already exists.' },
        ],
      },
    });
    renderList('employee', employeeApi(), IMPORTER);
    const dialog = await openAndPick();
    await within(dialog).findByText('2 problems found in the file; nothing was imported.');
    const table = within(dialog).getByRole('table', { name: 'Problems in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Row', 'Column', 'Message'],
      ['2', 'firstName', 'First name must be at least 2 characters'],
      ['4', 'email', 'A user with this email already exists.'],
    ]);
    expect(
      (within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/v1/import/employee?dryRun=true');
    expect(calls[0].init?.body).toBe(CSV);
    expect(new Headers(calls[0].init?.headers).get('content-type')).toBe('text/csv');
  });

  it('writes after a clean dry run and shows the temporary passwords once', async () => {
    signIn(loginUser('HR', IMPORTER));
    importApi({
      dry: {
        success: true,
        dryRun: true,
        rows: 1,
        message: '1 row is ready to import.',
        created: [],
      },
      write: {
        success: true,
        rows: 1,
        message: '1 employee imported.',
        created: [
          { row: 2, email: 'x@example.com', employeeId: 40, temporaryPassword: 'Tmp-pass-1A!' },
        ],
      },
    });
    renderList('employee', employeeApi(), IMPORTER);
    const dialog = await openAndPick();
    await within(dialog).findByText('1 row is ready to import.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 1 row' }));
    const signIns = await within(dialog).findByRole('table', { name: 'New sign-ins' });
    expect(within(signIns).getByText('Tmp-pass-1A!')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/import/employee?dryRun=true',
      '/api/v1/import/employee',
    ]);
    expect(calls[1].init?.method).toBe('POST');
    expect(calls[1].init?.body).toBe(CSV);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file over the size limit before sending it', async () => {
    signIn(loginUser('HR', IMPORTER));
    importApi({ dry: {} });
    renderList('employee', employeeApi(), IMPORTER);
    const dialog = await openAndPick('x'.repeat(600 * 1024));
    await within(dialog).findByText('The file is larger than 512 KB.');
    expect(calls).toHaveLength(0);
  });
});
