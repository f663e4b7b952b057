// The side bar shows the menu the server serves (issue #20 §2): what GET /api/v1/menu answers, as
// it is (the server already filtered it), with a loading state, a retry after a failure, a new
// request when another user signs in, and labels in the user's language by their text's key.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { saveSession } from '../../src/admin/providers/session.ts';
import type { ServedMenu } from '../../src/shared/menu.ts';
import { loginUser, mockApi, renderAppAt, signIn, type Answer } from './harness.tsx';

afterEach(() => window.localStorage.clear());

const served = (menu: ServedMenu): Answer => ({
  body: { success: true, message: 'Menu fetched successfully', ...menu },
});

/** A menu ops edited on the server: a group and labels no build of the console has seen. */
const edited: ServedMenu = {
  groups: [
    {
      id: 'help',
      label: 'Help Desk',
      icon: 'Settings',
      items: [{ label: 'Public Holidays', route: '/holiday' }],
    },
    {
      id: 'department',
      label: 'Department',
      icon: 'Apartment',
      items: [{ label: 'Department List', route: '/department/department-list' }],
    },
  ],
};

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

/** [group, entries] of the side bar, every group opened. */
function readSideBar() {
  const bar = nav();
  within(bar)
    .getAllByRole('button', { expanded: false })
    .forEach((header) => fireEvent.click(header));
  return within(bar)
    .getAllByRole('button', { expanded: true })
    .map((header) => [
      header.textContent,
      within(document.getElementById(header.getAttribute('aria-controls')!)!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ]);
}

describe('the side bar fed by the server', () => {
  it('shows exactly the groups and entries the server sent, labels as written', async () => {
    // The user holds no privilege at all: the console filters nothing, the server decided.
    mockApi(undefined, { menu: () => served(edited) });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    await within(await screen.findByRole('navigation', { name: 'Main menu' })).findByRole(
      'button',
      { name: 'Help Desk' },
    );
    expect(readSideBar()).toEqual([
      ['Help Desk', [['Public Holidays', '/holiday']]],
      ['Department', [['Department List', '/department/department-list']]],
    ]);
  });

  it('shows a loading state until the menu arrives', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = mockApi(undefined, { menu: () => served(edited) });
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/v1/menu')) await arrived;
      return real(input, init);
    });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const status = await within(
      await screen.findByRole('navigation', { name: 'Main menu' }),
    ).findByRole('status');
    expect(status.textContent).toContain('Loading the menu…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(within(nav()).queryByRole('button', { name: 'Help Desk' })).toBeNull();
    // The dashboard does not claim an empty menu while it is on its way.
    expect(screen.queryByText('There is nothing in the menu for your role yet.')).toBeNull();
    await act(async () => answer());
    expect(await within(nav()).findByRole('button', { name: 'Help Desk' })).toBeTruthy();
    expect(within(nav()).queryByRole('status')).toBeNull();
  });

  it('says when the menu cannot be loaded, and loads it on Try again', async () => {
    let fail = true;
    mockApi(undefined, {
      menu: () =>
        fail ? { status: 500, body: { success: false, message: 'Oops' } } : served(edited),
    });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const alert = await within(
      await screen.findByRole('navigation', { name: 'Main menu' }),
    ).findByRole('alert');
    expect(alert.textContent).toContain('The menu could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(nav()).findByRole('button', { name: 'Help Desk' })).toBeTruthy();
  });

  it('asks again when another user signs in, with that user’s token', async () => {
    const fetchMock = mockApi(undefined, {
      menu: (_url, init) =>
        new Headers(init?.headers).get('Authorization') === 'Bearer second-token'
          ? served({ groups: [edited.groups[1]!] })
          : served({ groups: [edited.groups[0]!] }),
    });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main menu' })).findByRole(
        'button',
        { name: 'Help Desk' },
      ),
    ).toBeTruthy();
    act(() => saveSession('second-token', loginUser('Manager', [], { userId: 8 })));
    expect(await within(nav()).findByRole('button', { name: 'Department' })).toBeTruthy();
    expect(within(nav()).queryByRole('button', { name: 'Help Desk' })).toBeNull();
    const menuCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/v1/menu'));
    expect(menuCalls).toHaveLength(2);
  });

  it('translates a shipped label by its text, wherever it sits, and shows a new one as written', async () => {
    mockApi(undefined, { menu: () => served(edited) });
    signIn(loginUser('Employee', []));
    window.history.replaceState(null, '', '/');
    render(<App i18nProvider={createI18nProvider('hi', hi)} />);
    const bar = await screen.findByRole('navigation', { name: 'मुख्य मेन्यू' });
    fireEvent.click(await within(bar).findByRole('button', { name: 'विभाग' }));
    expect(within(bar).getByRole('link', { name: 'विभाग सूची' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Help Desk' }));
    expect(within(bar).getByRole('link', { name: 'Public Holidays' })).toBeTruthy();
  });
});
