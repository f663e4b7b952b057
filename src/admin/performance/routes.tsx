/**
 * The performance review screens (spec part 2 §2), each loaded on first visit. The menu
 * (resources/menu.json) gates them by privilege; the server checks every call again.
 */
import { lazy } from 'react';
import { lazyRoute } from '../lazyRoute.tsx';
import type { ShellRoute } from '../resources.tsx';

export const performanceRoutes: ShellRoute[] = [
  lazyRoute(
    '/performance/add-review',
    lazy(() => import('./AddReviewPage.tsx')),
  ),
  lazyRoute(
    '/performance/view-performance',
    lazy(() => import('./MyReviewsPage.tsx')),
  ),
  lazyRoute(
    '/performance/review-list',
    lazy(() => import('./ReviewListPage.tsx')),
  ),
  lazyRoute(
    '/performance/all-reviews',
    lazy(() => import('./AllReviewsPage.tsx')),
  ),
];
