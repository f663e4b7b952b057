/** Roles and the single role of each user. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Raising a user's token version ends every session signed before (plugins/auth.ts). */
const NEXT_TOKEN_VERSION = sql<number>`coalesce("tokenVersion", 0) + 1`;

export type RoleRow = { roleId: number; role: string; privilege: string[] };

const normalise = (r: { roleId: number; role: string; privilege: unknown }): RoleRow => ({
  roleId: r.roleId,
  role: r.role,
  privilege: Array.isArray(r.privilege) ? (r.privilege as string[]) : [],
});

export async function listRoles(db: Db, exceptName: string): Promise<RoleRow[]> {
  const rows = await db
    .selectFrom('role')
    .select(['roleId', 'role', 'privilege'])
    .where('role', '<>', exceptName)
    .orderBy('roleId')
    .execute();
  return rows.map(normalise);
}

export async function findRole(db: Db, roleId: number): Promise<RoleRow | undefined> {
  const row = await db
    .selectFrom('role')
    .select(['roleId', 'role', 'privilege'])
    .where('roleId', '=', roleId)
    .executeTakeFirst();
  return row && normalise(row);
}

/** Locks the row for the rest of the transaction, so two edits of one role cannot interleave. */
export async function lockRole(db: Db, roleId: number): Promise<RoleRow | undefined> {
  const row = await db
    .selectFrom('role')
    .select(['roleId', 'role', 'privilege'])
    .where('roleId', '=', roleId)
    .forUpdate()
    .executeTakeFirst();
  return row && normalise(row);
}

export async function insertRole(db: Db, role: string, privilege: string[]): Promise<RoleRow> {
  const row = await db
    .insertInto('role')
    .values({ role, privilege: JSON.stringify(privilege) })
    .returning(['roleId', 'role', 'privilege'])
    .executeTakeFirstOrThrow();
  return normalise(row);
}

export async function updateRole(
  db: Db,
  roleId: number,
  values: { role?: string; privilege?: string[] },
) {
  const set: Record<string, unknown> = {};
  if (values.role !== undefined) set.role = values.role;
  if (values.privilege !== undefined) set.privilege = JSON.stringify(values.privilege);
  const row = await db
    .updateTable('role')
    .set(set)
    .where('roleId', '=', roleId)
    .returning(['roleId', 'role', 'privilege'])
    .executeTakeFirstOrThrow();
  return normalise(row);
}

/**
 * Unlinks the role from its users, then deletes it (contract §5.1 #12). Losing one's role is a
 * change of role: those users' sessions end (their token version moves).
 */
export async function deleteRole(db: Db, roleId: number): Promise<void> {
  await db
    .updateTable('user')
    .set({ roleId: null, tokenVersion: NEXT_TOKEN_VERSION })
    .where('roleId', '=', roleId)
    .execute();
  await db.deleteFrom('role').where('roleId', '=', roleId).execute();
}

/** Roles other than `exceptRoleId` whose privileges include `privilege`. */
export async function countRolesHolding(
  db: Db,
  privilege: string,
  exceptRoleId: number,
): Promise<number> {
  const { n } = await db
    .selectFrom('role')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('roleId', '<>', exceptRoleId)
    .where(sql<boolean>`"privilege" @> ${JSON.stringify([privilege])}::jsonb`)
    .executeTakeFirstOrThrow();
  return n;
}

export async function findUserRole(db: Db, userId: number) {
  return db
    .selectFrom('user as u')
    .leftJoin('role as r', 'r.roleId', 'u.roleId')
    .select(['u.userId', 'u.roleId', 'r.role as roleName'])
    .where('u.userId', '=', userId)
    .forUpdate('u')
    .executeTakeFirst();
}

/** A new role ends the user's sessions (their token version moves); the same role changes nothing. */
export async function setUserRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db
    .updateTable('user')
    .set({ roleId, tokenVersion: NEXT_TOKEN_VERSION })
    .where('userId', '=', userId)
    .where(sql<boolean>`"roleId" is distinct from ${roleId}`)
    .execute();
}
