// Finding a person in the employee list (issue #37): a Search box beside the department filter and
// the sort sends its text as `search` with the list's call (the department's too), from the first
// page, five a page, keeping the sort; the export sends it too. On a phone the box is above the
// cards and fits the screen.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { narrowViewport } from '../helpers/narrowViewport.ts';
import { choose, employee, employeeApi, employees, EVERYTHING } from './employeeListHelpers.tsx';
import { renderList } from './schemaListHarness.tsx';

const lastList = (calls: () => string[], path = '/api/v1/employee/getAllEmployees') =>
  calls()
    .filter((c) => c.startsWith(`GET ${path}?`))
    .at(-1) ?? '';
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });

describe('the employee list search', () => {
  it('offers Search beside Department and Sort By, saying what it searches', async () => {
    renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    expect(searchBox().getAttribute('placeholder')).toBe('Name, e-mail or employee code');
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toBeTruthy();
  });

  it('finds people by name, e-mail or code from the first page, keeping the sort', async () => {
    const rows = [...employees(12), employee(40, { firstName: 'Dana', employeeCode: 'NW040' })];
    const { calls } = renderList('employee', employeeApi({ rows }), EVERYTHING);
    await screen.findByText('Name1 Rao');
    await choose('Sort By', 'Alphabetically');
    await waitFor(() => expect(lastList(calls)).toContain('sortBy=Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(calls)).toContain('?page=1&size=5&sortBy=Name'));
    type('nw040');
    expect(await screen.findByText('Dana Rao')).toBeTruthy();
    expect(screen.queryByText('Name1 Rao')).toBeNull();
    expect(lastList(calls)).toContain('?page=0&size=5&search=nw040&sortBy=Name');
    type('name1');
    // Name1, Name10, Name11, Name12: four people, one page.
    expect(await screen.findByText('Name10 Rao')).toBeTruthy();
    expect(screen.queryByText('Dana Rao')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    type('');
    expect(await screen.findByText('Name2 Rao')).toBeTruthy();
    // The unsearched page shows from the data provider's cache at once; the list then asks again.
    await waitFor(() => expect(lastList(calls)).not.toContain('search'));
  });

  it("searches one department's people through its own call", async () => {
    const byDepartment = [employee(2), employee(4, { lastName: "D'Souza" })];
    const { calls } = renderList('employee', employeeApi({ byDepartment }), EVERYTHING);
    await screen.findByText('Name1 Rao');
    await choose('Department', 'Engineering');
    await screen.findByText('Name2 Rao');
    type("d'souza");
    expect(await screen.findByText("Name4 D'Souza")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Name2 Rao')).toBeNull());
    expect(lastList(calls, '/api/v1/department/2')).toContain(
      `?page=0&size=5&${new URLSearchParams({ search: "d'souza" })}`,
    );
  });

  it('keeps the search when a department is picked after it', async () => {
    const byDepartment = [employee(2), employee(4)];
    const { calls } = renderList('employee', employeeApi({ byDepartment }), EVERYTHING);
    await screen.findByText('Name1 Rao');
    type('name4');
    // Applied once the list shows only what it found (Name4 was on the first page already): a
    // department picked before the list has drawn the search would be picked on the filters
    // drawn before it.
    await waitFor(() => expect(screen.queryByText('Name1 Rao')).toBeNull());
    expect(screen.getByText('Name4 Rao')).toBeTruthy();
    await choose('Department', 'Engineering');
    await waitFor(() =>
      expect(lastList(calls, '/api/v1/department/2')).toContain('?page=0&size=5&search=name4'),
    );
    expect(searchBox()).toHaveProperty('value', 'name4');
    await waitFor(() => expect(screen.queryByText('Name2 Rao')).toBeNull());
  });

  it('sends one call for a word typed quickly, once the typing pauses', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    for (const text of ['N', 'Na', 'Nam', 'Name', 'Name12']) type(text);
    expect(await screen.findByText('Name12 Rao')).toBeTruthy();
    expect(calls().filter((c) => c.includes('search='))).toEqual([
      expect.stringContaining('search=Name12'),
    ]);
  });

  it('exports only the people the search found', async () => {
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByText('Name1 Rao');
    type('name1');
    await screen.findByText('Name10 Rao');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    await waitFor(() => expect(lastList(calls)).toContain('size=100'));
    expect(lastList(calls)).toContain('search=name1');
  });

  it('shows the box above the cards on a phone', async () => {
    narrowViewport(390);
    const { calls } = renderList('employee', employeeApi(), EVERYTHING);
    await screen.findByRole('link', { name: 'Name1 Rao' });
    type('Name12');
    expect(await screen.findByRole('link', { name: 'Name12 Rao' })).toBeTruthy();
    expect(lastList(calls)).toContain('search=Name12');
  });
});
