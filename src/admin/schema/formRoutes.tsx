/**
 * The spec's create-update routes, one per schema declaring x-form.route
 * (`/project/project-create-update`, …), each rendering the generated SchemaFormPage. RJSF
 * and the validators load with the first form, not with the shell.
 *
 * @example
 *   <CustomRoutes>{formRoutes.map((r) => <Route key={r.path} {...r} />)}</CustomRoutes>
 */
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceName } from '../../generated/registry.ts';
import { routing } from '../../generated/routing.ts';

const SchemaFormPage = lazy(() => import('./form/SchemaFormPage.tsx'));

function Loading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
      <CircularProgress aria-label={translate('charter.schema.loading')} />
    </Box>
  );
}
const fallback = <Loading />;

export const formRoutes: { path: string; element: ReactElement }[] = (
  Object.keys(routing) as ResourceName[]
)
  .filter((name) => routing[name]['x-form']?.route)
  .map((name) => ({
    path: routing[name]['x-form']!.route!,
    element: (
      <Suspense fallback={fallback}>
        <SchemaFormPage key={name} resource={name} />
      </Suspense>
    ),
  }));
