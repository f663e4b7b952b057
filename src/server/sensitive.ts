/**
 * The one place the server masks sensitive HR data (issue #24 §1; which fields and who may see them:
 * src/shared/sensitive.ts). Every operation that hands out employee records passes them through
 * `shapeFor` last: Employee objects (EM3, EM5, EM7, the address and bank-account answers), pages of
 * them (EM4, EM6, B3, D2) and a bare bank account (AC2).
 *
 * Records are read and remembered in full (db/snapshotMemo.ts) and shaped per caller on top, so the
 * memo is shared by everyone: a holder of VIEW_SENSITIVE_EMPLOYEE_DATA gets the remembered page
 * itself; everyone else gets its masked twin, built once per remembered page and sealed too, so
 * its JSON is also written once (sealed.ts). Only a page holding the caller's own row is shaped per
 * request (that row stays in clear).
 *
 * @example
 *   return shapeFor(caller, await employeePage(db, q));   // a Page<Employee>
 */
import {
  maskText,
  seesSensitive,
  SENSITIVE_ACCOUNT_FIELDS,
  SENSITIVE_EMPLOYEE_FIELDS,
  SENSITIVE_PRIVILEGE,
} from '../shared/sensitive.ts';
import type { Principal } from './repositories/users.ts';
import { isSealed, seal } from './sealed.ts';

type Row = Record<string, unknown>;
type Caller = Pick<Principal, 'privileges' | 'employeeId'>;

const maskFields = (record: Row, fields: typeof SENSITIVE_EMPLOYEE_FIELDS): Row => {
  const out: Row = { ...record };
  for (const { name, numeric } of fields)
    if (name in out) out[name] = numeric ? null : maskText(out[name]);
  return out;
};

/** An Employee object with its sensitive fields and its bank account number masked. */
function maskEmployee(e: Row): Row {
  const out = maskFields(e, SENSITIVE_EMPLOYEE_FIELDS);
  if (e.account && typeof e.account === 'object')
    out.account = maskFields(e.account as Row, SENSITIVE_ACCOUNT_FIELDS);
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

/** Masked twins of remembered (sealed) values, one per value, for every caller who is not in it. */
const twins = new WeakMap<object, Carrier>();

const holds = (value: Carrier, employeeId: number | null) => {
  if (employeeId == null) return false;
  const list = Array.isArray(value.content)
    ? (value.content as Row[])
    : [(value.employee as Row | undefined) ?? value];
  return list.some((e) => Number(e?.employeeId) === employeeId);
};

/**
 * `value` as `caller` may see it: in clear for a holder of VIEW_SENSITIVE_EMPLOYEE_DATA and for
 * the caller's own record; masked for everyone else. Never changes `value` (it may be shared).
 */
export function shapeFor<T extends object>(caller: Caller, value: T): T {
  if (caller.privileges.includes(SENSITIVE_PRIVILEGE)) return value;
  const carrier = value as Carrier;
  if (holds(carrier, caller.employeeId)) return masked(carrier, caller.employeeId) as T;
  if (!isSealed(value)) return masked(carrier, null) as T;
  let twin = twins.get(value);
  if (!twin) twins.set(value, (twin = seal(masked(carrier, null))));
  return twin as T;
}

/** A bare bank account (AC2) of `employeeId`, as `caller` may see it. */
export function shapeAccountFor<T extends Row>(caller: Caller, employeeId: unknown, account: T): T {
  return seesSensitive(caller.privileges, caller.employeeId, employeeId)
    ? account
    : (maskFields(account, SENSITIVE_ACCOUNT_FIELDS) as T);
}
