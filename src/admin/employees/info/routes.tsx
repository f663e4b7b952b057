/**
 * The employee info page (spec part 1 §2): /employee-info/:employeeName.
 */
import type { ShellRoute } from '../../resources.tsx';

export const employeeInfoRoutes: ShellRoute[] = [];
