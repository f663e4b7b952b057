/**
 * Leave (contract §2.17, §2.19, §5.5): its rules are resources/leaveRequest/leaveRequest.server.ts
 * and resources/leaveBalance/leaveBalance.server.ts; here are the month balances accrue by and the
 * approver list (remembered through reads.ts).
 */
import type { Db } from '../db/database.ts';
import { forbidden } from '../http/errors.ts';
import { pageLeave } from '../repositories/leave.ts';
import type { Principal } from '../repositories/users.ts';

export const currentMonth = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** L2: every pending request for a holder of GET_ALL_LEAVE_REQUESTS, else those of the caller's team. */
export async function pendingForApprover(db: Db, caller: Principal, page: number, size: number) {
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
  return { ...(await pageLeave(db, query)), page, size };
}
