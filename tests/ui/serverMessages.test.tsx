// The server's messages in the user's language (issue #21 §2): the console reads X-Message-Code and
// X-Message-Params and shows `server.<code>` from its catalogue, the server's sentence being the
// fallback. English shows exactly the server's words.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, useNotify, type I18nProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { toastError } from '../../src/admin/notifications/toast.ts';
import { useErrorMessage } from '../../src/admin/providers/errors.ts';
import { httpClient } from '../../src/admin/providers/httpClient.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';
import { mockApi } from './harness.tsx';

const hindi = () => createI18nProvider('hi', hi);

const refusal = (
  status: number,
  message: string,
  code?: string,
  params?: Record<string, unknown>,
) => ({
  status,
  body: { success: false, message },
  headers: {
    ...(code ? { 'X-Message-Code': code } : {}),
    ...(params ? { 'X-Message-Params': encodeURIComponent(JSON.stringify(params)) } : {}),
  },
});

/** A button that calls the API and shows the failure as a toast and as inline text. */
function renderCaller(i18nProvider: I18nProvider) {
  const Caller = () => {
    const notify = useNotify();
    const message = useErrorMessage();
    return (
      <button
        onClick={() =>
          httpClient('/api/v1/department', { method: 'POST', body: '{}' }).catch((error) => {
            toastError(notify, error);
            document.title = message(error);
          })
        }
      >
        call
      </button>
    );
  };
  const view = render(
    <AdminContext i18nProvider={i18nProvider}>
      <Caller />
      <ToastStack />
    </AdminContext>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'call' })));
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('server messages in the console', () => {
  it('shows a coded error in Hindi, in the toast and through useErrorMessage', async () => {
    mockApi(() =>
      refusal(409, 'A department with this name already exists.', 'department.name_taken'),
    );
    renderCaller(hindi());
    expect((await screen.findByRole('alert')).textContent).toBe('इस नाम का विभाग पहले से मौजूद है।');
    expect(document.title).toBe('इस नाम का विभाग पहले से मौजूद है।');
  });

  it('fills the parameters the server sent, whatever their script', async () => {
    mockApi(() =>
      refusal(400, 'The role "प्रबंधक" does not exist.', 'role.unknown', { role: 'प्रबंधक' }),
    );
    renderCaller(hindi());
    expect((await screen.findByRole('alert')).textContent).toBe('भूमिका "प्रबंधक" मौजूद नहीं है।');
  });

  it('shows the server’s own sentence in English, word for word', async () => {
    mockApi(() =>
      refusal(406, 'Not enough leave: 2.5 days available.', 'leave.not_enough', {
        available: 2.5,
      }),
    );
    renderCaller(englishI18nProvider());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not enough leave: 2.5 days available.',
    );
    expect(document.title).toBe('Not enough leave: 2.5 days available.');
  });

  it('falls back to the server’s sentence without a code or with one it does not know', async () => {
    for (const code of [undefined, 'nobody.knows']) {
      mockApi(() => refusal(400, 'Plain words from the server.', code));
      const { unmount } = renderCaller(hindi());
      expect((await screen.findByRole('alert')).textContent).toBe('Plain words from the server.');
      expect(document.title).toBe('Plain words from the server.');
      unmount();
    }
  });

  it('keeps the server’s sentence when a parameter the translation needs is missing', async () => {
    mockApi(() => refusal(406, 'Not enough leave: 2 days available.', 'leave.not_enough'));
    renderCaller(hindi());
    await waitFor(() => expect(document.title).toBe('Not enough leave: 2 days available.'));
  });

  it('a Hindi console shows a refused sign-in in Hindi', async () => {
    mockApi(() => refusal(401, 'Invalid email or password.', 'auth.invalid_credentials'));
    window.history.replaceState(null, '', '/login');
    render(<App i18nProvider={hindi()} />);
    const email = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="email"]');
      expect(input).toBeTruthy();
      return input!;
    });
    const password = document.querySelector<HTMLInputElement>(
      'input[autocomplete="current-password"]',
    )!;
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है।')).toBeTruthy();
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
  });
});
