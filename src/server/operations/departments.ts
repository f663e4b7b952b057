/**
 * Department operations (contract §2.10, rules §5.3 #33–#38). Access is the route's privilege
 * (departments have no record scope); the body is validated by the schema in the route; here live
 * the rules a schema cannot express: references exist (404), names unique within the organisation
 * and the branch ignoring case (409), one organisation / branch / department each, the manager kept
 * when an edit omits it. Every write runs in one transaction.
 */
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import {
  deleteDepartment,
  exists,
  findBranches,
  findDepartment,
  insertDepartment,
  listDepartments,
  lockDepartment,
  lockNameScope,
  nameTaken,
  setEmployeeDepartment,
  updateDepartment,
  type DepartmentFilter,
  type DepartmentRecord,
} from '../repositories/departments.ts';
import { constraintViolation } from '../repositories/records.ts';
import { page } from '../wire.ts';
import { attributeNames, keyedAttributes, resolveAttributeValues } from './attributes.ts';

export type PageQuery = { page: number; size: number };

export type DepartmentBody = {
  department?: string;
  description?: string;
  managerId?: number;
  organizationId?: number | null;
  branchId?: number | null;
  attributes?: Record<string, string | null>;
};

/** The unique indexes have the last word on exact duplicates that race past the check. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const kind = constraintViolation(err);
    if (kind === 'unique') throw conflict('department.name_taken');
    if (kind === 'foreignKey') throw conflict('department.missing_reference');
    throw err;
  }
}

type MissingCode =
  | 'manager.not_found'
  | 'organization.not_found'
  | 'branch.not_found'
  | 'employee.not_found'
  | 'department.not_found';

async function mustExist(
  db: Db,
  table: Parameters<typeof exists>[1],
  id: number,
  missing: MissingCode,
) {
  if (!(await exists(db, table, id))) throw notFound(missing);
}

/** Names are unique per organisation and per branch, whatever their case (§5.3 #33, #34). */
async function checkName(
  db: Db,
  name: string,
  scope: { organizationId?: number | null; branchId?: number | null },
  exceptId?: number,
) {
  // Always organisation before branch, so two transactions never wait on each other in a cycle.
  if (scope.organizationId != null) {
    await lockNameScope(db, `organization:${scope.organizationId}`);
    if (await nameTaken(db, name, { organizationId: scope.organizationId }, exceptId))
      throw conflict('department.name_taken_in_organization');
  }
  if (scope.branchId != null) {
    await lockNameScope(db, `branch:${scope.branchId}`);
    if (await nameTaken(db, name, { branchId: scope.branchId }, exceptId))
      throw conflict('department.name_taken_in_branch');
  }
}

/** DepartmentRow (§3.11); `organizations`/`branches` stay [] unless the caller fills them. */
function toRow(r: DepartmentRecord, attributeDefs: Map<string, string>) {
  return {
    ...r,
    attributes: keyedAttributes(attributeDefs, r.attributes),
    organizations: [] as unknown[],
    branches: [] as unknown[],
  };
}

/** D1, D3, D4: a page of DepartmentRows (reads.ts gives `names`). */
export async function departmentRows(
  db: Db,
  filter: DepartmentFilter,
  q: PageQuery,
  withBranches: boolean,
  names: typeof attributeNames = attributeNames,
) {
  const { rows, total } = await listDepartments(db, filter, {
    offset: q.page * q.size,
    limit: q.size,
  });
  const defs = await names(db, 'department');
  const out = rows.map((r) => toRow(r, defs));
  if (withBranches) {
    const ids = [...new Set(rows.map((r) => r.branchId).filter((id): id is number => id != null))];
    const branchDefs = await names(db, 'branch');
    const branches = new Map(
      (await findBranches(db, ids)).map((b) => [
        Number(b.branchId),
        { ...b, attributes: keyedAttributes(branchDefs, b.attributes) },
      ]),
    );
    for (const row of out) {
      const branch = row.branchId != null ? branches.get(row.branchId) : undefined;
      if (branch) row.branches = [branch];
    }
  }
  return page(out, q.page, q.size, total);
}

