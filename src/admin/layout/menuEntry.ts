/**
 * Which side-bar entry is current when a screen's own route says otherwise. An edit screen shares
 * its route with "New …" (`/employee/employee-create-update?id=5`), yet it is reached from the list
 * and belongs to it, so while it is open it names the list's route and the side bar highlights that.
 *
 * @example
 *   useMenuEntry(editing ? '/employee/employee-list' : undefined); // in the edit screen
 *   const route = useCurrentMenuRoute(pathname); // in the side bar
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

type Claim = { pathname: string; route: string };

let claim: Claim | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** While mounted (and `route` is set), the side bar treats `route` as the current entry. */
export function useMenuEntry(route: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!route) return;
    const mine = { pathname, route };
    claim = mine;
    emit();
    return () => {
      if (claim !== mine) return;
      claim = undefined;
      emit();
    };
  }, [pathname, route]);
}

/** The route whose entry is highlighted: a screen's claim for this path, else the path itself. */
export function useCurrentMenuRoute(pathname: string): string {
  const held = useSyncExternalStore(subscribe, () => claim);
  return held?.pathname === pathname ? held.route : pathname;
}
