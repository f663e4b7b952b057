/**
 * The attendance screens (spec part 2 §2): /attendence/Configure-Attendence.
 */
import type { ShellRoute } from '../resources.tsx';

export const attendanceRoutes: ShellRoute[] = [];
