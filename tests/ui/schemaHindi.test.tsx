// The generated department list and form in Hindi (issue #21 §2): the schema's texts (title,
// column labels, empty text, create label, field label, errorMessage) and the screens' own words come
// from the Hindi catalogue, so a screen that skips translate() shows English here and fails.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { englishKeys as en } from '../../src/admin/i18n/englishKeys.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { loginUser, mockApi, signIn } from './harness.tsx';
import { formHeading, page } from './schemaFormHelpers.tsx';

/** A catalogue text by key; every one used here must be translated, not English. */
function text(key: string): string {
  const at = (tree: unknown) =>
    key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], tree);
  const hindi = at(hi);
  expect(typeof hindi, key).toBe('string');
  expect(hindi, key).not.toBe(at(en));
  return hindi as string;
}
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (_m, name: string) => values[name] ?? '');

const ALL = [
  'GET_ALL_ORGANIZATIONS',
  'GETALL_DEPARTMENTS',
  'GET_DEPARTMENTS_OF_ORGANIZATION',
  'ADD_DEPARTMENT',
  'UPDATE_DEPARTMENT',
  'DELETE_DEPARTMENT',
];
const acme = { organizationId: 3, organizationName: 'Acme', attributes: {} };
const sales = {
  departmentId: 1,
  department: 'Sales',
  description: 'About it',
  managerId: 1,
  managerFirstName: 'Grace',
  managerLastName: 'Hopper',
  organizations: [acme],
  branches: [],
  attributes: {},
};

function openInHindi(path: string, departments: unknown[]) {
  signIn(loginUser('Manager', ALL));
  const fetchMock = mockApi((url) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/v1/organization') return { body: page([acme]) };
    if (pathname === '/api/v1/organization/3') return { body: page(departments) };
    if (pathname === '/api/v1/departmentAttribute') return { body: [] };
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  window.history.replaceState(null, '', path);
  render(<App i18nProvider={createI18nProvider('hi', hi)} />);
  return fetchMock;
}

afterEach(() => window.localStorage.clear());

describe('the generated department screens in Hindi', () => {
  it('titles the list and labels its columns, create button and paging in Hindi', async () => {
    openInHindi('/department/department-list', [sales]);
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: text('schema.department.x-list.title') }),
    ).toBeTruthy();
    expect(screen.getByText(text('schema.department.properties.department.title'))).toBeTruthy();
    expect(
      screen.getByText(text('schema.department.x-list.cells.managerFirstName.label')),
    ).toBeTruthy();
    expect(screen.getByText(text('charter.schema.list.action'))).toBeTruthy();
    // The create button and the side menu's 'Add Department' entry, both in Hindi.
    const create = text('schema.department.x-list.createLabel');
    expect(screen.getAllByRole('link', { name: create })).toHaveLength(2);
    expect(screen.getByRole('button', { name: text('charter.schema.pager.next') })).toBeTruthy();
    // The side menu's entries too (menu.<label words>, src/shared/menuLabels.ts menuLabelKey).
    expect(screen.getByRole('link', { name: text('menu.department_list') })).toBeTruthy();
    expect(screen.queryByText('Department Name')).toBeNull();
    expect(screen.queryByText('Department List')).toBeNull();
  });

  it('says the empty text in Hindi', async () => {
    openInHindi('/department/department-list', []);
    expect(await screen.findByText(text('schema.department.x-list.empty'))).toBeTruthy();
    expect(screen.queryByText('No Departments Found')).toBeNull();
  });

  it("shows the form's heading, label and the schema's validation message in Hindi", async () => {
    const fetchMock = openInHindi('/department/department-create-update', []);
    const title = text('schema.department.title');
    await formHeading(fill(text('charter.schema.form.create_title'), { title }));
    const name = await screen.findByLabelText(
      new RegExp(`^${text('schema.department.properties.department.title')}`),
    );
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.click(
      screen.getByRole('button', {
        name: fill(text('charter.schema.form.create_button'), { title }),
      }),
    );
    expect(
      await screen.findByText(
        text('schema.department.properties.department.allOf.0.errorMessage.minLength'),
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Department Name must be at least 3 characters')).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toEqual([]);
  });
});
