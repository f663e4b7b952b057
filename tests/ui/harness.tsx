/**
 * Renders the real console (src/admin/App.tsx) at a URL with the network edge replaced: `fetch`
 * answers from a handler, everything else (router, react-admin, storage) is the real thing.
 * GET /api/v1/menu answers as the server would (its own code, on the shipped resources/menu.json,
 * for the stored user) unless a test gives its own answer. GET /api/v1/auth/providers (the sign-in
 * screen asks it when it opens, issue #43) answers "password only" unless a test gives its own, and
 * is not recorded: the returned mock holds the calls a test makes happen.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import menuFile from '../../resources/menu.json' with { type: 'json' };
import { App } from '../../src/admin/App.tsx';
import {
  getUser,
  privilegesOf,
  roleNameOf,
  type LoginUser,
} from '../../src/admin/providers/session.ts';
import { registry } from '../../src/generated/registry.ts';
import { menuFor } from '../../src/server/operations/menu.ts';
import { resolveMenu, type MenuFile } from '../../src/shared/menu.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (url: string, init: RequestInit | undefined) => Answer;

const shippedMenu = resolveMenu(menuFile as MenuFile, Object.values(registry));

/** GET /api/v1/menu as the server answers it for the signed-in user (routes/menu.ts). */
export function servedMenu(user: LoginUser | null = getUser()): Answer {
  const caller = { roleName: roleNameOf(user), privileges: privilegesOf(user) };
  return {
    body: { success: true, message: 'Menu fetched successfully', ...menuFor(shippedMenu, caller) },
  };
}

const isMenuCall = (url: string) => /\/api\/v1\/menu(?:\?|$)/.test(url);
const isProvidersCall = (url: string) => /\/api\/v1\/auth\/providers$/.test(url);
const passwordOnly: Handler = () => ({
  body: {
    success: true,
    providers: [{ kind: 'password', directory: null, localPasswords: true }],
  },
});

/** Replaces fetch; the returned mock records every call (url, init). */
export function mockApi(
  handler: Handler = () => ({ status: 404, body: { success: false, message: 'Not found' } }),
  opts: { menu?: Handler; providers?: Handler } = {},
) {
  const respond = ({ status = 200, body, headers }: Answer) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    return respond(
      isMenuCall(url) ? (opts.menu ?? (() => servedMenu()))(url, init) : handler(url, init),
    );
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    isProvidersCall(String(input))
      ? respond((opts.providers ?? passwordOnly)(String(input), init))
      : fetchMock(input, init),
  );
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