/** D5: manager required and existing; organisation and branch existing; the name free in both. */
export function createDepartment(db: Db, body: DepartmentBody) {
  return guard(() =>
    db.transaction().execute(async (tx) => {
      await mustExist(tx, 'employee', body.managerId!, 'manager.not_found');
      if (body.organizationId != null)
        await mustExist(tx, 'organization', body.organizationId, 'organization.not_found');
      if (body.branchId != null) await mustExist(tx, 'branch', body.branchId, 'branch.not_found');
      const attributes = await resolveAttributeValues(tx, 'department', body.attributes);
      const name = body.department!.trim();
      await checkName(tx, name, body);
      const id = await insertDepartment(tx, {
        department: name,
        description: body.description!.trim(),
        managerId: body.managerId,
        organizationId: body.organizationId ?? null,
        branchId: body.branchId ?? null,
        attributes: JSON.stringify(attributes),
      });
      return toRow((await findDepartment(tx, id))!, await attributeNames(tx, 'department'));
    }),
  );
}

/** D6: partial; an omitted manager stays; attributes merge; organisation and branch not touched. */
export function editDepartment(db: Db, departmentId: number, body: DepartmentBody) {
  return guard(() =>
    db.transaction().execute(async (tx) => {
      const current = await lockDepartment(tx, departmentId);
      if (!current) throw notFound('department.not_found');
      const values: Record<string, unknown> = {};
      if (body.managerId != null) {
        await mustExist(tx, 'employee', body.managerId, 'manager.not_found');
        values.managerId = body.managerId;
      }
      if (body.department !== undefined) {
        values.department = body.department.trim();
        await checkName(tx, values.department as string, current, departmentId);
      }
      if (body.description !== undefined) values.description = body.description.trim();
      if (body.attributes !== undefined) {
        const merged = {
          ...((current.attributes as Record<string, unknown> | null) ?? {}),
          ...(await resolveAttributeValues(tx, 'department', body.attributes)),
        };
        values.attributes = JSON.stringify(merged);
      }
      await updateDepartment(tx, departmentId, values);
    }),
  );
}

/** D13: employees lose the department, then it goes (branches/organisations are its own columns). */
export async function removeDepartment(db: Db, departmentId: number) {
  await guard(() =>
    db.transaction().execute(async (tx) => {
      if (!(await deleteDepartment(tx, departmentId))) throw notFound('department.not_found');
    }),
  );
}

type Container = 'organization' | 'branch';
const containerColumn = { organization: 'organizationId', branch: 'branchId' } as const;
const containerMissing = {
  organization: 'organization.not_found',
  branch: 'branch.not_found',
} as const;

/** D7/D9: one organisation (branch) per department; assigning replaces, twice is a no-op. */
export function assignDepartment(db: Db, to: Container, containerId: number, departmentId: number) {
  return guard(() =>
    db.transaction().execute(async (tx) => {
      await mustExist(tx, to, containerId, containerMissing[to]);
      const current = await lockDepartment(tx, departmentId);
      if (!current) throw notFound('department.not_found');
      const column = containerColumn[to];
      if (current[column] === containerId) return;
      await checkName(tx, current.department, { [column]: containerId }, departmentId);
      await updateDepartment(tx, departmentId, { [column]: containerId });
    }),
  );
}

/** D8/D10: detaches only from the named organisation (branch); otherwise nothing changes. */
export function unassignDepartment(
  db: Db,
  from: Container,
  containerId: number,
  departmentId: number,
) {
  return guard(() =>
    db.transaction().execute(async (tx) => {
      await mustExist(tx, from, containerId, containerMissing[from]);
      const current = await lockDepartment(tx, departmentId);
      if (!current) throw notFound('department.not_found');
      const column = containerColumn[from];
      if (current[column] === containerId)
        await updateDepartment(tx, departmentId, { [column]: null });
    }),
  );
}

/** D11/D12: an employee has at most one department; assigning replaces the previous one. */
export function setEmployeeInDepartment(
  db: Db,
  employeeId: number,
  departmentId: number,
  member: boolean,
) {
  return guard(() =>
    db.transaction().execute(async (tx) => {
      await mustExist(tx, 'employee', employeeId, 'employee.not_found');
      await mustExist(tx, 'department', departmentId, 'department.not_found');
      if (member) await setEmployeeDepartment(tx, employeeId, departmentId);
      else await setEmployeeDepartment(tx, employeeId, null, departmentId);
    }),
  );
}
