/** Branch (sub-organisation) rows, their organisation link and the departments assigned to them. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type BranchRecord = {
  branchId: number;
  branchName: string;
  organizationId: number | null;
  attributes: Record<string, string | null> | null;
};

export type BranchWrite = {
  branchName?: string;
  /** null unassigns; undefined leaves the link alone. */
  organizationId?: number | null;
  attributes?: Record<string, string | null>;
};

const ROW = ['branchId', 'branchName', 'organizationId', 'attributes'] as const;

export async function listBranches(
  db: Db,
  q: { offset: number; limit: number; unassigned?: boolean; organizationId?: number },
) {
  let rows = db.selectFrom('branch').select([...ROW]);
  let count = db.selectFrom('branch').select(sql<number>`count(*)::int`.as('n'));
  if (q.unassigned) {
    rows = rows.where('organizationId', 'is', null);
    count = count.where('organizationId', 'is', null);
  }
  if (q.organizationId !== undefined) {
    rows = rows.where('organizationId', '=', q.organizationId);
    count = count.where('organizationId', '=', q.organizationId);
  }
  const [content, total] = await Promise.all([
    rows.orderBy('branchId').offset(q.offset).limit(q.limit).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: content as BranchRecord[], total: total.n };
}

export const branchesOfOrganization = (db: Db, organizationId: number) =>
  db
    .selectFrom('branch')
    .select([...ROW])
    .where('organizationId', '=', organizationId)
    .orderBy('branchId')
    .execute() as Promise<BranchRecord[]>;

export const findBranch = (db: Db, id: number) =>
  db
    .selectFrom('branch')
    .select([...ROW])
    .where('branchId', '=', id)
    .executeTakeFirst() as Promise<BranchRecord | undefined>;

export const findBranches = async (db: Db, ids: number[]) =>
  ids.length
    ? ((await db
        .selectFrom('branch')
        .select([...ROW])
        .where('branchId', 'in', ids)
        .execute()) as BranchRecord[])
    : [];

export const insertBranch = (db: Db, values: BranchWrite) =>
  db
    .insertInto('branch')
    .values({
      branchName: values.branchName,
      organizationId: values.organizationId ?? null,
      attributes: JSON.stringify(values.attributes ?? {}),
    })
    .returning([...ROW])
    .executeTakeFirstOrThrow() as Promise<BranchRecord>;

/** One UPDATE; attributes merge in SQL so concurrent edits of other keys survive. */
export async function updateBranch(db: Db, id: number, values: BranchWrite) {
  const set: Record<string, unknown> = {};
  if (values.branchName !== undefined) set.branchName = values.branchName;
  if (values.organizationId !== undefined) set.organizationId = values.organizationId;
  if (values.attributes && Object.keys(values.attributes).length)
    set.attributes = sql`coalesce("attributes", '{}'::jsonb) || ${JSON.stringify(values.attributes)}::jsonb`;
  if (Object.keys(set).length === 0) return findBranch(db, id);
  return (await db
    .updateTable('branch')
    .set(set)
    .where('branchId', '=', id)
    .returning([...ROW])
    .executeTakeFirst()) as BranchRecord | undefined;
}

export async function deleteBranch(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('branch').where('branchId', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Unassigns the branch only if it belongs to that organisation; true when a row changed. */
export async function unassignBranch(db: Db, organizationId: number, branchId: number) {
  const res = await db
    .updateTable('branch')
    .set({ organizationId: null })
    .where('branchId', '=', branchId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export type BranchDepartment = {
  departmentId: number;
  department: string;
  description: string | null;
  branchId: number;
  attributes: Record<string, string | null> | null;
};

export const departmentsOfBranches = async (db: Db, branchIds: number[]) =>
  branchIds.length
    ? ((await db
        .selectFrom('department')
        .select(['departmentId', 'department', 'description', 'branchId', 'attributes'])
        .where('branchId', 'in', branchIds)
        .orderBy('departmentId')
        .execute()) as BranchDepartment[])
    : [];

export async function departmentsOfBranch(db: Db, branchId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('department')
      .select(['departmentId', 'department', 'description', 'branchId', 'attributes'])
      .where('branchId', '=', branchId)
      .orderBy('departmentId')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('department')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('branchId', '=', branchId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as BranchDepartment[], total: total.n };
}

/**
 * Serialises the name check of one organisation's sub-organisations: the unique index catches exact
 * duplicates, this makes the case-insensitive check hold under PostgreSQL's real concurrency too.
 */
export async function lockBranchNames(db: Db, organizationId: number) {
  await sql`select pg_advisory_xact_lock(hashtext(${`branch-name:${organizationId}`}))`.execute(db);
}

/** Another sub-organisation of this organisation with this name, ignoring case and spaces. */
export async function branchNameTaken(
  db: Db,
  organizationId: number,
  name: string,
  exceptId?: number,
) {
  let q = db
    .selectFrom('branch')
    .select('branchId')
    .where('organizationId', '=', organizationId)
    .where(sql`lower(btrim("branchName"))`, '=', name.trim().toLowerCase());
  if (exceptId !== undefined) q = q.where('branchId', '<>', exceptId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}
