/**
 * Roles (contract §2.15, §5.1 #11–#12, §6.4 #48). Stages for every write: access (the caller's own
 * role and SuperAdmin are out of reach; a caller grants only privileges they hold) → validation
 * (catalogue names) → rule (unique name, never lose the last role able to manage roles) → write, in
 * one transaction. Privileges are read per request, so a change applies on the next call.
 */
import { isPrivilege, SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { constraintViolation } from '../repositories/records.ts';
import {
  countRolesHolding,
  deleteRole,
  findUserRole,
  insertRole,
  listRoles,
  lockRole,
  setUserRole,
  updateRole,
  type RoleRow,
} from '../repositories/roles.ts';
import type { Principal } from '../repositories/users.ts';

const ROLE_MANAGER = 'UPDATE_ROLE';
const isSuperAdminName = (name: string) =>
  name.trim().toLowerCase() === SUPER_ADMIN_ROLE.toLowerCase();

/** Catalogue names only, each once; anything else is a 400 naming the culprits. */
function cleanPrivileges(names: string[]): string[] {
  const unknown = names.filter((n) => !isPrivilege(n));
  if (unknown.length)
    throw badRequest('role.unknown_privilege', { privileges: unknown.slice(0, 5).join(', ') });
  return [...new Set(names)];
}

function assertCanGrant(caller: Principal, privileges: string[]) {
  const held = new Set(caller.privileges);
  const missing = privileges.filter((p) => !held.has(p));
  if (missing.length) {
    throw forbidden('role.grant_unheld', { privileges: missing.slice(0, 5).join(', ') });
  }
}

function assertEditable(caller: Principal, role: RoleRow, verb: 'edited' | 'deleted') {
  if (isSuperAdminName(role.role))
    throw forbidden(verb === 'deleted' ? 'role.super_admin_delete' : 'role.super_admin_edit', {
      role: SUPER_ADMIN_ROLE,
    });
  if (caller.roleId === role.roleId)
    throw forbidden(verb === 'deleted' ? 'role.own_delete' : 'role.own_change');
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (constraintViolation(err) === 'unique') throw conflict('role.name_taken');
    throw err;
  }
}

export const listVisibleRoles = (db: Db) => listRoles(db, SUPER_ADMIN_ROLE);

export async function createRole(
  db: Db,
  caller: Principal,
  body: { role: string; privilege: string[] },
) {
  const name = body.role.trim();
  if (isSuperAdminName(name))
    throw forbidden('role.super_admin_create', { role: SUPER_ADMIN_ROLE });
  const privileges = cleanPrivileges(body.privilege);
  assertCanGrant(caller, privileges);
  return uniqueName(() => insertRole(db, name, privileges));
}

export async function changeRole(
  db: Db,
  caller: Principal,
  roleId: number,
  body: { role?: string; privilege?: string[] },
) {
  return db.transaction().execute(async (tx) => {
    const role = await lockRole(tx, roleId);
    if (!role) throw notFound('role.not_found');
    assertEditable(caller, role, 'edited');
    const name = body.role?.trim();
    if (name !== undefined && isSuperAdminName(name))
      throw forbidden('role.rename_super_admin', { role: SUPER_ADMIN_ROLE });
    const privileges = body.privilege && cleanPrivileges(body.privilege);
    if (privileges) {
      assertCanGrant(
        caller,
        privileges.filter((p) => !role.privilege.includes(p)),
      );
      if (role.privilege.includes(ROLE_MANAGER) && !privileges.includes(ROLE_MANAGER)) {
        if ((await countRolesHolding(tx, ROLE_MANAGER, role.roleId)) === 0) {
          throw conflict('role.last_manager_keep');
        }
      }
    }
    return uniqueName(() => updateRole(tx, roleId, { role: name, privilege: privileges }));
  });
}

export async function removeRole(db: Db, caller: Principal, roleId: number) {
  return db.transaction().execute(async (tx) => {
    const role = await lockRole(tx, roleId);
    if (!role) throw notFound('role.not_found');
    if (isSuperAdminName(role.role))
      throw conflict('role.super_admin_delete', { role: SUPER_ADMIN_ROLE });
    assertEditable(caller, role, 'deleted');
    if (
      role.privilege.includes(ROLE_MANAGER) &&
      (await countRolesHolding(tx, ROLE_MANAGER, role.roleId)) === 0
    ) {
      throw conflict('role.last_manager_delete');
    }
    await deleteRole(tx, roleId);
    return role;
  });
}

/**
 * Gives a user a role (R5 and R6: one effective role per user, so both replace it). Nobody changes
 * their own role, and only SuperAdmin hands out or takes away SuperAdmin.
 */
export async function assignUserRole(
  db: Db,
  caller: Principal,
  userId: number,
  newRoleId: number,
  expectedOldRoleId?: number,
) {
  return db.transaction().execute(async (tx) => {
    const target = await findUserRole(tx, userId);
    if (!target) throw notFound('user.not_found');
    const role = await lockRole(tx, newRoleId);
    if (!role) throw notFound('role.not_found');
    if (expectedOldRoleId !== undefined && target.roleId !== expectedOldRoleId) {
      throw conflict('role.not_held');
    }
    if (userId === caller.userId) throw forbidden('role.change_own');
    const callerIsSuperAdmin = caller.roleName === SUPER_ADMIN_ROLE;
    if (
      !callerIsSuperAdmin &&
      (isSuperAdminName(role.role) || target.roleName === SUPER_ADMIN_ROLE)
    ) {
      throw forbidden('role.super_admin_grant', { role: SUPER_ADMIN_ROLE });
    }
    assertCanGrant(caller, role.privilege);
    await setUserRole(tx, userId, newRoleId);
    return role;
  });
}
