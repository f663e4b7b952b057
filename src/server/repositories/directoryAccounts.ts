/**
 * The statements a directory sign-in needs (issue #43): the account an address lands on, whether an
 * administrator deleted one, and its role kept in step with the directory's groups.
 */
import { sql } from 'kysely';
import { AUDIT_TABLE } from '../db/auditSchema.ts';
import type { Db } from '../db/database.ts';

export type DirectoryAccount = {
  userId: number;
  active: boolean;
  roleName: string | null;
};

/** The account of a sign-in address (trimmed, any case), with its role's name. */
export async function findDirectoryAccount(
  db: Db,
  email: string,
): Promise<DirectoryAccount | undefined> {
  const row = await db
    .selectFrom('user as u')
    .leftJoin('role as r', 'r.roleId', 'u.roleId')
    .select(['u.userId', 'u.active', 'r.role as roleName'])
    .where(sql`lower(btrim(u."email"))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return (
    row && { ...(row as DirectoryAccount), userId: Number(row.userId), active: row.active === true }
  );
}

/**
 * Whether the audit trail holds the deletion of an account with this address: a person an
 * administrator removed is not created again by signing in through a directory.
 */
export async function accountWasDeleted(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom(AUDIT_TABLE)
    .select('position')
    .where('resource', '=', 'user')
    .where('action', '=', 'delete')
    .where(sql`lower(btrim(before->>'email'))`, '=', email.trim().toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's one role, set from the directory's groups. */
export async function setAccountRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.updateTable('user').set({ roleId }).where('userId', '=', userId).execute();
}
