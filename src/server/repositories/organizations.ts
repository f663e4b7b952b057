/**
 * Organisation rows, their logo bytes and the departments assigned to them. The logo never leaves
 * through a list query: lists select only whether one exists.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type OrganizationRow = {
  organizationId: number;
  organizationName: string;
  organizationDescription: string | null;
  attributes: Record<string, string | null> | null;
  /** The stored logo's version (imageLinks.ts), null without a logo. */
  logoVersion: string | null;
};

export type OrganizationWrite = {
  organizationName?: string;
  organizationDescription?: string;
  /** Stored attribute values (id → value), merged into what is there. */
  attributes?: Record<string, string | null>;
  /** A new logo, or null to remove it; undefined leaves it alone. */
  logo?: { bytes: Buffer; type: string; version: string } | null;
};

const ROW = [
  'organizationId',
  'organizationName',
  'organizationDescription',
  'attributes',
  'logoVersion',
] as const;

export async function listOrganizations(db: Db, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('organization')
      .select([...ROW])
      .orderBy('organizationId')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('organization')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as OrganizationRow[], total: total.n };
}

export const findOrganization = (db: Db, id: number) =>
  db
    .selectFrom('organization')
    .select([...ROW])
    .where('organizationId', '=', id)
    .executeTakeFirst() as Promise<OrganizationRow | undefined>;

export const findOrganizations = async (db: Db, ids: number[]) =>
  ids.length
    ? ((await db
        .selectFrom('organization')
        .select([...ROW])
        .where('organizationId', 'in', ids)
        .execute()) as OrganizationRow[])
    : [];

function columnsOf(values: OrganizationWrite) {
  const set: Record<string, unknown> = {};
  if (values.organizationName !== undefined) set.organizationName = values.organizationName;
  if (values.organizationDescription !== undefined)
    set.organizationDescription = values.organizationDescription;
  if (values.logo !== undefined) {
    set.logo = values.logo?.bytes ?? null;
    set.logoType = values.logo?.type ?? null;
    set.logoVersion = values.logo?.version ?? null;
  }
  return set;
}

export const insertOrganization = (db: Db, values: OrganizationWrite) =>
  db
    .insertInto('organization')
    .values({ ...columnsOf(values), attributes: JSON.stringify(values.attributes ?? {}) })
    .returning([...ROW])
    .executeTakeFirstOrThrow() as Promise<OrganizationRow>;

/** One conditional UPDATE: attributes merge in SQL, so concurrent edits of other keys survive. */
export async function updateOrganization(db: Db, id: number, values: OrganizationWrite) {
  const set: Record<string, unknown> = columnsOf(values);
  if (values.attributes && Object.keys(values.attributes).length)
    set.attributes = sql`coalesce("attributes", '{}'::jsonb) || ${JSON.stringify(values.attributes)}::jsonb`;
  if (Object.keys(set).length === 0) return findOrganization(db, id);
  return (await db
    .updateTable('organization')
    .set(set)
    .where('organizationId', '=', id)
    .returning([...ROW])
    .executeTakeFirst()) as OrganizationRow | undefined;
}

export async function deleteOrganization(db: Db, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('organization')
    .where('organizationId', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export const findLogo = (db: Db, id: number) =>
  db
    .selectFrom('organization')
    .select(['logo', 'logoType', 'logoVersion'])
    .where('organizationId', '=', id)
    .executeTakeFirst() as Promise<
    { logo: Buffer | null; logoType: string | null; logoVersion: string | null } | undefined
  >;

export type DepartmentRecord = {
  departmentId: number;
  department: string;
  description: string | null;
  managerId: number | null;
  managerEmployeeCode: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  organizationId: number | null;
  branchId: number | null;
  attributes: Record<string, string | null> | null;
};

/** Departments with their manager's names (null when there is none), one page. */
export async function departmentsOfOrganization(
  db: Db,
  organizationId: number,
  offset: number,
  limit: number,
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('department as d')
      .leftJoin('employee as m', 'm.employeeId', 'd.managerId')
      .select([
        'd.departmentId',
        'd.department',
        'd.description',
        'd.managerId',
        'm.employeeCode as managerEmployeeCode',
        'm.firstName as managerFirstName',
        'm.lastName as managerLastName',
        'd.organizationId',
        'd.branchId',
        'd.attributes',
      ])
      .where('d.organizationId', '=', organizationId)
      .orderBy('d.departmentId')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('department')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('organizationId', '=', organizationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as DepartmentRecord[], total: total.n };
}
