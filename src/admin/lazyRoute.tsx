/**
 * A shell route whose screen is its own chunk, fetched on first visit so the sign-in screen does not
 * carry it (issue #8). Nothing is drawn while the chunk loads: the screens show their own loading
 * state once mounted.
 *
 * With `access`, a user holding none of its privileges gets the AccessDenied page and the chunk is
 * not even fetched.
 *
 * @example
 *   export const auditRoutes = [lazyRoute('/audit/audit-log', lazy(() => import('./AuditLogPage.tsx')))];
 *   lazyRoute('/performance/all-reviews', AllReviews, { anyOf: ['GET_ALL_PERFORMANCES'] });
 */
import { Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { RequirePrivilege, type Access } from './components/RequirePrivilege.tsx';

/** A page inside the shell (top bar and side bar) that is not a react-admin resource. */
export type ShellRoute = { path: string; element: ReactElement };

export const lazyRoute = (
  path: string,
  Page: LazyExoticComponent<ComponentType>,
  access?: Access,
): ShellRoute => {
  const page = (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
  return {
    path,
    element: access ? <RequirePrivilege {...access}>{page}</RequirePrivilege> : page,
  };
};
