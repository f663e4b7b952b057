/**
 * Sign-in, session and access for react-admin (contract §1.2, §2.1 U1). The server is the authority;
 * this only decides what the console shows. Privileges are those of the user's first role, and the
 * SuperAdmin role may do everything.
 *
 * @example
 *   const authProvider = createAuthProvider({ privilegeFor: (resource, action) => 'GET_ALL_SKILL' });
 */
import type { AuthProvider } from 'react-admin';
import { GENERIC_ERROR, saidOf, UserFacingError } from './errors.ts';
import { API_BASE, httpClient } from './httpClient.ts';
import {
  clearSession,
  fullNameOf,
  getToken,
  getUser,
  privilegesOf,
  roleNameOf,
  saveSession,
  saveUser,
  type LoginUser,
} from './session.ts';
import { CHANGE_PASSWORD_ROUTE } from '../../shared/passwords.ts';
import { SUPER_ADMIN_ROLE as SUPER_ADMIN } from '../../shared/roles.ts';

export type AuthOptions = {
  /** The privilege an action on a resource needs (from the schema's x-privileges), if any. */
  privilegeFor?: (resource: string, action: string) => string | undefined;
};

type LoginAnswer = {
  success?: boolean;
  message?: unknown;
  token?: string;
  loginUser?: LoginUser;
  /** Ours: the password is temporary and must be replaced before anything else. */
  mustChangePassword?: boolean;
};

async function postLogin(email: string, password: string): Promise<LoginUser> {
  return postSignIn(`${API_BASE}/user/login`, { email, password });
}

/**
 * Issue #43: the one-use ticket a directory sign-in (OpenID Connect) sent the browser back with,
 * traded for the same answer a password sign-in gets; the session is stored the same way.
 */
export const signInWithTicket = (ticket: string): Promise<LoginUser> =>
  postSignIn(`${API_BASE}/auth/oidc/session`, { ticket });

async function postSignIn(url: string, payload: object): Promise<LoginUser> {
  let response: Response;
  let body: LoginAnswer | null = null;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    body = (await response.json().catch(() => null)) as LoginAnswer | null;
  } catch {
    throw new UserFacingError(GENERIC_ERROR);
  }
  if (!response.ok) {
    const message =
      typeof body?.message === 'string' && body.message ? body.message : GENERIC_ERROR;
    throw new UserFacingError(
      message,
      message === GENERIC_ERROR ? undefined : saidOf(response.headers),
    );
  }
  if (!body?.success || !body.token || !body.loginUser)
    throw new UserFacingError('Token not found in response');
  const user = { ...body.loginUser, mustChangePassword: body.mustChangePassword === true };
  saveSession(body.token, user);
  return user;
}

/** Refreshes the stored user from GET /user/me so the menu follows privilege changes; never blocks. */
export async function refreshSessionUser(): Promise<void> {
  if (!getToken()) return;
  try {
    const { json } = await httpClient(`${API_BASE}/user/me`);
    // While the password is temporary this answers 403 (httpClient marks it); the stored user stays.
    if (json?.loginUser) saveUser({ ...(json.loginUser as LoginUser), mustChangePassword: false });
  } catch {
    // A 401 has already signed the user out (httpClient); anything else keeps the stored user.
  }
}

export function createAuthProvider(options: AuthOptions = {}): AuthProvider {
  return {
    async login(params: { email?: string; password?: string }) {
      const user = await postLogin(params.email ?? '', params.password ?? '');
      return { redirectTo: user.mustChangePassword ? CHANGE_PASSWORD_ROUTE : '/', user };
    },
    async logout() {
      clearSession();
    },
    async checkAuth() {
      // message: false keeps react-admin from toasting "please sign in" on the way to /login.
      if (!getToken()) throw { message: false, redirectTo: '/login' };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearSession();
        throw { message: false, redirectTo: '/login' };
      }
      // 403 and everything else: stay signed in; the screen shows the server's message.
    },
    async getIdentity() {
      const user = getUser();
      if (!user) throw new Error('Not signed in');
      return {
        id: user.userId,
        fullName: fullNameOf(user),
        avatar: user.profileImage ?? undefined,
      };
    },
    async getPermissions() {
      return privilegesOf(getUser());
    },
    async canAccess({ action, resource }: { action: string; resource: string }) {
      const user = getUser();
      if (!user) return false;
      if (roleNameOf(user) === SUPER_ADMIN) return true;
      const held = privilegesOf(user);
      const needed = options.privilegeFor?.(resource, action);
      if (needed) return held.includes(needed);
      // A bespoke screen may ask for a privilege by name: canAccess({ action: 'CREATE_ORGANIZATION', resource: 'organization' }).
      return held.includes(action);
    },
  };
}

export const authProvider = createAuthProvider();
