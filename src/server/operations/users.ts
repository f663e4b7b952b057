/**
 * Login accounts (contract §2.1 U2, U3, U5; §5.1 #6–#9, #13–#14). Stages of every write: access (no
 * SuperAdmin for a non-SuperAdmin; a caller hands out only roles whose privileges they hold; nobody
 * deletes or deactivates themselves) → rule (organisation and role exist, email free) → write, in one
 * transaction. The unique index on the folded email settles concurrent creates.
 */
import { SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { imageLink } from '../imageLinks.ts';
import {
  deleteUser,
  emailTaken,
  findRoleByName,
  insertUserWithEmployee,
  lockUser,
  pageUserInfo,
  setUserActive,
} from '../repositories/employees.ts';
import { ensureBalances } from '../repositories/leave.ts';
import { idExists as exists } from '../repositories/records.ts';
import { inTransaction } from './transaction.ts';
import type { Principal } from '../repositories/users.ts';
import { formatLegacyDateTime } from '../wire.ts';
import { employeeSort } from './employees.ts';
import { currentMonth } from './leave.ts';

export type NewUserBody = { email: string; password: string; role: string };

const isSuperAdmin = (roleName: string | null | undefined) => roleName === SUPER_ADMIN_ROLE;

/** U2: the user, their blank employee and its leave balances, or nothing. */
export async function addNewUser(
  db: Db,
  caller: Principal,
  organizationId: number,
  body: NewUserBody,
) {
  const email = body.email.trim();
  const passwordHash = await hashPassword(body.password);
  return inTransaction(db, { unique: () => conflict('user.email_taken') }, async (tx) => {
    if (!(await exists(tx, 'organization', organizationId)))
      throw notFound('organization.not_found');
    const role = await findRoleByName(tx, body.role.trim());
    if (!role) throw badRequest('role.unknown', { role: body.role.trim() });
    if (isSuperAdmin(role.role) && !isSuperAdmin(caller.roleName))
      throw forbidden('user.create_super_admin', { role: SUPER_ADMIN_ROLE });
    const held = new Set(caller.privileges);
    const privileges = Array.isArray(role.privilege) ? (role.privilege as string[]) : [];
    if (privileges.some((p) => !held.has(p))) throw forbidden('role.wider_than_caller');
    if (await emailTaken(tx, email)) throw conflict('user.email_taken');
    const created = await insertUserWithEmployee(tx, {
      email,
      passwordHash,
      roleId: Number(role.roleId),
      createdAt: formatLegacyDateTime(new Date()),
      createdBy: caller.userId,
    });
    await ensureBalances(tx, currentMonth(), created.employeeId);
    return created;
  });
}

/** Locks the target and applies the rules U3 and U5 share. */
async function targetOf(
  tx: Db,
  caller: Principal,
  userId: number,
  verb: 'delete' | 'activate' | 'deactivate',
) {
  const target = await lockUser(tx, userId);
  if (!target) throw notFound('user.not_found');
  if (userId === caller.userId) throw forbidden(`user.${verb}_own`);
  if (isSuperAdmin(target.roleName) && !isSuperAdmin(caller.roleName))
    throw forbidden(`user.${verb}_super_admin`, { role: SUPER_ADMIN_ROLE });
  return target;
}

/** U3: the user and their employee with all dependants; reviews they wrote keep a null reviewer. */
export function removeUser(db: Db, caller: Principal, userId: number) {
  return inTransaction(db, {}, async (tx) => {
    await targetOf(tx, caller, userId, 'delete');
    await deleteUser(tx, userId);
  });
}

/** U5: switches the account on or off; the change applies to the user's next request. */
export function setActiveStatus(db: Db, caller: Principal, userId: number, active: boolean) {
  return inTransaction(db, {}, async (tx) => {
    await targetOf(tx, caller, userId, active ? 'activate' : 'deactivate');
    await setUserActive(tx, userId, active);
  });
}

/** U4: accounts with their employee's code and name, `employeeName` = "first last". */
export async function userInfoPage(db: Db, q: { page: number; size: number; sortBy?: string }) {
  const { items, total } = await pageUserInfo(db, {
    sort: employeeSort(q.sortBy),
    offset: q.page * q.size,
    limit: q.size,
  });
  const Users = items.map(({ firstName, lastName, photoVersion, ...u }) => ({
    ...u,
    profileImage: u.employeeId != null ? imageLink('photo', u.employeeId, photoVersion) : null,
    employeeName: [firstName, lastName].filter(Boolean).join(' ') || null,
  }));
  return { Users, currentPage: q.page, totalItems: total, totalPages: Math.ceil(total / q.size) };
}
