/**
 * A shell route whose screen is its own chunk, fetched on first visit so the sign-in screen does not
 * carry it (issue #8). Nothing is drawn while the chunk loads: the screens show their own loading
 * state once mounted.
 *
 * @example
 *   export const auditRoutes = [lazyRoute('/audit/audit-log', lazy(() => import('./AuditLogPage.tsx')))];
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellRoute } from './resources.tsx';

export const lazyRoute = (path: string, Page: LazyExoticComponent<ComponentType>): ShellRoute => ({
  path,
  element: (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ),
});
