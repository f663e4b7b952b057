// Issue #21 §1: the generated employee list on a 390-px phone is cards (avatar initials, the name
// linking to the info page, email and code, the department with its action), no table; paging, the
// Sort By select and the row actions behave as on the desktop.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { narrowViewport } from '../helpers/narrowViewport.ts';
import { choose, employeeApi, EVERYTHING } from './employeeListHelpers.tsx';
import { renderList } from './schemaListHarness.tsx';

const listCalls = (calls: () => string[]) =>
  calls().filter((c) => c.startsWith('GET /api/v1/employee/getAllEmployees'));

const card = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

describe('the generated employee list on a phone', () => {
  beforeEach(() => {
    narrowViewport(390);
  });

  it('shows an employee card per row with the actions and no table', async () => {
    renderList('employee', employeeApi(), EVERYTHING);
    const first = await card('Name1 Rao');
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Employee List' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(first).getByRole('link', { name: 'Name1 Rao' }).getAttribute('href')).toBe(
      '/employee-info/Name1?id=1',
    );
    expect(within(first).getByText('NR')).toBeTruthy();
    expect(within(first).getByText('name1@example.com')).toBeTruthy();
    expect(within(first).getByText('Department')).toBeTruthy();
    for (const name of ['Assign Name1 Rao Department', 'Edit Name1 Rao', 'Delete Name1 Rao'])
      expect(within(first).getByRole('button', { name })).toBeTruthy();
    const second = await card('Name2 Rao');
    expect(within(second).getByText('Engineering')).toBeTruthy();
    expect(
      within(second).getByRole('button', { name: 'Unassign Name2 Rao Department' }),
    ).toBeTruthy();
  });

  it('pages with Next and sorts with the Sort By select', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    await card('Name1 Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Name6 Rao' })).toBeTruthy();
    // A declared sort select stays the only one: no second 'Sort by' of columns.
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    await choose('Sort By', 'Alphabetically');
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('?page=0&size=5&sortBy=Name'));
  });

  it('deletes from a card after confirming', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    const third = await card('Name3 Rao');
    fireEvent.click(within(third).getByRole('button', { name: 'Delete Name3 Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('You want to delete this selected employee from the records.'),
    ).toBeTruthy();
    expect(calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/v1/user/103'));
  });
});
