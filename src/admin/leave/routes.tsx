/**
 * The leave screens (spec part 2 §2). The lists (mine, pending, approved, declined, requested and
 * /leave-info/:employeeId) are x-list.views of schemas/leaveRequest.schema.json and the New Leave
 * form is its x-form, all mounted by the schema engine. What the engine cannot express lives here:
 * the balance panel beside the form, registered as the form's aside.
 */
import type { ShellRoute } from '../resources.tsx';
import { registerFormAside } from '../schema/form/asides.ts';
import { LeaveBalancePanel } from './LeaveBalancePanel.tsx';

registerFormAside('leaveBalance', LeaveBalancePanel);

export const leaveRoutes: ShellRoute[] = [];
