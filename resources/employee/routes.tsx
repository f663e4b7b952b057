/**
 * The employee's bespoke screens in the shell (found by src/admin/resources.tsx): the wizard and
 * the Employee Attributes screen (`wizard/`), and the employee info page (`info/`). The employee
 * list itself is the generated one.
 */
import type { ShellRoute } from '../../src/admin/lazyRoute.tsx';
import { employeeInfoRoutes } from './info/routes.tsx';
import { wizardRoutes } from './wizard/routes.tsx';

export const routes: ShellRoute[] = [...wizardRoutes, ...employeeInfoRoutes];
