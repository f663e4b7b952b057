/**
 * The performance review screens (spec part 2 §2), each loaded on first visit. The menu
 * (resources/menu.json) shows them by privilege; opened by address without it, each answers with
 * the AccessDenied page (issue #23 §3), and the server checks every call again. My Reviews needs
 * nothing: everyone reads the reviews about them.
 */
import { lazy } from 'react';
import { lazyRoute, type ShellRoute } from '../../src/admin/lazyRoute.tsx';

export const routes: ShellRoute[] = [
  lazyRoute(
    '/performance/add-review',
    lazy(() => import('./AddReviewPage.tsx')),
    { anyOf: ['ADD_EMPLOYEE_PERFORMANCE'] },
  ),
  lazyRoute(
    '/performance/view-performance',
    lazy(() => import('./MyReviewsPage.tsx')),
  ),
  lazyRoute(
    '/performance/review-list',
    lazy(() => import('./ReviewListPage.tsx')),
    { anyOf: ['GET_PERFORMANCE_BY_REVIEWER'] },
  ),
  lazyRoute(
    '/performance/all-reviews',
    lazy(() => import('./AllReviewsPage.tsx')),
    { anyOf: ['GET_ALL_PERFORMANCES'] },
  ),
];
