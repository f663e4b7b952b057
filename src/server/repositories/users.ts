/**
 * Sign-in accounts as the framework reads them: their credentials, their sessions' version, and the
 * principal (the account, its one effective role and the id of its person).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { runPrepared } from '../db/prepared.ts';
import { personOf } from '../resource/person.ts';

/** Read as the server loads: a declaration naming a missing resource or property stops the start. */
const person = personOf();

export type Principal = {
  userId: number;
  email: string;
  active: boolean;
  /**
   * The id of the account's person (the account schema's `x-person`, resource/person.ts), null
   * without one. The one place the framework names an entity (issue #38): every hook, record scope
   * and the contract's own answers know the signed-in person by this name, so the principal keeps it.
   */
  employeeId: number | null;
  roleId: number | null;
  roleName: string | null;
  privileges: string[];
  /** Sessions signed under another version have been ended (plugins/auth.ts). */
  tokenVersion: number;
  /** The password is temporary: only changing it (or logging out everywhere) is allowed. */
  mustChangePassword: boolean;
};

export type Credentials = {
  userId: number;
  passwordHash: string;
  active: boolean;
  tokenVersion: number;
  mustChangePassword: boolean;
};

const CREDENTIAL_COLUMNS = [
  'userId',
  'passwordHash',
  'active',
  'tokenVersion',
  'mustChangePassword',
] as const;

const credentialsOf = <T extends Record<string, unknown>>(row: T | undefined) =>
  row && {
    ...row,
    tokenVersion: Number(row.tokenVersion ?? 0),
    mustChangePassword: row.mustChangePassword === true,
  };

/** A user's credentials by sign-in email (trimmed, any case) or, signed in, by id. */
export async function findCredentials(
  db: Db,
  who: string | number,
): Promise<Credentials | undefined> {
  const row = await db
    .selectFrom('user')
    .select(CREDENTIAL_COLUMNS)
    .where(
      typeof who === 'string' ? sql`lower(btrim("email"))` : sql`"userId"`,
      '=',
      typeof who === 'string' ? who.trim().toLowerCase() : who,
    )
    .executeTakeFirst();
  return credentialsOf(row) as Credentials | undefined;
}

/**
 * Replaces the password hash, only while it is still `previousHash` (a change that raced this one
 * wins alone); `temporary` marks a password the user must replace. The token version moves with it,
 * so every session signed before ends. Returns the new version, or undefined when the hash had moved.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  previousHash: string,
  passwordHash: string,
  temporary: boolean,
): Promise<number | undefined> {
  const row = await db
    .updateTable('user')
    .set({
      passwordHash,
      mustChangePassword: temporary,
      tokenVersion: sql`coalesce("tokenVersion", 0) + 1`,
    })
    .where('userId', '=', userId)
    .where('passwordHash', '=', previousHash)
    .returning(['tokenVersion'])
    .executeTakeFirst();
  return row ? Number(row.tokenVersion) : undefined;
}

/** Ends every session of these users at once: their tokens carry an older version from now on. */
export async function endSessions(db: Db, userIds: number | number[]): Promise<void> {
  const ids = [userIds].flat();
  if (!ids.length) return;
  await db
    .updateTable('user')
    .set({ tokenVersion: sql`coalesce("tokenVersion", 0) + 1` })
    .where('userId', 'in', ids)
    .execute();
}

/**
 * Everything the auth check needs, in one query: read for every authenticated request. The person
 * joined is the one the account schema's `x-person` names (resource/person.ts).
 */
export async function findPrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  // Named (db/prepared.ts): read on every request after a write, found by primary key.
  const [row] = await runPrepared(
    db,
    db
      .selectFrom('user as u')
      .leftJoin('role as r', 'r.roleId', 'u.roleId')
      .leftJoin(`${person.resource} as p`, `p.${person.link}`, 'u.userId')
      .select([
        'u.userId',
        'u.email',
        'u.active',
        `p.${person.idColumn} as personId`,
        'r.roleId',
        'r.role as roleName',
        'r.privilege as privileges',
        'u.tokenVersion',
        'u.mustChangePassword',
      ])
      .where('u.userId', '=', userId),
  );
  if (!row) return undefined;
  return {
    userId: row.userId,
    email: row.email,
    active: row.active,
    employeeId: row.personId ?? null,
    roleId: row.roleId,
    roleName: row.roleName,
    privileges: Array.isArray(row.privileges) ? row.privileges : [],
    tokenVersion: Number(row.tokenVersion ?? 0),
    mustChangePassword: row.mustChangePassword === true,
  };
}
