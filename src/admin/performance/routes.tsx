/**
 * The performance review screens (spec part 2 §2), each loaded on first visit. The menu
 * (resources/menu.json) gates them by privilege; the server checks every call again.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellRoute } from '../resources.tsx';

const page = (path: string, Page: LazyExoticComponent<ComponentType>): ShellRoute => ({
  path,
  element: (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ),
});

export const performanceRoutes: ShellRoute[] = [
  page(
    '/performance/add-review',
    lazy(() => import('./AddReviewPage.tsx')),
  ),
  page(
    '/performance/view-performance',
    lazy(() => import('./MyReviewsPage.tsx')),
  ),
  page(
    '/performance/review-list',
    lazy(() => import('./ReviewListPage.tsx')),
  ),
  page(
    '/performance/all-reviews',
    lazy(() => import('./AllReviewsPage.tsx')),
  ),
];
