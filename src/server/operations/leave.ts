/**
 * Leave (contract §2.17, §2.19, §5.5). Create: own employee unless GET_ALL_LEAVE_REQUESTS, end ≥
 * start, 1 ≤ days ≤ days in range less its public holidays, no overlap with the employee's non-declined requests (checked
 * under a per-employee lock), and enough balance (406). Approve/decline: PENDING only (409), never
 * by the requester, only by the requester's department manager or a holder of
 * GET_ALL_LEAVE_REQUESTS; approval re-checks the balance and deducts it, accrued days first, in the
 * same transaction as the status change, so racing clicks deduct once.
 */
import type { Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, httpError, notFound } from '../errors.ts';
import {
  employeeExists,
  ensureBalances,
  findBalance,
  findLeaveRow,
  insertLeave,
  listBalances,
  lockEmployeeLeave,
  lockLeave,
  managesEmployee,
  overlaps,
  pageLeave,
  setLeaveStatus,
  updateBalance,
  type LeaveStatus,
} from '../repositories/leave.ts';
import type { Principal } from '../repositories/users.ts';
import { holidaysOfEmployee } from '../repositories/holidays.ts';
import { inTransaction } from './transaction.ts';

const SEE_ALL = 'GET_ALL_LEAVE_REQUESTS';
const holds = (p: Principal, privilege: string) => p.privileges.includes(privilege);
const DAY = 86_400_000;
export const currentMonth = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

export type LeaveBody = {
  leaveType: string;
  startDate: string;
  endDate: string;
  numberOfDays: number;
  reason: string;
};

function callerEmployee(caller: Principal): number {
  if (!caller.employeeId) throw forbidden('leave.no_employee_record');
  return caller.employeeId;
}

/** Own records always; someone else's with GET_ALL_LEAVE_REQUESTS or as their manager. */
async function assertMaySee(db: Db, caller: Principal, employeeId: number) {
  if (!(await employeeExists(db, employeeId))) throw notFound('employee.not_found');
  if (caller.employeeId === employeeId || holds(caller, SEE_ALL)) return;
  if (caller.employeeId && (await managesEmployee(db, caller.employeeId, employeeId))) return;
  throw forbidden('leave.own_or_team_only');
}

const available = (b: { accruedLeave: number; carryForward: number }) =>
  Number(b.accruedLeave) + Number(b.carryForward);

/**
 * Public holidays inside the range do not count (schemas/holiday.schema.json): a request may ask for
 * at most the working days left. A half-day holiday counts half, and the result is rounded up since
 * leave is taken in whole days (one half-day holiday in a week still needs that day's leave).
 */
async function assertFitsWorkingDays(db: Db, employeeId: number, body: LeaveBody, span: number) {
  const holidays = await holidaysOfEmployee(db, employeeId, body.startDate, body.endDate);
  if (!holidays.length) return;
  const off = holidays.reduce((sum, h) => sum + (h.halfDay ? 0.5 : 1), 0);
  const working = Math.ceil(span - off);
  if (working < 1) throw badRequest('leave.all_holidays');
  if (body.numberOfDays > working) {
    if (holidays.length === 1) throw badRequest('leave.days_exceed_working_one', { working });
    throw badRequest('leave.days_exceed_working_many', { working, holidays: holidays.length });
  }
}

export async function requestLeave(db: Db, caller: Principal, employeeId: number, body: LeaveBody) {
  if (caller.employeeId !== employeeId && !holds(caller, SEE_ALL)) {
    throw forbidden('leave.own_only');
  }
  const start = Date.parse(body.startDate);
  const end = Date.parse(body.endDate);
  if (end < start) throw badRequest('leave.end_before_start');
  const span = Math.round((end - start) / DAY) + 1;
  if (body.numberOfDays > span) throw badRequest('leave.days_exceed_span', { span });
  return inTransaction(db, {}, async (tx) => {
    if (!(await employeeExists(tx, employeeId))) throw notFound('employee.not_found');
    await lockEmployeeLeave(tx, employeeId);
    await assertFitsWorkingDays(tx, employeeId, body, span);
    if (await overlaps(tx, employeeId, body.startDate, body.endDate)) {
      throw badRequest('leave.overlap');
    }
    const balance = await findBalance(tx, employeeId, body.leaveType);
    if (!balance) throw notFound('leave.balance_missing', { leaveType: body.leaveType });
    if (body.numberOfDays > available(balance)) {
      throw httpError(406, 'leave.not_enough', { available: available(balance) });
    }
    return insertLeave(tx, { employeeId, ...body, reason: body.reason.trim() });
  });
}

