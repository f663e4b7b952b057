/**
 * Renders the real console (src/admin/App.tsx) at a URL with the network edge replaced: `fetch`
 * answers from a handler, everything else (router, react-admin, storage) is the real thing.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import type { LoginUser } from '../../src/admin/providers/session.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (url: string, init: RequestInit | undefined) => Answer;

/** Replaces fetch; the returned mock records every call (url, init). */
export function mockApi(
  handler: Handler = () => ({ status: 404, body: { success: false, message: 'Not found' } }),
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status = 200, body, headers } = handler(String(input), init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function loginUser(
  role: string,
  privileges: string[],
  extra: Partial<LoginUser> = {},
): LoginUser {
  return {
    userId: 7,
    employeeId: 7,
    employeeCode: 'E-007',
    active: true,
    createdAt: '01/02/2025 09:00',
    roles: [{ roleId: 2, role, privilege: privileges }],
    managerId: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    addresses: [],
    gender: null,
    profileImage: null,
    attributes: {},
    departments: [],
    ...extra,
  };
}

/** Stores a session the way a successful sign-in does. */
export function signIn(user: LoginUser, token = 'test-token') {
  window.localStorage.setItem('AccessToken', JSON.stringify(token));
  window.localStorage.setItem('user', JSON.stringify(user));
}

export function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App i18nProvider={englishI18nProvider()} />);
}

export const currentPath = () => window.location.pathname;
