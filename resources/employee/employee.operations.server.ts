/**
 * Employees (contract §2.2 EM1–EM5, EM7, EM8; §5.2 #15–#21; §6.1 #16). Reads build Employee objects
 * in full and shape them for the caller last (employee.sensitive.server.ts: identity numbers,
 * salary and bank account only for the employee and holders of VIEW_SENSITIVE_EMPLOYEE_DATA); the
 * lists, EM5 and the search take the attribute names from their caller (employee.reads.server.ts).
 * Writes (EM3 details, EM7 update) run in one transaction: lock the employee → department exists →
 * skill and designation names exist → attribute keys exist → write; a taken employee code is a 409
 * from the unique index, so two concurrent saves cannot both keep it.
 */
import type { Employee } from '../../src/generated/types.ts';
import {
  attributeNames,
  conflict,
  HttpError,
  imageLinkOf,
  imageValues,
  keyedAttributes,
  mapConstraints,
  notFound,
  page,
  replaceLinks,
  resolveAttributes,
  seesSensitive,
  sentence,
  writableColumns,
  type Principal,
  type Records,
  type Tx,
} from '../../src/server/operations/hookApi.ts';
import { buildEmployees, buildSearchResults } from './employee.shape.server.ts';
import {
  directReportRows,
  findEmployeeRow,
  idsByName,
  searchEmployeeRows,
} from './employee.queries.server.ts';
import { pageEmployees, type EmployeeSort, type Reuse } from './employee.pages.queries.server.ts';
import { piiNames, shapeFor } from './employee.sensitive.server.ts';

const SEARCH_LIMIT = 10;

/** Where a read gets the attribute key names: read afresh by default. */
export type NamesOf = typeof attributeNames;

/** The attribute key names Employee objects are written with. */
export async function view(db: Tx, names: NamesOf = attributeNames) {
  const [employeeKeys, departmentKeys] = await Promise.all([
    names(db, 'employee'),
    names(db, 'department'),
  ]);
  return { employeeKeys, departmentKeys };
}

export function employeeSort(sortBy: string | undefined): EmployeeSort {
  const s = (sortBy ?? '').toLowerCase();
  return s === 'createdat' ? 'createdAt' : s === 'name' ? 'name' : 'storage';
}

export type EmployeePageQuery = {
  page: number;
  size: number;
  sortBy?: string;
  departmentId?: number;
  /** Employees of the departments of one sub-organisation (B3). */
  branchId?: number;
  unassigned?: boolean;
  /** Only those whose "first last", e-mail or code holds this text (ours, issue #37). */
  search?: string;
};

/** The search a list applies: the trimmed text, or none for a blank one. */
export const searchTerm = (search: string | undefined) => search?.trim() || undefined;

/**
 * EM4 (optionally of one department), EM6 (`unassigned`), B3 and D2: a Page<Employee> of the whole
 * list, one department, one sub-organisation or no department, narrowed by a search when asked, as
 * the caller may see it.
 */
export async function readEmployeePage(
  db: Tx,
  caller: Principal,
  q: EmployeePageQuery,
  names: NamesOf = attributeNames,
  reuse?: Reuse,
) {
  const query = {
    departmentId: q.departmentId,
    branchId: q.branchId,
    unassigned: q.unassigned,
    search: searchTerm(q.search),
    sort: employeeSort(q.sortBy),
    offset: q.page * q.size,
    limit: q.size,
  };
  // The key names are read beside the page, not after it: one round trip less on the way.
  const [{ rows, total }, keys] = await Promise.all([
    pageEmployees(db, query, reuse),
    view(db, names),
  ]);
  const content = buildEmployees(rows, keys);
  return shapeFor(caller, page(content, q.page, q.size, total));
}

/** One Employee object, as the caller may see it. */
export async function employeeObject(db: Tx, caller: Principal, employeeId: number) {
  return shapeFor(caller, await fullEmployee(db, employeeId));
}

async function fullEmployee(db: Tx, employeeId: number, names: NamesOf = attributeNames) {
  const [row, keys] = await Promise.all([findEmployeeRow(db, employeeId), view(db, names)]);
  if (!row) throw notFound('employee.not_found');
  const [employee] = buildEmployees([row], keys);
  return employee;
}

type OrganizationRow = Record<string, unknown> & {
  organizationId: number;
  logoVersion: string | null;
};

/** EM5: the employee and the organisations reached through their department, as the caller may see. */
export async function readShownEmployee(
  db: Tx,
  caller: Principal,
  employeeId: number,
  names: NamesOf = attributeNames,
) {
  // One statement: the employee, what it nests and its department's organisations; every key
  // name beside it (the organisations' too: one round trip, not two, once a write moved the data).
  const [found, keys, orgKeys] = await Promise.all([
    findEmployeeRow(db, employeeId, { organizations: true }),
    view(db, names),
    names(db, 'organization'),
  ]);
  if (!found) throw notFound('employee.not_found');
  const { organizations: orgs, ...row } = found as { organizations: OrganizationRow[] };
  const [employee] = buildEmployees([row], keys);
  const organizations = orgs.map(({ logoVersion, ...o }) => ({
    ...o,
    organizationImage: imageLinkOf('organization', {
      organizationId: o.organizationId,
      logoVersion,
    }),
    attributes: keyedAttributes(orgKeys, o.attributes),
  }));
  return shapeFor(caller, { employee, organizations });
}

