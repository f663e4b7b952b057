// The shell around every screen (spec part 1 §1, §4, §8): profile, logout, theme, unknown routes,
// and a 401 ending the session.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshSessionUser } from '../../src/admin/providers/authProvider.ts';
import { currentPath, loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

describe('the profile dropdown', () => {
  it('shows initials, the name and the role when there is no photo', async () => {
    mockApi();
    signIn(loginUser('Manager', [], { firstName: 'Grace', lastName: 'Hopper' }));
    renderAppAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(document.body).getAllByText('GH').length).toBeGreaterThan(0);
    expect(within(menu.parentElement!).getByText('Grace Hopper')).toBeTruthy();
    expect(within(menu.parentElement!).getByText('Manager')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the photo when the user has one', async () => {
    mockApi();
    signIn(loginUser('Manager', [], { profileImage: '/api/v1/employee/7/image' }));
    renderAppAt('/');
    const profile = await screen.findByRole('button', { name: /Profile menu/ });
    expect(profile.querySelector('img')?.getAttribute('src')).toBe('/api/v1/employee/7/image');
  });
});

describe('logout', () => {
  it('asks for confirmation and keeps the session on Cancel', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    expect(within(dialog).getByText('You Will be Logged Out of Your Account')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are You Sure?' })).toBeNull());
    expect(window.localStorage.getItem('AccessToken')).not.toBeNull();
    expect(currentPath()).toBe('/');
  });

  it('on confirm clears the token and the user, says Logged Out and goes to /login', async () => {
    mockApi();
    window.localStorage.setItem('showOption', 'true');
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(window.localStorage.getItem('AccessToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('showOption')).toBe('true');
    expect(screen.queryByText('Logging Out...')).toBeNull();
  });
});

describe('the theme toggle', () => {
  it('remembers dark mode in storage and keeps it after signing out', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark theme' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Toggle light/dark theme' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toggle light/dark theme' }));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('starts dark when the stored flag says so', async () => {
    mockApi();
    window.localStorage.setItem('darkMode', 'true');
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark theme' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('routes inside the shell', () => {
  it('greets the user on the dashboard with their role', async () => {
    mockApi();
    signIn(loginUser('Manager', ['GET_ALL_ORGANIZATIONS']));
    renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Signed in as Manager')).toBeTruthy();
  });

  it('shows Page not found with a way back for an unknown route', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

describe('the session', () => {
  it('refreshes the stored user from /user/me so the menu follows new privileges', async () => {
    const fresh = loginUser('Employee', ['GET_ALL_ORGANIZATIONS']);
    const api = mockApi((url) =>
      url === '/api/v1/user/me'
        ? { body: { success: true, message: 'ok', loginUser: fresh } }
        : { status: 404 },
    );
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('button', { name: 'Organization' })).toBeNull();

    await act(() => refreshSessionUser());
    expect(await screen.findByRole('button', { name: 'Organization' })).toBeTruthy();
    const headers = new Headers(api.mock.calls[0][1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('treats a 401 as signed out: clears storage and goes to /login', async () => {
    mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Your session has expired.' },
    }));
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    await screen.findByRole('button', { name: /Profile menu/ });

    await act(() => refreshSessionUser());
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(window.localStorage.getItem('AccessToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
