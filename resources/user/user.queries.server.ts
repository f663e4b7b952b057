// The login account's own SQL (issue #38: a resource's queries live in its folder). The account's
// person is the employee (user.schema.json's x-person): the user list and the signed-in profile
// read both in one statement each, as they did when this lived in src/server/repositories.
import { dbOf, sql, type Tx } from '../../src/server/repositories/queryApi.ts';

/** How the user list sorts (its `sortBy`, read as the employee list reads it). */
export type AccountSort = 'createdAt' | 'name' | 'storage';

/** The account row, inside the caller's transaction (its person is created beside it). */
export async function insertAccount(
  tx: Tx,
  u: {
    email: string;
    passwordHash: string;
    roleId: number;
    createdAt: string;
    /** Null for an account a directory sign-in created (issue #43). */
    createdBy: number | null;
    /** A generated password the user must replace at the first sign-in (the import's). */
    mustChangePassword?: boolean;
  },
) {
  const user = await dbOf(tx)
    .insertInto('user')
    .values({ ...u, active: true })
    .returning(['userId', 'email', 'createdAt'])
    .executeTakeFirstOrThrow();
  return {
    userId: Number(user.userId),
    email: user.email as string,
    createdAt: user.createdAt as string,
  };
}

/** One page of UserInfo rows (contract §3.2): the account and the name of its employee. */
export async function pageUserInfo(
  tx: Tx,
  q: { sort: AccountSort; offset: number; limit: number },
) {
  const db = dbOf(tx);
  let rows = db
    .selectFrom('user as u')
    .leftJoin('employee as e', 'e.userId', 'u.userId')
    .select([
      'e.employeeId',
      'u.userId',
      'e.employeeCode',
      'u.email',
      'e.firstName',
      'e.lastName',
      'e.photoVersion',
    ]);
  if (q.sort === 'createdAt') rows = rows.orderBy('u.userId', 'desc');
  if (q.sort === 'name')
    rows = rows
      .orderBy(sql`lower(coalesce(e."firstName", ''))`)
      .orderBy(sql`lower(coalesce(e."lastName", ''))`)
      .orderBy('u.userId');
  if (q.sort === 'storage') rows = rows.orderBy('u.userId');
  const [items, total] = await Promise.all([
    rows.offset(q.offset).limit(q.limit).execute(),
    db
      .selectFrom('user')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.n };
}

/** The signed-in account with its employee, role, addresses and department (contract §3.1). */
export async function findProfile(tx: Tx, userId: number) {
  const db = dbOf(tx);
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
