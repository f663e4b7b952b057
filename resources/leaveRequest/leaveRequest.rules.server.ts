// The rules of leave requests that leaveRequest.server.ts's actions check (contract §2.17, §5.5):
// who may see whose requests, the balance a request draws on, the working days a range holds, and
// the approver's decision with its deduction.
import {
  badRequest,
  conflict,
  forbidden,
  httpError,
  notFound,
  type Doc,
  type HookArgs,
  type Principal,
  type Records,
} from '../../src/server/operations/hookApi.ts';
import { findLeaveRow, holidaysOfEmployee } from './leaveRequest.queries.server.ts';

export const SEE_ALL = 'GET_ALL_LEAVE_REQUESTS';
export const holds = (p: Principal | undefined, privilege: string) =>
  !!p?.privileges.includes(privilege);

export const available = (b: Doc) => Number(b.accruedLeave) + Number(b.carryForward);

/** The employee's balance of one leave type (locked for an approval), or a 404 naming the type. */
export async function balanceOf(
  records: Records,
  employeeId: number,
  leaveType: string,
  lock = false,
) {
  const [type] = (await records.list('leaveType', { where: { leaveType }, limit: 1 })).rows;
  const where = { employeeId, leaveTypeId: (type?.leaveTypeId as number) ?? null };
  const [found] = type ? (await records.list('leaveBalance', { where, limit: 1 })).rows : [];
  return found && (await records.find('leaveBalance', found.leaveBalanceId as number, { lock }));
}

/** The department manager of an employee, if their department has one. */
async function managerOf(records: Records, employeeId: number) {
  const employee = await records.find('employee', employeeId);
  const department = employee?.departmentId
    ? await records.find('department', employee.departmentId as number)
    : undefined;
  return (department?.managerId as number | null | undefined) ?? null;
}

/** Own records always; someone else's with GET_ALL_LEAVE_REQUESTS or as their manager. */
export async function assertMaySee({ principal: caller, records }: HookArgs, employeeId: number) {
  if (!(await records.exists('employee', employeeId))) throw notFound('employee.not_found');
  if (caller?.employeeId === employeeId || holds(caller, SEE_ALL)) return;
  if (caller?.employeeId && (await managerOf(records, employeeId)) === caller.employeeId) return;
  throw forbidden('leave.own_or_team_only');
}

/**
 * Public holidays inside the range do not count (schemas/holiday.schema.json): a request may ask for
 * at most the working days left. A half-day holiday counts half, and the result is rounded up since
 * leave is taken in whole days (one half-day holiday in a week still needs that day's leave).
 */
export async function assertFitsWorkingDays(
  { tx }: HookArgs,
  employeeId: number,
  body: Doc,
  span: number,
) {
  const holidays = await holidaysOfEmployee(
    tx,
    employeeId,
    body.startDate as string,
    body.endDate as string,
  );
  if (!holidays.length) return;
  const off = holidays.reduce((sum, h) => sum + (h.halfDay ? 0.5 : 1), 0);
  const working = Math.ceil(span - off);
  if (working < 1) throw badRequest('leave.all_holidays');
  if ((body.numberOfDays as number) > working) {
    if (holidays.length === 1) throw badRequest('leave.days_exceed_working_one', { working });
    throw badRequest('leave.days_exceed_working_many', { working, holidays: holidays.length });
  }
}

export async function decide(args: HookArgs, leaveId: number, status: 'APPROVED' | 'DECLINED') {
  const { principal, records } = args;
  if (!principal?.employeeId) throw forbidden('leave.no_employee_record');
  const approver = principal.employeeId;
  const leave = await records.find('leaveRequest', leaveId, { lock: true });
  if (!leave) throw notFound('leave.not_found');
  const employeeId = leave.employeeId as number;
  if (employeeId === approver) throw forbidden('leave.approve_own');
  if ((await managerOf(records, employeeId)) !== approver && !holds(principal, SEE_ALL))
    throw forbidden('leave.manager_only');
  if (leave.status !== 'PENDING')
    throw conflict('leave.already_decided', { status: String(leave.status).toLowerCase() });
  if (status === 'APPROVED') {
    const balance = await balanceOf(records, employeeId, leave.leaveType as string, true);
    if (!balance) throw notFound('leave.balance_missing_for_request');
    const days = Number(leave.numberOfDays);
    if (days > available(balance))
      throw httpError(406, 'leave.not_enough', { available: available(balance) });
    const fromAccrued = Math.min(days, Number(balance.accruedLeave));
    // Through the balance's own update (its rules and hooks), as the system: the approver may
    // decide on the request without holding any privilege over balances.
    const data = {
      accruedLeave: Number(balance.accruedLeave) - fromAccrued,
      carryForward: Number(balance.carryForward) - (days - fromAccrued),
      usedLeave: Number(balance.usedLeave) + days,
    };
    const id = balance.leaveBalanceId as number;
    await args.call('leaveBalance', 'update', { id, data }, { as: 'system' });
  }
  await records.update('leaveRequest', leaveId, { status, approverId: approver });
  return (await findLeaveRow(args.tx, leaveId))!;
}