async function decide(
  db: Db,
  caller: Principal,
  leaveId: number,
  status: Exclude<LeaveStatus, 'PENDING'>,
) {
  const approver = callerEmployee(caller);
  return inTransaction(db, {}, async (tx) => {
    const leave = await lockLeave(tx, leaveId);
    if (!leave) throw notFound('leave.not_found');
    if (leave.employeeId === approver) throw forbidden('leave.approve_own');
    if (leave.managerId !== approver && !holds(caller, SEE_ALL)) {
      throw forbidden('leave.manager_only');
    }
    if (leave.status !== 'PENDING')
      throw conflict('leave.already_decided', { status: String(leave.status).toLowerCase() });
    if (status === 'APPROVED') {
      const balance = await findBalance(
        tx,
        leave.employeeId as number,
        leave.leaveType as string,
        true,
      );
      if (!balance) throw notFound('leave.balance_missing_for_request');
      const days = Number(leave.numberOfDays);
      if (days > available(balance))
        throw httpError(406, 'leave.not_enough', { available: available(balance) });
      const fromAccrued = Math.min(days, Number(balance.accruedLeave));
      await updateBalance(tx, balance.leaveBalanceId, {
        accruedLeave: Number(balance.accruedLeave) - fromAccrued,
        carryForward: Number(balance.carryForward) - (days - fromAccrued),
        usedLeave: Number(balance.usedLeave) + days,
      });
    }
    await setLeaveStatus(tx, leaveId, status, approver);
    return (await findLeaveRow(tx, leaveId))!;
  });
}

export const approveLeave = (db: Db, caller: Principal, leaveId: number) =>
  decide(db, caller, leaveId, 'APPROVED');
export const declineLeave = (db: Db, caller: Principal, leaveId: number) =>
  decide(db, caller, leaveId, 'DECLINED');

/** L2: every pending request for a holder of GET_ALL_LEAVE_REQUESTS, else those of the caller's team. */
export async function pendingForApprover(db: Db, caller: Principal, page: number, size: number) {
  const all = holds(caller, SEE_ALL);
  if (!all && !holds(caller, 'APPROVE_LEAVE_REQUEST') && !holds(caller, 'DECLINE_LEAVE_REQUEST')) {
    throw forbidden();
  }
  const query = {
    status: 'PENDING' as const,
    managerId: all ? undefined : callerEmployee(caller),
    // Nobody may approve their own request (rule 51), so the approver list never offers it.
    exceptEmployeeId: caller.employeeId ?? undefined,
    offset: page * size,
    limit: size,
  };
  return {
    ...(await pageLeave(db, query)),
    page,
    size,
  };
}

export async function leaveOfEmployee(
  db: Db,
  caller: Principal,
  employeeId: number,
  status: LeaveStatus | undefined,
  page: number,
  size: number,
) {
  await assertMaySee(db, caller, employeeId);
  return pageLeave(db, { employeeId, status, offset: page * size, limit: size });
}

export async function balancesOf(
  db: Db,
  caller: Principal,
  employeeId: number,
  leaveType?: string,
) {
  if (caller.employeeId !== employeeId && !holds(caller, 'GET_LEAVE_BALANCE_FOR_ALL_EMPLOYEES')) {
    throw forbidden('leave.balance_own_only');
  }
  if (!(await employeeExists(db, employeeId))) throw notFound('employee.not_found');
  await ensureBalances(db, currentMonth(), employeeId);
  const all = await listBalances(db, employeeId);
  if (!leaveType) return { LeaveBalances: all };
  const one = all.find((b) => b.leaveType === leaveType);
  if (!one) throw notFound('leave.balance_missing', { leaveType });
  return { LeaveBalance: one };
}
