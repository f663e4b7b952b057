/**
 * Department storage: rows with their manager, the name checks, the links to organisations, branches
 * and employees, and the department's employees with everything the Employee object nests. Only SQL
 * here; every caller passes the transaction it runs in.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type DepartmentFilter = 'all' | 'unassignedOfOrganization' | 'unassignedOfBranch';

/** The row behind DepartmentRow (contract §3.11): the stored columns plus the manager's names. */
export type DepartmentRecord = {
  departmentId: number;
  department: string;
  description: string;
  managerId: number | null;
  organizationId: number | null;
  branchId: number | null;
  attributes: Record<string, unknown> | null;
  managerEmployeeCode: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
};

const rowQuery = (db: Db) =>
  db
    .selectFrom('department as d')
    .leftJoin('employee as m', 'm.employeeId', 'd.managerId')
    .select([
      'd.departmentId',
      'd.department',
      'd.description',
      'd.managerId',
      'd.organizationId',
      'd.branchId',
      'd.attributes',
      'm.employeeCode as managerEmployeeCode',
      'm.firstName as managerFirstName',
      'm.lastName as managerLastName',
    ]);

export async function listDepartments(
  db: Db,
  filter: DepartmentFilter,
  q: { offset: number; limit: number },
): Promise<{ rows: DepartmentRecord[]; total: number }> {
  const column =
    filter === 'unassignedOfOrganization'
      ? 'organizationId'
      : filter === 'unassignedOfBranch'
        ? 'branchId'
        : undefined;
  let rows = rowQuery(db);
  let count = db.selectFrom('department as d').select(sql<number>`count(*)::int`.as('n'));
  if (column) {
    rows = rows.where(`d.${column}`, 'is', null);
    count = count.where(`d.${column}`, 'is', null);
  }
  const [content, total] = await Promise.all([
    rows
      .orderBy(sql`lower("d"."department")`)
      .orderBy('d.departmentId')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: content as DepartmentRecord[], total: total.n };
}

export async function findDepartment(db: Db, id: number): Promise<DepartmentRecord | undefined> {
  return (await rowQuery(db).where('d.departmentId', '=', id).executeTakeFirst()) as
    DepartmentRecord | undefined;
}

/** Locks the department row for the rest of the transaction; undefined when it does not exist. */
export async function lockDepartment(db: Db, id: number) {
  return db
    .selectFrom('department')
    .select(['departmentId', 'department', 'organizationId', 'branchId', 'attributes'])
    .where('departmentId', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Serialises name checks of one organisation or branch: the unique indexes catch exact duplicates,
 * this makes the case-insensitive check correct under PostgreSQL's real concurrency too.
 */
export async function lockNameScope(db: Db, scope: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`department-name:${scope}`}))`.execute(db);
}

/** Another department with this name (ignoring case and surrounding spaces) in the scope. */
export async function nameTaken(
  db: Db,
  name: string,
  scope: { organizationId?: number; branchId?: number },
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('department')
    .select('departmentId')
    .where(sql`lower(btrim("department"))`, '=', name.trim().toLowerCase());
  if (scope.organizationId !== undefined) q = q.where('organizationId', '=', scope.organizationId);
  if (scope.branchId !== undefined) q = q.where('branchId', '=', scope.branchId);
  if (exceptId !== undefined) q = q.where('departmentId', '<>', exceptId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export async function exists(
  db: Db,
  table: 'employee' | 'organization' | 'branch' | 'department',
  id: number,
): Promise<boolean> {
  const idColumn = `${table}Id`;
  const row = await db
    .selectFrom(table)
    .select(idColumn)
    .where(idColumn, '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDepartment(db: Db, values: Record<string, unknown>) {
  const { departmentId } = await db
    .insertInto('department')
    .values(values)
    .returning('departmentId')
    .executeTakeFirstOrThrow();
  return departmentId as number;
}

export async function updateDepartment(db: Db, id: number, values: Record<string, unknown>) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('department').set(values).where('departmentId', '=', id).execute();
}

/** Detaches the department from its employees, then removes it; false when it did not exist. */
export async function deleteDepartment(db: Db, id: number): Promise<boolean> {
  await db
    .updateTable('employee')
    .set({ departmentId: null })
    .where('departmentId', '=', id)
    .execute();
  const res = await db.deleteFrom('department').where('departmentId', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Puts an employee in a department (replacing the previous one), or takes them out of it. */
export async function setEmployeeDepartment(
  db: Db,
  employeeId: number,
  departmentId: number | null,
  onlyFrom?: number,
) {
  let q = db.updateTable('employee').set({ departmentId }).where('employeeId', '=', employeeId);
  if (onlyFrom !== undefined) q = q.where('departmentId', '=', onlyFrom);
  await q.execute();
}

export async function findBranches(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('branch')
    .select(['branchId', 'branchName', 'attributes'])
    .where('branchId', 'in', ids)
    .execute();
}
