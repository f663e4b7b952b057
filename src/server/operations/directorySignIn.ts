/**
 * Who a person a directory vouched for is here (issue #43). It matches the account by address,
 * creates the account through the account resource's own `createAccount` action (the account and
 * whatever comes with it: its person and what the person needs), names that person from the
 * directory through the account schema's `x-person` (resource/person.ts), and keeps the account's
 * role in step with the mapped groups. Refusals are DirectoryRefusals; nothing is written before
 * the checks pass.
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
import { ACCOUNT_RESOURCE, personOf } from '../resource/person.ts';
import { callAsSystem } from './pipeline.ts';
import { recordsOf } from './records.ts';
import { inTransaction } from './transaction.ts';

export type AccountRules = {
  /** group → role; without it an existing account keeps its role and a new one gets `defaultRole`. */
  roleMap?: RoleMap;
  /** Whether an unknown person gets an account (always for LDAP; OIDC_CREATE_ACCOUNTS for OIDC). */
  createAccounts: boolean;
  defaultRole: string;
};

/** A directory's name as the person's schema accepts it (letters and spaces, 2–50), or nothing. */
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
    const created = (await callAsSystem(tx, ACCOUNT_RESOURCE, 'createAccount', {
      body: {
        email: identity.email.trim(),
        // A password nobody knows: the directory is how this person signs in (an administrator
        // may still reset it to a temporary one, as for anyone).
        passwordHash: await hashPassword(generatePassword()),
        roleId,
        createdAt: formatLegacyDateTime(new Date()),
        createdBy: null,
      },
    })) as Record<string, unknown> & { userId: number };
    const person = personOf();
    const names = Object.fromEntries(
      Object.entries({
        [person.names.first]: nameOf(identity.firstName),
        [person.names.last]: nameOf(identity.lastName),
      }).filter(([, v]) => v),
    );
    // The record's own columns, written as the system: the person resource's `update` may be an
    // action of its wire that needs a caller (a details form's save), and nothing but these
    // names changes on a record created a moment ago in this transaction.
    if (Object.keys(names).length)
      await recordsOf(tx).update(person.resource, created[person.idColumn] as number, names);
    return created.userId;
  }).catch(async (err) => {
    const again = await findDirectoryAccount(db, identity.email);
    if (again?.active) return again.userId;
    throw err;
  });
}
