// One schema becomes a screen: the generic list and form for `skill`, rendered from
// schemas/skill.schema.json through src/generated, with the browser's precompiled validator.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { canAccessResource } from '../../src/admin/schema/access.ts';
import { SchemaCreate } from '../../src/admin/schema/SchemaForm.tsx';
import { SchemaList } from '../../src/admin/schema/SchemaList.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';

const authFor = (privileges: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => privileges,
  canAccess: async ({ resource, action }) =>
    canAccessResource({ roleName: 'Tester', privileges }, resource, action),
});

const skills = [
  { id: 1, skillId: 1, skill: 'TypeScript' },
  { id: 2, skillId: 2, skill: 'Negotiation' },
];

function renderIn(
  resource: string,
  ui: React.ReactNode,
  privileges: string[],
  dataProvider = testDataProvider(),
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authFor(privileges)}
      i18nProvider={englishI18nProvider()}
    >
      <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
    </AdminContext>,
  );
}

describe('the generated list', () => {
  it('shows the schema columns and rows, and offers Create only with the create privilege', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: skills, total: 2 }) as never,
    });
    renderIn('skill', <SchemaList />, ['GET_ALL_SKILL'], dataProvider);
    expect(await screen.findByText('TypeScript')).toBeTruthy();
    expect(screen.getByText('Negotiation')).toBeTruthy();
    expect(screen.getAllByText('Skill').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });

  it('shows the schema empty text when there is nothing to list', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [], total: 0 }) as never,
    });
    renderIn('skill', <SchemaList />, ['GET_ALL_SKILL', 'ADD_SKILL'], dataProvider);
    expect(await screen.findByText('No skills found')).toBeTruthy();
  });
});

describe('the generated form', () => {
  it('shows the schema message for a blank name and sends nothing', async () => {
    const create = vi.fn(async () => ({ data: { id: 3, skillId: 3, skill: 'x' } }));
    renderIn('skill', <SchemaCreate />, ['ADD_SKILL'], testDataProvider({ create } as never));
    const input = await screen.findByLabelText(/Skill/);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Skill cannot be empty')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the typed record to the data provider', async () => {
    const create = vi.fn(async () => ({ data: { id: 3, skillId: 3, skill: 'Go' } }));
    renderIn('skill', <SchemaCreate />, ['ADD_SKILL'], testDataProvider({ create } as never));
    fireEvent.change(await screen.findByLabelText(/Skill/), { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toMatchObject(['skill', { data: { skill: 'Go' } }]);
  });
});
