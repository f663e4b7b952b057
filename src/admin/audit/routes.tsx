/**
 * The Audit Log screen's route, loaded on first visit. The menu entry (resources/menu.json) needs
 * GET_AUDIT_LOG; the page and the server check it again.
 */
import { lazy } from 'react';
import { lazyRoute, type ShellRoute } from '../lazyRoute.tsx';

export const AUDIT_LOG_ROUTE = '/audit/audit-log';

export const auditRoutes: ShellRoute[] = [
  lazyRoute(
    AUDIT_LOG_ROUTE,
    lazy(() => import('./AuditLogPage.tsx')),
  ),
];
