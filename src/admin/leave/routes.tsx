/**
 * The bespoke leave routes (spec part 2 §2) that the generated lists and form do not cover.
 */
import type { ShellRoute } from '../resources.tsx';

export const leaveRoutes: ShellRoute[] = [];
