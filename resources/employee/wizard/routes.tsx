/**
 * The employee wizard's routes (spec part 2 §2): /employee/employee-create-update (create, or edit
 * with `?id=`) and /employee/employee-attributes. Both load lazily, so the shell bundle stays small.
 */
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { RequirePrivilege } from '../../../src/admin/components/RequirePrivilege.tsx';
import type { ShellRoute } from '../../../src/admin/lazyRoute.tsx';

const EmployeeWizard = lazy(() => import('./EmployeeWizard.tsx'));
const EmployeeAttributesPage = lazy(() => import('./EmployeeAttributesPage.tsx'));

const Waiting = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
    <CircularProgress aria-label={useTranslate()('charter.employees.wizard.loading')} />
  </Box>
);

const calm = (page: ReactElement) => <Suspense fallback={<Waiting />}>{page}</Suspense>;

export const wizardRoutes: ShellRoute[] = [
  { path: '/employee/employee-create-update', element: calm(<EmployeeWizard />) },
  {
    path: '/employee/employee-attributes',
    element: (
      <RequirePrivilege anyOf={['GET_ALL_EMPLOYEE_ATTRIBUTES']}>
        {calm(<EmployeeAttributesPage />)}
      </RequirePrivilege>
    ),
  },
];
