/**
 * Sub-organisations (branches): create, update, delete, list, and the link to one organisation.
 * Names are unique ignoring case (the schema's folded unique index); a duplicate is a 409 from the
 * database, never a check-then-insert. Deleting a branch leaves its departments unassigned (FK SET NULL).
 */
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import {
  branchesOfOrganization,
  branchNameTaken,
  deleteBranch,
  departmentsOfBranch,
  departmentsOfBranches,
  findBranch,
  insertBranch,
  listBranches,
  lockBranchNames,
  unassignBranch,
  updateBranch,
  type BranchDepartment,
  type BranchRecord,
} from '../repositories/branches.ts';
import { findOrganization, findOrganizations } from '../repositories/organizations.ts';
import { constraintViolation } from '../repositories/records.ts';
import { attributeNames, keyedAttributes, resolveAttributeValues } from './attributes.ts';
import { toOrganization } from './organizations.ts';

export type BranchBody = {
  branchName?: string;
  organizationId?: number | null;
  attributes?: Record<string, string | null> | null;
};

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const kind = constraintViolation(err);
    if (kind === 'unique') throw conflict('branch.name_taken');
    // The organisation vanished between our check and the write.
    if (kind === 'foreignKey') throw notFound('organization.not_found');
    throw err;
  }
}

async function requireOrganization(db: Db, id: number) {
  const org = await findOrganization(db, id);
  if (!org) throw notFound('organization.not_found');
  return org;
}

const toBranch = (names: Map<string, string>, b: BranchRecord) => ({
  branchId: b.branchId,
  branchName: b.branchName,
  // Beyond the contract's Branch: lets an edit form opened from a link preselect the organisation.
  organizationId: b.organizationId ?? null,
  attributes: keyedAttributes(names, b.attributes),
});

const toDepartment = (names: Map<string, string>, d: BranchDepartment) => ({
  departmentId: d.departmentId,
  department: d.department,
  description: d.description,
  attributes: keyedAttributes(names, d.attributes),
});

/** BranchRow (§3.10): the branch with its organisation (0 or 1) and its departments. */
async function toBranchRows(db: Db, rows: BranchRecord[]) {
  const orgIds = [...new Set(rows.map((r) => r.organizationId).filter((o): o is number => !!o))];
  const [orgs, departments, orgNames, branchNames, deptNames] = await Promise.all([
    findOrganizations(db, orgIds),
    departmentsOfBranches(
      db,
      rows.map((r) => r.branchId),
    ),
    attributeNames(db, 'organization'),
    attributeNames(db, 'branch'),
    attributeNames(db, 'department'),
  ]);
  const orgById = new Map(orgs.map((o) => [o.organizationId, toOrganization(orgNames, o)]));
  return rows.map((r) => {
    const org = r.organizationId ? orgById.get(r.organizationId) : undefined;
    return {
      ...toBranch(branchNames, r),
      organizations: org ? [org] : [],
      departments: departments
        .filter((d) => d.branchId === r.branchId)
        .map((d) => toDepartment(deptNames, d)),
    };
  });
}

/**
 * Sub-organisation names are unique within their organisation, ignoring case (contract §5.3 #31);
 * without an organisation there is no check. Runs inside the write's transaction, under a lock.
 */
async function assertNameFree(
  db: Db,
  organizationId: number | null | undefined,
  name: string,
  exceptId?: number,
) {
  if (organizationId == null) return;
  await lockBranchNames(db, organizationId);
  if (await branchNameTaken(db, organizationId, name, exceptId)) {
    throw conflict('branch.name_taken_in_organization');
  }
}

export async function createBranch(db: Db, body: BranchBody) {
  if (body.organizationId != null) await requireOrganization(db, body.organizationId);
  const attributes = await resolveAttributeValues(db, 'branch', body.attributes);
  const name = body.branchName!.trim();
  const row = await guard(() =>
    db.transaction().execute(async (tx) => {
      await assertNameFree(tx, body.organizationId, name);
      return insertBranch(tx, {
        branchName: name,
        organizationId: body.organizationId ?? null,
        attributes,
      });
    }),
  );
  return toBranch(await attributeNames(db, 'branch'), row);
}

/** Absent fields stay; `organizationId: null` unassigns; attributes merge. */
export async function updateBranchDetails(db: Db, id: number, body: BranchBody) {
  const current = await findBranch(db, id);
  if (!current) throw notFound('branch.not_found');
  if (body.organizationId != null) await requireOrganization(db, body.organizationId);
  const attributes = await resolveAttributeValues(db, 'branch', body.attributes);
  const name = body.branchName?.trim();
  const row = await guard(() =>
    db.transaction().execute(async (tx) => {
      const organizationId =
        body.organizationId === undefined ? current.organizationId : body.organizationId;
      await assertNameFree(tx, organizationId, name ?? String(current.branchName), id);
      return updateBranch(tx, id, {
        branchName: name,
        organizationId: body.organizationId,
        attributes,
      });
    }),
  );
  if (!row) throw notFound('branch.not_found');
}

export async function removeBranch(db: Db, id: number) {
  if (!(await deleteBranch(db, id))) throw notFound('branch.not_found');
}

export async function branchPage(db: Db, q: { page: number; size: number; unassigned: boolean }) {
  const { rows, total } = await listBranches(db, {
    offset: q.page * q.size,
    limit: q.size,
    unassigned: q.unassigned,
  });
  if (q.unassigned) return { rows: await toBranchRows(db, rows), total };
  const names = await attributeNames(db, 'branch');
  return { rows: rows.map((r) => toBranch(names, r)), total };
}

export async function branchesOf(db: Db, organizationId: number) {
  await requireOrganization(db, organizationId);
  return toBranchRows(db, await branchesOfOrganization(db, organizationId));
}

export async function departmentsOfBranchPage(db: Db, id: number, page: number, size: number) {
  if (!(await findBranch(db, id))) throw notFound('branch.not_found');
  const [{ rows, total }, names] = await Promise.all([
    departmentsOfBranch(db, id, page * size, size),
    attributeNames(db, 'department'),
  ]);
  return { rows: rows.map((d) => toDepartment(names, d)), total };
}

/** Assigning twice is a no-op; assigning elsewhere moves the branch (one organisation at most). */
export async function assignBranch(db: Db, organizationId: number, branchId: number) {
  await requireOrganization(db, organizationId);
  const current = await findBranch(db, branchId);
  if (!current) throw notFound('branch.not_found');
  await guard(() =>
    db.transaction().execute(async (tx) => {
      await assertNameFree(tx, organizationId, String(current.branchName), branchId);
      return updateBranch(tx, branchId, { organizationId });
    }),
  );
}

/** Unassigning a branch that is not in this organisation changes nothing and still succeeds. */
export async function unassignBranchFrom(db: Db, organizationId: number, branchId: number) {
  await requireOrganization(db, organizationId);
  if (!(await findBranch(db, branchId))) throw notFound('branch.not_found');
  await unassignBranch(db, organizationId, branchId);
}
