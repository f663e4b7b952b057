// Issue #37: every list shows a loading state from the moment it asks for its rows. The role list
// showed only its title for about a second (react-admin's Datagrid draws nothing for its first
// second of loading), as did every generated list on a desktop.
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/admin/providers/dataProvider.ts';
import { AttributeManager } from '../../src/admin/schema/attributes/AttributeManager.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';
import { loginUser, mockApi, signIn } from './harness.tsx';
import { renderList, type Reply } from './schemaListHarness.tsx';

/** An answer the test sends when it chooses. */
function held() {
  let send: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => (send = resolve));
  return { reply, send };
}

const loading = () => screen.queryByRole('status', { name: 'Loading' });

describe('a list while its rows load', () => {
  it('shows the role list loading as soon as it asks, then the roles', async () => {
    const roles = held();
    const { calls } = renderList(
      'role',
      (method, path) => (path === '/api/v1/role' ? roles.reply : { json: [] }),
      ['GET_ALL_ROLES'],
    );
    await waitFor(() => expect(calls().some((c) => c.startsWith('GET /api/v1/role?'))).toBe(true));
    await screen.findByRole('heading', { name: 'Role List' });
    // Asked, not answered: the list says it is loading (not only its title).
    expect(loading()?.getAttribute('aria-busy')).toBe('true');

    roles.send({ json: [{ roleId: 2, role: 'Manager', privilege: ['GET_ALL_ROLES'] }] });
    expect(await screen.findByText('Manager')).toBeTruthy();
    expect(loading()).toBeNull();
  });

  it('shows the attribute list loading until the attributes are in', async () => {
    let answer: (value: Response) => void = () => undefined;
    signIn(loginUser('Manager', ['GET_ALL_DEPARTMENT_ATTRIBUTES']));
    const fetchMock = mockApi();
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18nProvider()}>
        <AttributeManager resource="departmentAttribute" />
      </AdminContext>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(loading()).toBeTruthy();
    expect(screen.queryByText('No attributes available')).toBeNull();

    answer(
      new Response(JSON.stringify([{ attributeId: 1, attributeKey: 'Floor' }]), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Floor')).toBeTruthy();
    expect(loading()).toBeNull();
  });
});
