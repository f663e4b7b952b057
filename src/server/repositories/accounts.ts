/**
 * Login accounts as the user form, the import and the user list read and create them: a user comes
 * with its blank employee, inside the caller's transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const findRoleByName = (db: Db, name: string) =>
  db
    .selectFrom('role')
    .select(['roleId', 'role', 'privilege'])
    .where('role', '=', name)
    .executeTakeFirst();

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('userId')
    .where(sql`lower(btrim("email"))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The login account and its blank employee (contract §5.1 #8), inside the caller's transaction. */
export async function insertUserWithEmployee(
  db: Db,
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
  const user = await db
    .insertInto('user')
    .values({ ...u, active: true })
    .returning(['userId', 'email', 'createdAt'])
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employee')
    .values({ userId: user.userId, attributes: JSON.stringify({}) })
    .returning(['employeeId'])
    .executeTakeFirstOrThrow();
  return {
    userId: Number(user.userId),
    email: user.email as string,
    createdAt: user.createdAt as string,
    employeeId: Number(employee.employeeId),
  };
}

/** One page of UserInfo rows (contract §3.2): the account and the name of its employee. */
export async function pageUserInfo(
  db: Db,
  q: { sort: 'createdAt' | 'name' | 'storage'; offset: number; limit: number },
) {
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
