/**
 * The console's home page, `/` (found by src/admin/resources.tsx as `home`): loaded after sign-in,
 * not with the sign-in screen (issue #8: JS before the sign-in screen is usable).
 */
import { lazy } from 'react';
import type { ResourceRoutes } from '../../src/admin/resources.tsx';

export const home: ResourceRoutes['home'] = lazy(() =>
  import('./Dashboard.tsx').then((m) => ({ default: m.Dashboard })),
);
