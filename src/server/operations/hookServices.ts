/**
 * The hook API's services (re-exported by hookApi.ts, which is what hook files import): domain work
 * a hook may ask for by name, in the hook's transaction. Add one per need, with its why.
 */
import type { Db } from '../db/database.ts';
import { imageLink, imageVersion } from '../uploads/imageLinks.ts';
import { hashPassword as hash } from '../auth/password.ts';
import {
  ensureBalances,
  findLeaveRow,
  holidaysOfEmployee,
  overlaps,
  pageLeave,
} from '../repositories/leave.ts';
import { removeJsonKey } from '../repositories/records.ts';
import { endSessions as endUserSessions, type Principal } from '../repositories/users.ts';
import { requireImage } from '../uploads/uploads.ts';
import { keyedAttributes, resolveAttributeValues, type AttributeKindName } from './attributes.ts';
import {
  directReports,
  employeeObject,
  saveEmployeeDetails,
  setPhoto,
} from './employees.ts';
import { shapeAccountFor } from '../sensitive.ts';
import * as attendance from './attendance.ts';
import {
  attributeNamesOf,
  listEmployees,
  pendingLeave,
  searchEmployees,
  showEmployee,
} from './reads.ts';
import { currentMonth } from './leave.ts';
import type { Doc, Tx } from '../resource/hookTypes.ts';
import { validateBody as validateModelBody } from './validateBody.ts';
import { modelOf, type ListOptions, type Records } from './records.ts';
import { page, paging } from '../http/wire.ts';

const dbOf = (tx: Tx): Db => tx as unknown as Db;

/** An operation on the database, offered to hooks on their transaction (the same arguments after it). */
const onTx =
  <A extends unknown[], R>(op: (db: Db, ...args: A) => R) =>
  (tx: Tx, ...args: A): R =>
    op(dbOf(tx), ...args);

/** Every employee (or this one) gets a balance of every leave type this month (contract §5.5 #44). */
export const ensureLeaveBalances = (tx: Tx, employeeId?: number) =>
  ensureBalances(dbOf(tx), currentMonth(), employeeId);

/** Leave requests as their lists show them (the employee's names joined), newest first. */
export const leaveRequestRows = onTx(pageLeave);
export const leaveRequestRow = onTx(findLeaveRow);
/** Whether the employee has a request, not declined, overlapping [start, end]. */
export const leaveOverlaps = onTx(overlaps);
/** L2: the pending requests the caller may decide on (remembered per data version: reads.ts). */
export const pendingLeaveRequests = onTx(pendingLeave);
/** The public holidays of one employee between two dates, one row per date. */
export const holidaysOf = onTx(holidaysOfEmployee);

/** A password's scrypt hash (auth/password.ts): only the hash is stored. */
export const hashPassword = (password: string) => hash(password);

/**
 * A client's attribute map (key → value) as stored (attributeId → value); an unknown key is a 404
 * naming it (operations/attributes.ts).
 */
export const resolveAttributes = onTx(resolveAttributeValues);

/**
 * A stored attribute map as the wire's map (key → value); values of deleted keys are dropped. The
 * key names are read once per data version (reads.ts), not once per record shown.
 */
export const wireAttributes = async (tx: Tx, kind: AttributeKindName, stored: unknown) =>
  keyedAttributes(await attributeNamesOf(dbOf(tx), kind), stored);

/**
 * A Page of Employee objects as the employee list answers it (one department, one sub-organisation,
 * none), shaped for the caller (what they may see of each: operations/employees.ts).
 */
export const employeesPage = onTx(listEmployees);

/** EM5: the employee and their department's organisations, as the caller may see them. */
export const shownEmployee = onTx(showEmployee);

/** EM2: at most ten employees whose "first last" contains the (trimmed) term, ignoring case. */
export const employeeSearch = onTx(searchEmployees);

/** EM8: the caller's direct reports (employees of the departments the caller manages). */
export const directReportsOf = onTx(directReports);

/**
 * EM3/EM7: an employee's details saved (lists replace, attributes merge; operations/employees.ts),
 * answered as the Employee object the caller may see.
 */
export const saveEmployee = onTx(saveEmployeeDetails);

/** EM1: the employee's photo stored (a JPEG or PNG by content); its new signed link. */
export const setEmployeePhoto = onTx(setPhoto);

/** AT1: the caller clocks in where a configured location is (one row a day). */
export const clockIn = onTx(attendance.clockIn);

/** AT2: the caller's day closed once the shift is served, or earlier when `confirmEarly`. */
export const clockOut = (
  tx: Tx,
  caller: Principal,
  at: attendance.Position,
  confirmEarly: boolean,
) => attendance.clockOut(dbOf(tx), caller, at, new Date(), confirmEarly);

/** AT3: whether a user is clocked in today, and since when (their own, or with the privilege). */
export const clockStatus = onTx(attendance.clockStatus);

/** AT4/AT5: a page of a month's attendance rows, one user's or everyone's. */
export const attendanceOfMonth = onTx(attendance.attendancePage);

/** AT6: an attendance day marked (or unmarked) by an administrator. */
export const markAttendance = onTx(attendance.markAttendance);

/** Drops one key from the jsonb `column` of every `resource` record (an attribute's values). */
export const removeKeyEverywhere = onTx(removeJsonKey);

/**
 * The whole Employee object as the caller may see it (sensitive keys masked): what the address and
 * bank-account writes answer (contract §2.4–§2.5).
 */
export const employeeAnswer = onTx(employeeObject);

/** A bank account as the caller may see it: the number masked without the privilege (sensitive.ts). */
export const maskAccount = (caller: Principal, employeeId: number, account: Doc) =>
  shapeAccountFor(caller, employeeId, account);

/** Ends every session of these users (their token version moves): a role taken or changed. */
export const endSessions = onTx(endUserSessions);

/**
 * A body the route could not validate at the edge (a multipart form's JSON part) held to the
 * schema's rules and words; `context` names the part in messages. An unknown key is a 400 naming it.
 */
export const validateBody = (resource: string, data: Doc, partial: boolean, context?: string) =>
  validateModelBody(modelOf(resource), data, partial, context);

/**
 * The values of a resource's image columns (model.ts) for these bytes, checked to be a JPEG or PNG
 * (400 otherwise), or clearing them for null; to store with `records.insert`/`update`.
 */
export function imageValues(resource: string, bytes: Buffer | null): Doc {
  const image = modelOf(resource).image!;
  return {
    [image.column]: bytes,
    [image.type]: bytes && requireImage(bytes),
    [image.version]: bytes && imageVersion(bytes),
  };
}

/** The signed link of a record's image (its stored version), null without one. */
export function imageLinkOf(resource: string, doc: Doc): string | null {
  const m = modelOf(resource);
  const id = doc[m.idColumn] as number;
  return m.image?.kind ? imageLink(m.image.kind, id, doc[m.image.version] as string | null) : null;
}

/**
 * The page a `page`/`size` query asks for of a resource's records (read as the generic list reads
 * them), as the Spring Page of the rows `map` makes of them.
 */
export async function listPage(
  records: Records,
  resource: string,
  query: Doc,
  options: Pick<ListOptions, 'where' | 'sort'>,
  map: (rows: Doc[]) => Promise<unknown[]>,
) {
  const q = paging(query as { page: number; size: number });
  const offset = q.page * q.size;
  const { rows, total } = await records.list(resource, { ...options, offset, limit: q.size });
  return page(await map(rows), q.page, q.size, total);
}
