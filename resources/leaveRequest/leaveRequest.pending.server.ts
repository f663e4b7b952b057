/**
 * L2, the approver list (contract §2.17): every pending request for a holder of
 * GET_ALL_LEAVE_REQUESTS, else those of the caller's team; remembered per caller's view until the
 * next write.
 */
import {
  callerScope,
  forbidden,
  remember,
  type Principal,
  type Tx,
} from '../../src/server/operations/hookApi.ts';
import { pageLeave } from './leaveRequest.queries.server.ts';

async function pendingForApprover(tx: Tx, caller: Principal, page: number, size: number) {
  const holds = (privilege: string) => caller.privileges.includes(privilege);
  const all = holds('GET_ALL_LEAVE_REQUESTS');
  if (!all && !holds('APPROVE_LEAVE_REQUEST') && !holds('DECLINE_LEAVE_REQUEST')) throw forbidden();
  if (!all && !caller.employeeId) throw forbidden('leave.no_employee_record');
  const query = {
    status: 'PENDING' as const,
    managerId: all ? undefined : caller.employeeId!,
    // Nobody may approve their own request (rule 51), so the approver list never offers it.
    exceptEmployeeId: caller.employeeId ?? undefined,
    offset: page * size,
    limit: size,
  };
  return { ...(await pageLeave(tx, query)), page, size };
}

/** L2: the pending requests the caller may decide on. */
export const pendingLeaveRequests = (tx: Tx, caller: Principal, page: number, size: number) =>
  remember(
    tx,
    {
      op: 'leave.pending',
      scope: callerScope(caller, [
        'GET_ALL_LEAVE_REQUESTS',
        'APPROVE_LEAVE_REQUEST',
        'DECLINE_LEAVE_REQUEST',
      ]),
      date: null,
      input: { page, size },
    },
    () => pendingForApprover(tx, caller, page, size),
  );
