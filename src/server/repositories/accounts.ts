/**
 * The account checks the framework's sign-in paths and the CSV import make before creating an
 * account (the account itself is the user resource's `createAccount`: resources/user).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A role by its exact name, with its privileges. */
export const findRoleByName = (db: Db, name: string) =>
  db
    .selectFrom('role')
    .select(['roleId', 'role', 'privilege'])
    .where('role', '=', name)
    .executeTakeFirst();

/** Whether an account already signs in with this address (trimmed, any case). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('userId')
    .where(sql`lower(btrim("email"))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
