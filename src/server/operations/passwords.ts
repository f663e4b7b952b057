/**
 * Passwords and sessions (issue #24 §2): changing one's own password, an admin's reset to a temporary
 * password, and ending every session of a user. Sessions end by raising the user's token version
 * (repositories/users.ts), which the auth plugin compares on every request: no session store.
 *
 * Scrypt runs outside any transaction (PGlite has one connection; a lock held across ~50 ms of
 * hashing would stall every other request), and the write is conditional on the hash read before
 * it, so two changes racing cannot both win.
 */
import { SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
import { recordEvent } from '../repositories/audit.ts';
import { generatePassword, hashPassword, verifyPassword } from '../auth/password.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/errors.ts';
import {
  endSessions,
  findCredentials,
  findPrincipal,
  replacePassword,
  type Principal,
} from '../repositories/users.ts';
import { loginUserOf } from './session.ts';
import { inTransaction } from './transaction.ts';
import { recordsOf } from './records.ts';

export type ChangePasswordBody = {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
};

/**
 * Replaces the caller's password after checking the current one. A wrong current password costs one
 * scrypt verification, as a failed sign-in does, and changes nothing. Every other session of the
 * caller ends; the caller gets a fresh token (the same answer as a sign-in) and keeps working.
 */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  caller: Principal,
  body: ChangePasswordBody,
) {
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword)
    throw badRequest('password.mismatch');
  const creds = await findCredentials(db, caller.userId);
  if (!creds) throw unauthorized();
  if (!(await verifyPassword(body.currentPassword, creds.passwordHash))) {
    await recordEvent(db, {
      actorId: caller.userId,
      action: 'password change failed',
      recordId: String(caller.userId),
    });
    throw badRequest('password.wrong_current');
  }
  if (body.newPassword === body.currentPassword) throw badRequest('password.same');
  const passwordHash = await hashPassword(body.newPassword);
  const version = await inTransaction(db, {}, async (tx) => {
    const next = await replacePassword(tx, caller.userId, creds.passwordHash, passwordHash, false);
    if (next === undefined) throw conflict('password.changed_meanwhile');
    await recordEvent(tx, {
      actorId: caller.userId,
      action: 'password changed',
      recordId: String(caller.userId),
    });
    return next;
  });
  const loginUser = await loginUserOf(db, caller.userId);
  const token = await tokens.sign(caller.userId, version, loginUser.roles[0]?.privilege ?? []);
  return { token, loginUser };
}

/**
 * Gives another user a generated temporary password, shown once to the caller, and ends their
 * sessions; they must set their own at their next sign-in. Nobody resets their own (that is Change
 * password), only a SuperAdmin resets a SuperAdmin, and a caller may not reset someone whose role
 * holds a privilege the caller lacks: signing in with the temporary password would hand it to them.
 */
export async function resetPassword(db: Db, caller: Principal, userId: number) {
  const target = await findPrincipal(db, userId);
  if (!target) throw notFound('user.not_found');
  if (userId === caller.userId) throw forbidden('password.reset_own');
  if (target.roleName === SUPER_ADMIN_ROLE && caller.roleName !== SUPER_ADMIN_ROLE)
    throw forbidden('password.reset_super_admin', { role: SUPER_ADMIN_ROLE });
  const role = target.roleId ? await recordsOf(db).find('role', target.roleId) : undefined;
  const held = new Set(caller.privileges);
  const granted = Array.isArray(role?.privilege) ? (role.privilege as string[]) : [];
  if (granted.some((p) => !held.has(p))) throw forbidden('password.reset_wider_role');
  const creds = await findCredentials(db, userId);
  if (!creds) throw notFound('user.not_found');
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await inTransaction(db, {}, async (tx) => {
    const next = await replacePassword(tx, userId, creds.passwordHash, passwordHash, true);
    if (next === undefined) throw conflict('password.changed_meanwhile_retry');
    await recordEvent(tx, {
      actorId: caller.userId,
      action: 'password reset',
      recordId: String(userId),
    });
  });
  return { userId, temporaryPassword };
}

/** 'Log out everywhere': every session of the caller ends, this one included. */
export async function logoutEverywhere(db: Db, caller: Principal) {
  await inTransaction(db, {}, async (tx) => {
    await endSessions(tx, caller.userId);
    await recordEvent(tx, {
      actorId: caller.userId,
      action: 'logout everywhere',
      recordId: String(caller.userId),
    });
  });
}
