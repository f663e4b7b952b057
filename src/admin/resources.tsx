/**
 * The screens the shell mounts. Add a react-admin resource (list/create/edit/show, gated by
 * authProvider.canAccess) to `resources`, or a bespoke in-shell page to `shellRoutes`.
 *
 * @example
 *   resources.push({ name: 'skill', list: SchemaList, create: SchemaCreate, edit: SchemaEdit });
 *   shellRoutes.push({ path: '/employee/employee-list', element: <EmployeeList /> });
 */
import type { ResourceProps } from 'react-admin';
import { apiDocsRoutes } from './apiDocs/routes.tsx';
import { attendanceRoutes } from './attendance/routes.tsx';
import { auditRoutes } from './audit/routes.tsx';
import { employeeInfoRoutes } from './employees/info/routes.tsx';
import { wizardRoutes } from './employees/wizard/routes.tsx';
import type { ShellRoute } from './lazyRoute.tsx';
import { leaveRoutes } from './leave/routes.tsx';
import { performanceRoutes } from './performance/routes.tsx';
import { formRoutes } from './schema/formRoutes.tsx';
import { schemaResources } from './schema/resources.tsx';
import { schemaListRoutes } from './schema/routes.tsx';

export type ResourceDefinition = ResourceProps;

export const resources: ResourceDefinition[] = [...schemaResources()];

/** Pages inside the shell (top bar and side bar) that are not react-admin resources. */
export const shellRoutes: ShellRoute[] = [
  ...schemaListRoutes(),
  ...formRoutes,
  ...wizardRoutes,
  ...employeeInfoRoutes,
  ...performanceRoutes,
  ...leaveRoutes,
  ...attendanceRoutes,
  ...auditRoutes,
  ...apiDocsRoutes,
];
