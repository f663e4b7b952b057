/**
 * The signed-in user's side bar, fetched from GET /api/v1/menu: the server read resources/menu.json
 * at start and sends each user only what their role and privileges allow, so a menu edit needs a
 * server restart, never a console build. One request serves every reader (the side bar, and the
 * phone drawer's copy of it, and the dashboard's cards); it is made again when the user changes (a
 * sign-in as someone else, or a role whose privileges /user/me found changed), and forgotten when the
 * last reader goes (sign-out), so the next sign-in asks afresh.
 *
 * @example
 *   const menu = useMenu();
 *   if (menu.status === 'ready') render(menu.groups);
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ServedMenu, ServedMenuGroup } from '../../shared/menu.ts';
import { API_BASE, httpClient } from '../providers/httpClient.ts';
import { getToken, privilegesOf, roleNameOf, useSessionUser } from '../providers/session.ts';

export type MenuState =
  { status: 'loading' } | { status: 'ready'; groups: ServedMenuGroup[] } | { status: 'failed' };

const LOADING: MenuState = { status: 'loading' };

/** The one menu held: for whom (its key) and how far its request got. */
let held: { key: string; state: MenuState } | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // Nobody shows a menu any more (signed out): the next session fetches its own.
    if (listeners.size === 0) held = undefined;
  };
}

function settle(key: string, state: MenuState) {
  // An answer for a user who is no longer signed in is dropped.
  if (held?.key !== key) return;
  held = { key, state };
  emit();
}

function load(key: string) {
  held = { key, state: LOADING };
  emit();
  httpClient(`${API_BASE}/menu`).then(
    ({ json }) => settle(key, { status: 'ready', groups: (json as ServedMenu).groups ?? [] }),
    () => settle(key, { status: 'failed' }),
  );
}

export function useMenu(): MenuState & { retry: () => void } {
  const user = useSessionUser();
  const token = getToken();
  // Whose menu: the session, and the role and privileges that decide it.
  const key =
    user && token ? [token, roleNameOf(user), privilegesOf(user).join(',')].join('\n') : '';
  const current = useSyncExternalStore(subscribe, () => held);
  useEffect(() => {
    if (key && held?.key !== key) load(key);
  }, [key]);
  const state = key && current?.key === key ? current.state : LOADING;
  return { ...state, retry: () => key && load(key) };
}
