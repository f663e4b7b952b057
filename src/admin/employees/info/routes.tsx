/**
 * The employee info page (spec part 1 §2): /employee-info/:employeeName, loaded on first visit.
 */
import { lazy, Suspense } from 'react';
import type { ShellRoute } from '../../resources.tsx';

const EmployeeInfoPage = lazy(() => import('./EmployeeInfoPage.tsx'));

export const employeeInfoRoutes: ShellRoute[] = [
  {
    path: '/employee-info/:employeeName',
    element: (
      <Suspense fallback={null}>
        <EmployeeInfoPage />
      </Suspense>
    ),
  },
];
