/**
 * Who may reach the records hanging from one employee (emergency contacts, addresses, the bank
 * account; contract §2.3–§2.5, §6.4 #47): a caller works on their own; anyone else's needs an
 * employee-editing privilege, or a listing one to read. The rule is written once, here, and those
 * resources' hook files ask for it through the employee's `inReach` and `recordInReach` actions
 * (`call('employee', …)`, employee.server.ts).
 */
import {
  forbidden,
  notFound,
  type Principal,
  type Records,
} from '../../src/server/operations/hookApi.ts';

/** Privileges that reach other employees' records; without one, only one's own. */
const EDIT_ANY = ['ADD_EMPLOYEE', 'UPDATE_EMPLOYEE_COMPANY_DETAILS'];
const READ_ANY = ['GET_ALL_EMPLOYEES', 'FIND_EMPLOYEE_BY_ID', ...EDIT_ANY];

export type Scope = 'read' | 'edit';

function assertScope(caller: Principal, employeeId: number, scope: Scope) {
  if (caller.employeeId === employeeId) return;
  const any = scope === 'read' ? READ_ANY : EDIT_ANY;
  if (!any.some((p) => caller.privileges.includes(p))) throw forbidden('employee.own_record_only');
}

/** The employee is within the caller's reach (403 first), then exists (404). */
export async function employeeInReach(
  records: Records,
  caller: Principal,
  employeeId: number,
  scope: Scope = 'edit',
) {
  assertScope(caller, employeeId, scope);
  if (!(await records.exists('employee', employeeId))) throw notFound('employee.not_found');
}

/** The records hanging from an employee, and the code of each one's 404. */
const MISSING = {
  emergencyContact: 'emergency_contact.not_found',
  address: 'address.not_found',
  account: 'bank_account.not_found',
} as const;
export type EmployeeRecord = keyof typeof MISSING;
export const isEmployeeRecord = (resource: unknown): resource is EmployeeRecord =>
  typeof resource === 'string' && resource in MISSING;

/**
 * The record, locked: it exists, belongs to `employeeId` (when the path names one, checked first)
 * and its owner is within the caller's reach to edit.
 */
export async function employeeRecordInReach(
  records: Records,
  caller: Principal,
  resource: EmployeeRecord,
  id: number,
  employeeId?: number,
) {
  if (employeeId !== undefined) await employeeInReach(records, caller, employeeId);
  const row = await records.find(resource, id, { lock: true });
  if (!row || (employeeId !== undefined && Number(row.employeeId) !== employeeId))
    throw notFound(MISSING[resource]);
  assertScope(caller, Number(row.employeeId), 'edit');
  return row;
}
