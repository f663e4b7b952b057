/**
 * The screens the shell mounts: the react-admin resources and pages the schema engine generates,
 * the shell's own pages (audit log, API explorer), and the bespoke screens of each resource folder,
 * found by convention so this file names no folder: `resources/<name>/routes.tsx` may export
 * `routes` (pages inside the shell, each loading its screen lazily, see lazyRoute.tsx) and `home`
 * (the page at `/`, one folder at most). The globbed modules are bundled with the shell, so they
 * should hold the routes only, never a screen itself.
 *
 * @example
 *   // resources/project/routes.tsx
 *   export const routes = [lazyRoute('/project/board', lazy(() => import('./ProjectBoard.tsx')))];
 */
import type { DashboardComponent, ResourceProps } from 'react-admin';
import { apiDocsRoutes } from './apiDocs/routes.tsx';
import { auditRoutes } from './audit/routes.tsx';
import type { ShellRoute } from './lazyRoute.tsx';
import { formRoutes } from './schema/formRoutes.tsx';
import { schemaResources } from './schema/resources.tsx';
import { schemaListRoutes } from './schema/routes.tsx';

export type ResourceDefinition = ResourceProps;

/** The exports of one `resources/<name>/routes.tsx`, each optional. */
export type ResourceRoutes = { routes?: ShellRoute[]; home?: DashboardComponent };

// Eager: the route table is known before the first render (the screens behind it stay lazy).
const declared = import.meta.glob<ResourceRoutes>('../../resources/*/routes.tsx', { eager: true });

export const resources: ResourceDefinition[] = [...schemaResources()];

/** Pages inside the shell (top bar and side bar) that are not react-admin resources. */
export const shellRoutes: ShellRoute[] = [
  ...schemaListRoutes(),
  ...formRoutes,
  ...Object.values(declared).flatMap((m) => m.routes ?? []),
  ...auditRoutes,
  ...apiDocsRoutes,
];

const homes = Object.entries(declared).filter(([, m]) => m.home);
if (homes.length > 1) {
  throw new Error(`Only one resource folder may declare the home page: ${homes.map(([f]) => f)}`);
}
/** The page at `/`; without one, react-admin opens the first resource. */
export const homePage: DashboardComponent | undefined = homes[0]?.[1].home;