/** EM2: "first last" contains the (trimmed) term, ignoring case; at most ten. */
export async function readSearchResults(db: Tx, term: string, names: NamesOf = attributeNames) {
  const [rows, keys] = await Promise.all([
    searchEmployeeRows(db, term, SEARCH_LIMIT),
    names(db, 'employee'),
  ]);
  return buildSearchResults(db, rows, keys);
}

/** EM8: the caller's direct reports (employees of departments the caller manages). */
export async function directReports(db: Tx, caller: Principal) {
  if (caller.employeeId == null) return [];
  const rows = await directReportRows(db, caller.employeeId);
  return buildSearchResults(db, rows, await attributeNames(db, 'employee'));
}

/** The body of EM3 and EM7 (validated by the schema at the edge): any of the Employee's keys. */
export type EmployeeBody = Partial<Employee>;

/** The join table of the employee's skills or designations, whose links a save replaces. */
const joinOf = (table: 'skill' | 'designation') => ({
  name: table === 'skill' ? 'employeeSkill' : 'employeeDesignation',
  ownColumn: 'employeeId',
  otherColumn: `${table}Id`,
});
const TRIMMED = new Set(['firstName', 'lastName', 'employeeCode', 'position']);
async function names(tx: Tx, table: 'skill' | 'designation', list: string[]) {
  const { ids, unknown } = await idsByName(tx, table, list);
  if (unknown.length) {
    const code = `employee.unknown_${table}` as const;
    const params = { names: unknown.slice(0, 5).join(', ') };
    throw new HttpError(400, code, params, [sentence(code, params)]);
  }
  return ids;
}

/**
 * EM3 and EM7: saves the details of an existing employee. Lists replace the current sets; attributes
 * merge into the stored map, and an empty value removes its key (§5.2 #17–#18).
 */
export async function saveEmployeeDetails(
  tx: Tx,
  records: Records,
  caller: Principal,
  employeeId: number,
  body: EmployeeBody,
) {
  // Joined to the action's transaction; a taken code is the unique index's refusal.
  await mapConstraints({ unique: () => conflict('employee.code_taken') }, async () => {
    const current = await records.find('employee', employeeId, { lock: true });
    if (!current) throw notFound('employee.not_found');
    const values: Record<string, unknown> = {};
    // A caller who may not read a sensitive field gets it masked (a salary as null): a null sent
    // back is that mask, not a request to clear it. They may still set a new value.
    const blind = !seesSensitive(caller.privileges, caller.employeeId, employeeId);
    const sensitive = piiNames();
    // The schema's writable columns; the attribute map merges below.
    for (const c of writableColumns('employee').filter((w) => w !== 'attributes')) {
      const v = body[c as keyof EmployeeBody];
      if (v === undefined || (v === null && blind && sensitive.has(c))) continue;
      values[c] = typeof v === 'string' && TRIMMED.has(c) ? v.trim() : v;
    }
    // A null department matches no department row (404), as an id that does not exist.
    const departmentId = body.departmentId;
    if (
      departmentId !== undefined &&
      (departmentId === null || !(await records.exists('department', departmentId)))
    )
      throw notFound('department.not_found');
    const skills = body.skillList && (await names(tx, 'skill', body.skillList));
    const designations =
      body.designationList && (await names(tx, 'designation', body.designationList));
    if (body.attributes !== undefined) {
      const given = await resolveAttributes(tx, 'employee', body.attributes);
      const merged: Record<string, string | null> = {
        ...((current.attributes as Record<string, string | null>) ?? {}),
        ...given,
      };
      for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
      values.attributes = merged;
    }
    if (Object.keys(values).length) await records.update('employee', employeeId, values);
    if (skills) await replaceLinks(tx, joinOf('skill'), employeeId, skills);
    if (designations) await replaceLinks(tx, joinOf('designation'), employeeId, designations);
  });
  return employeeObject(tx, caller, employeeId);
}

// ---- the profile photo (EM1): JPEG or PNG by content, stored in the database (design: bytea)

export const photoUrl = (employeeId: number) => `/api/v1/employee/${employeeId}/photo`;

/**
 * Stores the photo (a JPEG or PNG by content, else 400); its signed link (imageLinks.ts), which
 * any earlier link no longer matches. The photo itself is served by the record's image route.
 */
export async function setPhoto(records: Records, employeeId: number, bytes: Buffer) {
  const photo = imageValues('employee', bytes);
  if (
    !(await records.update('employee', employeeId, {
      ...photo,
      profileImage: photoUrl(employeeId),
    }))
  )
    throw notFound('employee.not_found');
  return imageLinkOf('employee', { employeeId, photoVersion: photo.photoVersion })!;
}
