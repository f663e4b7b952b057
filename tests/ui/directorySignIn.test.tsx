// Issue #43: the sign-in screen's part of the company directory, in the real app; only fetch is
// replaced (the providers list, the ticket exchange).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, loginUser, mockApi, renderAppAt } from './harness.tsx';

const providers = (available: boolean) => () => ({
  body: {
    success: true,
    providers: [
      { kind: 'password', directory: null, localPasswords: true },
      { kind: 'oidc', name: 'Acme SSO', loginUrl: '/api/v1/auth/oidc/login', available },
    ],
  },
});

describe('the sign-in screen with a company directory', () => {
  it('shows "Sign in with <name>" beside the password form, pointing at the login route', async () => {
    mockApi(undefined, { providers: providers(true) });
    renderAppAt('/login');
    const button = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(button.getAttribute('href')).toBe('/api/v1/auth/oidc/login');
    expect(screen.getByLabelText('Email Address')).toBeTruthy();
  });

  it('shows no directory button when the server lists only passwords', async () => {
    mockApi();
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    expect(screen.queryByText(/Sign in with/)).toBeNull();
  });

  it('says so, and keeps the password form, while the provider is down', async () => {
    mockApi(undefined, { providers: providers(false) });
    renderAppAt('/login');
    expect(
      await screen.findByText(
        'Sign-in with Acme SSO is not available right now. Please sign in with your password.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Sign in with Acme SSO').closest('[aria-disabled="true"]'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('shows why a directory sign-in was refused', async () => {
    mockApi(undefined, { providers: providers(true) });
    renderAppAt('/login?signInError=directory.no_role');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your groups in the company directory give no access to this console.',
    );
  });

  it('ignores a signInError that is not a directory refusal', async () => {
    mockApi();
    renderAppAt('/login?signInError=<b>hi</b>');
    await screen.findByLabelText('Email Address');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('trades the ticket it came back with for a session and opens the dashboard', async () => {
    const api = mockApi((url) =>
      url === '/api/v1/auth/oidc/session'
        ? {
            body: {
              success: true,
              message: 'Login successful',
              token: 'tok-oidc',
              loginUser: loginUser('SuperAdmin', []),
              mustChangePassword: false,
            },
          }
        : { status: 404, body: { success: false, message: 'Not found' } },
    );
    renderAppAt('/login#signIn=the-ticket');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('button', { name: /Profile menu/ })).toBeTruthy();
    const [url, init] = api.mock.calls[0];
    expect(url).toBe('/api/v1/auth/oidc/session');
    expect(JSON.parse(String(init?.body))).toEqual({ ticket: 'the-ticket' });
    expect(window.localStorage.getItem('AccessToken')).toBe(JSON.stringify('tok-oidc'));
    // The ticket does not stay in the address bar or the history.
    expect(window.location.hash).toBe('');
  });

  it('stays on the sign-in screen with the server message when the ticket is refused', async () => {
    mockApi(() => ({
      status: 401,
      body: {
        success: false,
        message: 'This sign-in link has expired or was already used. Please sign in again.',
      },
    }));
    renderAppAt('/login#signIn=used-ticket');
    expect(
      await screen.findByText(
        'This sign-in link has expired or was already used. Please sign in again.',
      ),
    ).toBeTruthy();
    expect(currentPath()).toBe('/login');
    expect(window.localStorage.getItem('AccessToken')).toBeNull();
  });
});
