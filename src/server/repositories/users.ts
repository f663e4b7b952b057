/** Users, their single effective role and the employee record behind them. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { memoBySnapshot } from '../db/snapshotMemo.ts';

export type Principal = {
  userId: number;
  email: string;
  active: boolean;
  employeeId: number | null;
  roleId: number | null;
  roleName: string | null;
  privileges: string[];
};

export type Credentials = { userId: number; passwordHash: string; active: boolean };

export async function findCredentials(db: Db, email: string): Promise<Credentials | undefined> {
  return db
    .selectFrom('user')
    .select(['userId', 'passwordHash', 'active'])
    .where(sql`lower(btrim("email"))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Everything the auth check needs, in one query: run on every authenticated request. */
/** Read on every request; remembered while the database is unchanged (snapshotMemo.ts). */
export const findPrincipal = (db: Db, userId: number): Promise<Principal | undefined> =>
  memoBySnapshot(db, `principal:${userId}`, () => readPrincipal(db, userId));

async function readPrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  const row = await db
    .selectFrom('user as u')
    .leftJoin('role as r', 'r.roleId', 'u.roleId')
    .leftJoin('employee as e', 'e.userId', 'u.userId')
    .select([
      'u.userId',
      'u.email',
      'u.active',
      'e.employeeId',
      'r.roleId',
      'r.role as roleName',
      'r.privilege as privileges',
    ])
    .where('u.userId', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, privileges: Array.isArray(row.privileges) ? row.privileges : [] };
}

export type ProfileRow = Record<string, unknown> & { userId: number; employeeId: number | null };

export async function findProfile(db: Db, userId: number) {
  const user = await db
    .selectFrom('user as u')
    .leftJoin('employee as e', 'e.userId', 'u.userId')
    .leftJoin('role as r', 'r.roleId', 'u.roleId')
    .select([
      'u.userId',
      'u.email',
      'u.active',
      'u.createdAt',
      'e.employeeId',
      'e.employeeCode',
      'e.firstName',
      'e.lastName',
      'e.gender',
      'e.photoVersion',
      'e.contact',
      'e.dateOfBirth',
      'e.position',
      'e.joinDate',
      'e.departmentId',
      'r.roleId',
      'r.role',
      'r.privilege',
    ])
    .where('u.userId', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const addresses = user.employeeId
    ? await db
        .selectFrom('address')
        .select(['addressId', 'addressType', 'propertyNumber', 'country', 'zipCode'])
        .where('employeeId', '=', user.employeeId)
        .orderBy('addressId')
        .execute()
    : [];
  const departments = user.departmentId
    ? await db
        .selectFrom('department')
        .select(['departmentId', 'department', 'description', 'attributes'])
        .where('departmentId', '=', user.departmentId)
        .execute()
    : [];
  return { user, addresses, departments };
}

export async function countUsers(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('user')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return n;
}
