/**
 * The one place the server masks sensitive HR data (issue #24 §1; which fields and who may see them:
 * src/shared/sensitive.ts). Every operation that hands out employee records passes them through
 * `shapeFor` last: Employee objects (EM3, EM5, EM7, the address and bank-account answers), pages of
 * them (EM4, EM6, B3, D2) and a bare bank account (AC2).
 *
 * Records are read in full and shaped for the caller last; a holder of VIEW_SENSITIVE_EMPLOYEE_DATA
 * gets them as they are, everyone else a masked copy in which only their own row stays in clear.
 * The shaped answer is what a cached read keeps, under the caller's scope (employee.reads.server.ts).
 *
 * @example
 *   return shapeFor(caller, await employeePage(db, q));   // a Page<Employee>
 */
import {
  maskText,
  piiFields,
  seesSensitive,
  SENSITIVE_PRIVILEGE,
  type Principal,
} from '../../src/server/operations/hookApi.ts';

type Row = Record<string, unknown>;
type Caller = Pick<Principal, 'privileges' | 'employeeId'>;
type Fields = ReturnType<typeof piiFields>;

/** The employee's and the bank account's `pii` properties, read once (the schemas do not change). */
let fields: { employee: Fields; account: Fields } | undefined;
const flagged = () =>
  (fields ??= { employee: piiFields('employee'), account: piiFields('account') });

/** The names of the employee's sensitive properties (adhaarNumber, panNumber, uanNumber, salary). */
export const piiNames = () => new Set(flagged().employee.map((f) => f.name));

const maskFields = (record: Row, fields: Fields): Row => {
  const out: Row = { ...record };
  for (const { name, numeric } of fields)
    if (name in out) out[name] = numeric ? null : maskText(out[name]);
  return out;
};

/** An Employee object with its sensitive fields and its bank account number masked. */
function maskEmployee(e: Row): Row {
  const out = maskFields(e, flagged().employee);
  if (e.account && typeof e.account === 'object')
    out.account = maskFields(e.account as Row, flagged().account);
  return out;
}

/** A value carrying employees: a Page (`content`), `{ employee, organizations }` (EM5), or one. */
type Carrier = Row;

function masked(value: Carrier, keepInClear: number | null): Carrier {
  const keep = (e: Row) => keepInClear != null && Number(e.employeeId) === keepInClear;
  if (Array.isArray(value.content))
    return {
      ...value,
      content: (value.content as Row[]).map((e) => (keep(e) ? e : maskEmployee(e))),
    };
  if (value.employee && typeof value.employee === 'object')
    return keep(value.employee as Row)
      ? value
      : { ...value, employee: maskEmployee(value.employee as Row) };
  return keep(value) ? value : maskEmployee(value);
}

/**
 * `value` as `caller` may see it: in clear for a holder of VIEW_SENSITIVE_EMPLOYEE_DATA and for
 * the caller's own record; masked for everyone else. Never changes `value` (it may be shared).
 */
export function shapeFor<T extends object>(caller: Caller, value: T): T {
  if (caller.privileges.includes(SENSITIVE_PRIVILEGE)) return value;
  return masked(value as Carrier, caller.employeeId) as T;
}

/** A bare bank account (AC2) of `employeeId`, as `caller` may see it. */
export function shapeAccountFor<T extends Row>(caller: Caller, employeeId: unknown, account: T): T {
  return seesSensitive(caller.privileges, caller.employeeId, employeeId)
    ? account
    : (maskFields(account, flagged().account) as T);
}
