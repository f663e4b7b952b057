/**
 * The API explorer's place in the shell: /api-docs, for every signed-in user, loaded on first visit
 * (the explorer is not part of what the sign-in screen downloads).
 */
import { lazy, Suspense } from 'react';
import type { ShellRoute } from '../resources.tsx';

export const API_DOCS_ROUTE = '/api-docs';

const ApiDocsPage = lazy(() =>
  import('./ApiDocsPage.tsx').then((m) => ({ default: m.ApiDocsPage })),
);

export const apiDocsRoutes: ShellRoute[] = [
  {
    path: API_DOCS_ROUTE,
    element: (
      <Suspense fallback={null}>
        <ApiDocsPage />
      </Suspense>
    ),
  },
];
