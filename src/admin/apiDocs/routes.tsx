/**
 * The API explorer's place in the shell: /api-docs, for every signed-in user, loaded on first visit
 * (the explorer is not part of what the sign-in screen downloads).
 */
import { lazy } from 'react';
import { lazyRoute, type ShellRoute } from '../lazyRoute.tsx';

export const API_DOCS_ROUTE = '/api-docs';

export const apiDocsRoutes: ShellRoute[] = [
  lazyRoute(
    API_DOCS_ROUTE,
    lazy(() => import('./ApiDocsPage.tsx').then((m) => ({ default: m.ApiDocsPage }))),
  ),
];
