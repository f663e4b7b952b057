/**
 * The employee wizard's routes (spec part 2 §2): /employee/employee-create-update.
 */
import type { ShellRoute } from '../../resources.tsx';

export const wizardRoutes: ShellRoute[] = [];
