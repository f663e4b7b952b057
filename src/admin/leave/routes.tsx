/**
 * The leave screens (spec part 2 §2). The lists (mine, pending, approved, declined, requested and
 * /leave-info/:employeeId) are x-list.views of schemas/leaveRequest.schema.json and the New Leave
 * form is its x-form, all mounted by the schema engine. What the engine cannot express lives here:
 * the balance panel beside the form, registered as the form's aside.
 */
import { lazy, Suspense } from 'react';
import type { ShellRoute } from '../lazyRoute.tsx';
import { registerFormAside, type FormAsideProps } from '../schema/form/asides.ts';

// Loaded with the New Leave form, not with the sign-in screen (issue #8).
const Panel = lazy(() =>
  import('./LeaveBalancePanel.tsx').then((m) => ({ default: m.LeaveBalancePanel })),
);
const LeaveBalancePanel = (props: FormAsideProps) => (
  <Suspense fallback={null}>
    <Panel {...props} />
  </Suspense>
);

registerFormAside('leaveBalance', LeaveBalancePanel);

export const leaveRoutes: ShellRoute[] = [];
