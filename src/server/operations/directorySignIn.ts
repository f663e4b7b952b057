/**
 * Who a person a directory vouched for is here (issue #43). The one module of the directory sign-in
 * that knows the HR entities: it matches the account by address, creates the account and its
 * employee record through the wizard's own operation (`createAccount`: the account, a blank employee
 * and its leave balances) and names them from the directory, and keeps the account's role in step
 * with the mapped groups. Refusals are DirectoryRefusals; nothing is written before the checks pass.
 */
import type { Db } from '../db/database.ts';
import { DirectoryRefusal, type DirectoryIdentity } from '../directory/identity.ts';
import { mappedRole } from '../directory/roleMap.ts';
import type { RoleMap } from '../directory/settings.ts';
import { hashPassword, generatePassword } from '../auth/password.ts';
import { conflict } from '../http/errors.ts';
import { findRoleByName } from '../repositories/accounts.ts';
import {
  accountWasDeleted,
  findDirectoryAccount,
  setAccountRole,
} from '../repositories/directoryAccounts.ts';
import { SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
import { formatLegacyDateTime } from '../http/wire.ts';
import { createAccount } from './hookServices.ts';
import { recordsOf } from './records.ts';
import { inTransaction } from './transaction.ts';
import type { Tx } from '../resource/hookTypes.ts';

export type AccountRules = {
  /** group → role; without it an existing account keeps its role and a new one gets `defaultRole`. */
  roleMap?: RoleMap;
  /** Whether an unknown person gets an account (always for LDAP; OIDC_CREATE_ACCOUNTS for OIDC). */
  createAccounts: boolean;
  defaultRole: string;
};

/** A directory's name as the employee schema accepts it (letters and spaces, 2–50), or nothing. */
function nameOf(value: string | undefined): string | undefined {
  const name = value
    ?.normalize('NFC')
    .replace(/[^\p{L} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .trim();
  return name && name.length >= 2 ? name : undefined;
}

/** The role id of a role name the settings gave (prepare.ts checked it exists at start). */
async function roleIdOf(db: Db, name: string): Promise<number> {
  const role = await findRoleByName(db, name);
  if (!role) throw new Error(`The role "${name}" named in the directory settings no longer exists`);
  return Number(role.roleId);
}

/** The user id the identity signs in as: matched, created or refused, its role brought in step. */
export async function accountForIdentity(
  db: Db,
  identity: DirectoryIdentity,
  rules: AccountRules,
): Promise<number> {
  const role = rules.roleMap && mappedRole(rules.roleMap, identity.groups);
  const account = await findDirectoryAccount(db, identity.email);
  // The SuperAdmin is the way back in: a directory never changes or refuses that account's role.
  if (account?.roleName === SUPER_ADMIN_ROLE) {
    if (!account.active) throw new DirectoryRefusal('directory.account_disabled');
    return account.userId;
  }
  if (rules.roleMap && !role) throw new DirectoryRefusal('directory.no_role');
  if (account) {
    if (!account.active) throw new DirectoryRefusal('directory.account_disabled');
    if (role && role !== account.roleName)
      await setAccountRole(db, account.userId, await roleIdOf(db, role));
    return account.userId;
  }
  if (!rules.createAccounts) throw new DirectoryRefusal('directory.no_account');
  if (await accountWasDeleted(db, identity.email))
    throw new DirectoryRefusal('directory.account_disabled');
  const roleId = await roleIdOf(db, role ?? rules.defaultRole);
  // Two first sign-ins of one person at once: the unique address lets one create, the other retries.
  return inTransaction(db, { unique: () => conflict('user.email_taken') }, async (tx) => {
    const created = await createAccount(tx as unknown as Tx, {
      email: identity.email.trim(),
      // A password nobody knows: the directory is how this person signs in (an administrator may
      // still reset it to a temporary one, as for anyone).
      passwordHash: await hashPassword(generatePassword()),
      roleId,
      createdAt: formatLegacyDateTime(new Date()),
      createdBy: null,
    });
    const names = Object.fromEntries(
      Object.entries({
        firstName: nameOf(identity.firstName),
        lastName: nameOf(identity.lastName),
      }).filter(([, v]) => v),
    );
    if (Object.keys(names).length)
      await recordsOf(tx).update('employee', created.employeeId, names);
    return created.userId;
  }).catch(async (err) => {
    const again = await findDirectoryAccount(db, identity.email);
    if (again?.active) return again.userId;
    throw err;
  });
}
