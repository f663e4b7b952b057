/**
 * The performance review screens (spec part 2 §2).
 */
import type { ShellRoute } from '../resources.tsx';

export const performanceRoutes: ShellRoute[] = [];
