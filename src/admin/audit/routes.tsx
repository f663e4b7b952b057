/**
 * The Audit Log screen's route, loaded on first visit. The menu entry (resources/menu.json) needs
 * GET_AUDIT_LOG; the page and the server check it again.
 */
import { lazy, Suspense } from 'react';
import type { ShellRoute } from '../resources.tsx';

export const AUDIT_LOG_ROUTE = '/audit/audit-log';

const AuditLogPage = lazy(() => import('./AuditLogPage.tsx'));

export const auditRoutes: ShellRoute[] = [
  {
    path: AUDIT_LOG_ROUTE,
    element: (
      <Suspense fallback={null}>
        <AuditLogPage />
      </Suspense>
    ),
  },
];
