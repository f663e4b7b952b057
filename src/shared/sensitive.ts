/**
 * Sensitive HR data (issue #24 §1): identity numbers, salary and the bank account number. The one
 * declaration is the schemas' `"x-column": { "pii": true }` (the same flag keeps the values out of
 * the audit trail); this module reads it and says who may see the values in clear: the employee
 * themself and holders of VIEW_SENSITIVE_EMPLOYEE_DATA. Everyone else — a manager holding
 * FIND_EMPLOYEE_BY_ID included — gets the same masked form from every route: text keeps its last
 * four characters behind `*` ('********1234'), a number (salary) is null. The server masks
 * (resources/employee/employee.sensitive.server.ts); the console only needs to know that a value is masked, to say so.
 *
 * @example
 *   if (!seesSensitive(caller.privileges, caller.employeeId, employee.employeeId)) …
 */
import { registry } from '../generated/registry.ts';

export const SENSITIVE_PRIVILEGE = 'VIEW_SENSITIVE_EMPLOYEE_DATA';

type Column = { 'x-column'?: { pii?: boolean }; type?: string | string[] };

/** The properties of a resource flagged `pii`, with whether each is a number. */
function flagged(resource: 'employee' | 'account') {
  const props = (registry[resource].properties ?? {}) as Record<string, Column>;
  return Object.entries(props)
    .filter(([, p]) => p['x-column']?.pii === true)
    .map(([name, p]) => ({ name, numeric: [p.type].flat().includes('number') }));
}

/** Employee fields masked for callers who may not see them (adhaarNumber, panNumber, uanNumber, salary). */
export const SENSITIVE_EMPLOYEE_FIELDS = flagged('employee');
/** Bank account fields likewise (accountNumber). */
export const SENSITIVE_ACCOUNT_FIELDS = flagged('account');

/** Whether a caller with these privileges and employee id sees `employeeId`'s sensitive data. */
export const seesSensitive = (
  privileges: readonly string[],
  callerEmployeeId: number | null | undefined,
  employeeId: unknown,
) =>
  privileges.includes(SENSITIVE_PRIVILEGE) ||
  (callerEmployeeId != null && Number(employeeId) === callerEmployeeId);

/** The masked form of a text value: its last four characters behind `*`; nothing stays nothing. */
export function maskText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const visible = text.length > 4 ? text.slice(-4) : '';
  return '*'.repeat(text.length - visible.length) + visible;
}
