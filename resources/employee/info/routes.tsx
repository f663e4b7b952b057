/**
 * The employee info page (spec part 1 §2): /employee-info/:employeeName, loaded on first visit.
 */
import { lazy } from 'react';
import { lazyRoute, type ShellRoute } from '../../../src/admin/lazyRoute.tsx';

export const employeeInfoRoutes: ShellRoute[] = [
  lazyRoute(
    '/employee-info/:employeeName',
    lazy(() => import('./EmployeeInfoPage.tsx')),
  ),
];
