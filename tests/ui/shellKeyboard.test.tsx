// The shell by keyboard and screen reader (issue #21 §3): the skip link, focus on the new page's
// heading after navigation, an avatar button named by its initials, Cancel focused first in the
// logout dialogs, and one request however fast a form is submitted twice. Only fetch is replaced.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

describe('the skip link', () => {
  it('is the first thing Tab reaches and takes the focus to the main content', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.querySelector(FOCUSABLE)).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');

    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(document.activeElement).toBe(main);
  });
});

describe('focus after navigation', () => {
  it('moves to the heading of the page a link opened', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    // The first page of a visit leaves the focus where the browser put it.
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    const heading = await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('moves to the heading when the profile menu navigates, not back to the menu button', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/no/such/page');
    fireEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dashboard' }));
    const heading = await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('the avatar button', () => {
  it('is named by the initials it shows, then whose menu it opens', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const button = await screen.findByRole('button', {
      name: 'AL — Profile menu for Ada Lovelace',
    });
    expect(within(button).getByText('AL')).toBeTruthy();
  });
});

describe('the logout dialogs', () => {
  it.each([
    ['Logout', 'Are You Sure?'],
    ['Log Out Everywhere', 'Log Out Everywhere?'],
  ])('%s opens with Cancel focused', async (item, title) => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });
});

/** A fetch whose answers wait until `release()`: a slow link, where double clicks happen. */
function slowApi(answer: (url: string) => unknown) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    await held;
    return new Response(JSON.stringify(answer(String(input))), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

describe('no double submit', () => {
  it('signs in once when Login is clicked twice on a slow link', async () => {
    const { fetchMock, release } = slowApi(() => ({
      success: true,
      message: 'Login successful',
      token: 'tok-1',
      loginUser: loginUser('SuperAdmin', []),
    }));
    renderAppAt('/login');
    fireEvent.change(await screen.findByLabelText('Email Address'), {
      target: { value: 'admin@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    const login = screen.getByRole('button', { name: 'Login' });
    fireEvent.click(login);
    fireEvent.click(login);
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const logins = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/login'));
    expect(logins).toHaveLength(1);
  });

  it('changes the password once when the button is clicked twice', async () => {
    const { fetchMock, release } = slowApi(() => ({
      success: true,
      message: 'Password changed successfully',
      token: 'tok-2',
      loginUser: loginUser('Employee', []),
    }));
    signIn(loginUser('Employee', []));
    renderAppAt('/change-password');
    fireEvent.change(await screen.findByLabelText('Current Password'), {
      target: { value: 'Old!pass1' },
    });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'N3w!pass' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), {
      target: { value: 'N3w!pass' },
    });
    const submit = screen.getByRole('button', { name: 'Change Password' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const changes = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/user/changePassword'),
    );
    expect(changes).toHaveLength(1);
  });

  it('logs out once when Logout is confirmed twice', async () => {
    const { fetchMock, release } = slowApi(() => ({ success: true, message: 'Logged out' }));
    window.localStorage.setItem('showOption', 'true');
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out Everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out Everywhere?' });
    const confirm = within(dialog).getByRole('button', { name: 'Log Out Everywhere' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    const ends = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/logoutAll'));
    expect(ends).toHaveLength(1);
  });
});
