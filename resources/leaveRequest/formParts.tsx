/**
 * What the leave request's generated New Leave form cannot express: the balance panel beside it,
 * the x-form.aside `leaveBalance` of schemas/leaveRequest.schema.json (found by the form engine,
 * src/admin/schema/form/formParts.ts). The leave lists (mine, pending, approved, declined,
 * requested and /leave-info/:employeeId) are the schema's x-list.views, mounted by the engine.
 */
import { lazy, Suspense } from 'react';
import type { FormAsideProps, FormParts } from '../../src/admin/schema/form/formParts.ts';

// Its own chunk, fetched when the New Leave form first shows (issue #8).
const Panel = lazy(() =>
  import('./LeaveBalancePanel.tsx').then((m) => ({ default: m.LeaveBalancePanel })),
);
const LeaveBalancePanel = (props: FormAsideProps) => (
  <Suspense fallback={null}>
    <Panel {...props} />
  </Suspense>
);

export const asides: FormParts['asides'] = { leaveBalance: LeaveBalancePanel };
