// The sign-in screen (spec part 1 §2, §5, §8) in the real app; only fetch is replaced.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};

const loginOk = (role: string, privileges: string[] = []) => ({
  status: 200,
  body: {
    success: true,
    message: 'Login successful',
    token: 'tok-1',
    loginUser: loginUser(role, privileges),
  },
});

describe('the sign-in screen', () => {
  it('shows both headings, the fields and the Forgot Password? link', async () => {
    mockApi();
    renderAppAt('/login');
    expect(await screen.findByRole('heading', { name: 'Sign-In Portal' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('requires both fields and sends nothing while either is empty', async () => {
    const api = mockApi();
    renderAppAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    fill('ada@example.com', '');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses an email of the wrong shape without sending it', async () => {
    const api = mockApi();
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('ada-at-example', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('toggles the password between hidden and shown', async () => {
    mockApi();
    renderAppAt('/login');
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('on a 401 toasts the server message, marks the password and stays on /login', async () => {
    const api = mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Invalid email or password.' },
    }));
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('ada@example.com', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Failed to login. Please check your credentials.')).toBeTruthy();
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
    const [url, init] = api.mock.calls[0];
    expect(url).toBe('/api/v1/user/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'wrong' });
    expect(window.localStorage.getItem('AccessToken')).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it("toasts 'Something went wrong.' when the server gives no message", async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('ada@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });

  it('stores the token and the user, then opens the dashboard', async () => {
    mockApi(() => loginOk('SuperAdmin'));
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('admin@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('button', { name: /Profile menu/ })).toBeTruthy();
    expect(window.localStorage.getItem('AccessToken')).toBe(JSON.stringify('tok-1'));
    expect(JSON.parse(window.localStorage.getItem('user')!).roles[0].role).toBe('SuperAdmin');
  });

  it('asks a Manager without the flag about a new organisation; Skip sets showOption and goes to /', async () => {
    mockApi(() => loginOk('Manager', ['GET_ALL_ORGANIZATIONS', 'CREATE_ORGANIZATION']));
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('manager@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Do you want to create a new Organization?',
    });
    expect(currentPath()).toBe('/');
    expect(
      within(dialog).getByText('This action will redirect you to the organization creation page.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));

    expect(window.localStorage.getItem('showOption')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('button', { name: /Profile menu/ })).toBeTruthy();
  });

  it('sends a Manager who answers Yes to the organisation creation page', async () => {
    mockApi(() => loginOk('Manager', ['CREATE_ORGANIZATION']));
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('manager@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentPath()).toBe('/organization/organization-create-update'));
    expect(window.localStorage.getItem('showOption')).toBeNull();
  });

  it('does not ask a Manager who may not create organisations (issue #37)', async () => {
    mockApi(() => loginOk('Manager', ['GET_ALL_ORGANIZATIONS']));
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('manager@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    await screen.findByRole('button', { name: /Profile menu/ });
    expect(screen.queryByText('Do you want to create a new Organization?')).toBeNull();
    // Not asked is not answered: a role that gains the privilege later gets the question.
    expect(window.localStorage.getItem('showOption')).toBeNull();
  });

  it('does not ask again on a later visit to the dashboard', async () => {
    mockApi();
    signIn(loginUser('Manager', []));
    renderAppAt('/');
    await screen.findByRole('button', { name: /Profile menu/ });
    expect(screen.queryByText('Do you want to create a new Organization?')).toBeNull();
  });

  it('does not ask a Manager who already skipped', async () => {
    window.localStorage.setItem('showOption', 'true');
    mockApi(() => loginOk('Manager', ['CREATE_ORGANIZATION']));
    renderAppAt('/login');
    await screen.findByLabelText('Email Address');
    fill('manager@example.com', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    await screen.findByRole('button', { name: /Profile menu/ });
    expect(screen.queryByText('Do you want to create a new Organization?')).toBeNull();
  });

  it('sends a visitor who already has a token from /login to /', async () => {
    mockApi();
    signIn(loginUser('Employee', []));
    renderAppAt('/login');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('sends a visitor without a token from / to /login', async () => {
    mockApi();
    renderAppAt('/');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Sign-In Portal' })).toBeTruthy();
  });

  it('explains on /reset-password that an administrator resets passwords', async () => {
    mockApi();
    renderAppAt('/reset-password');
    expect(await screen.findByText(/contact your HR administrator/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
