/**
 * The browser session (contract §1.2, spec part 1 §3): the token and the signed-in user live in
 * localStorage under the contract's keys, so a reload keeps the session and any tab sees a sign-out.
 * Components read the user through `useSessionUser`, which re-renders when the user is refreshed.
 *
 * @example
 *   const user = useSessionUser();
 *   const role = roleNameOf(user); // 'Manager'
 */
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'AccessToken';
export const USER_KEY = 'user';
/** 'true' once a Manager has answered the organisation prompt with Skip. */
export const SHOW_OPTION_KEY = 'showOption';
/** Fired on window when any call answers 401: the session is gone. */
export const SIGNED_OUT_EVENT = 'charter:signed-out';
const CHANGED_EVENT = 'charter:session-changed';

export type LoginRole = { roleId?: number; role: string; privilege: string[] };
export type LoginUser = {
  userId: number;
  employeeId: number;
  employeeCode?: string | null;
  active?: boolean;
  createdAt?: string;
  roles: LoginRole[];
  managerId?: number | null;
  firstName: string | null;
  lastName: string | null;
  gender?: string | null;
  profileImage: string | null;
  addresses?: unknown[];
  attributes?: Record<string, unknown>;
  departments?: unknown[];
  /**
   * Ours (issue #24 §2): the password is temporary (the sign-in answer's `mustChangePassword`, kept
   * with the user); the console shows only the change-password form until it is replaced.
   */
  mustChangePassword?: boolean;
};

const storage = () => window.localStorage;
const changed = () => window.dispatchEvent(new Event(CHANGED_EVENT));

/** The token, stored JSON-stringified; a bare string from older clients is accepted too. */
export function getToken(): string | null {
  const raw = storage().getItem(TOKEN_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value ? value : null;
  } catch {
    return raw;
  }
}

let cached: { raw: string | null; user: LoginUser | null } = { raw: null, user: null };

export function getUser(): LoginUser | null {
  const raw = storage().getItem(USER_KEY);
  if (raw !== cached.raw) {
    let user: LoginUser | null = null;
    try {
      user = raw ? (JSON.parse(raw) as LoginUser) : null;
    } catch {
      user = null;
    }
    cached = { raw, user };
  }
  return cached.user;
}

export function saveSession(token: string, user: LoginUser): void {
  storage().setItem(TOKEN_KEY, JSON.stringify(token));
  storage().setItem(USER_KEY, JSON.stringify(user));
  changed();
}

export function saveUser(user: LoginUser): void {
  storage().setItem(USER_KEY, JSON.stringify(user));
  changed();
}

export function clearSession(): void {
  storage().removeItem(TOKEN_KEY);
  storage().removeItem(USER_KEY);
  changed();
}

/** The server says the password is temporary: remember it, and the shell moves to the form. */
export function markPasswordTemporary(): void {
  const user = getUser();
  if (user && !user.mustChangePassword) saveUser({ ...user, mustChangePassword: true });
}

/** Clears the session and tells the shell, which takes the user to /login. */
export function signOut(): void {
  clearSession();
  window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

export const roleNameOf = (user: LoginUser | null): string | null => user?.roles?.[0]?.role ?? null;
export const privilegesOf = (user: LoginUser | null): string[] => user?.roles?.[0]?.privilege ?? [];
export const fullNameOf = (user: LoginUser | null): string =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ');

function subscribe(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_KEY || e.key === TOKEN_KEY) callback();
  };
  window.addEventListener(CHANGED_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, kept current when /user/me refreshes it or another tab signs out. */
export function useSessionUser(): LoginUser | null {
  return useSyncExternalStore(subscribe, getUser, () => null);
}
