/**
 * The company directory at run time (issue #43): prepared once at start (every role a setting names
 * must exist, the OpenID provider must answer its discovery, the LDAP service bind must succeed, or
 * the start stops with a message naming the setting), then asked by the password sign-in and by the
 * OpenID routes. Local passwords: the SuperAdmin's always works; LOCAL_PASSWORDS=0 turns off
 * everyone else's once a directory is configured.
 */
import { recordEvent } from '../repositories/audit.ts';
import type { Db } from '../db/database.ts';
import { DirectoryRefusal } from '../directory/identity.ts';
import { checkLdap, ldapDirectory, type LdapDirectory } from '../directory/ldap.ts';
import { connectOidc, type OidcProvider } from '../directory/oidc.ts';
import { rolesNamed } from '../directory/roleMap.ts';
import { createSealer, spentValues, type Sealer } from '../directory/seal.ts';
import type { DirectorySettings } from '../directory/settings.ts';
import { httpError } from '../http/errors.ts';
import { findRoleByName } from '../repositories/accounts.ts';
import { findDirectoryAccount } from '../repositories/directoryAccounts.ts';
import { findCredentials, type Credentials } from '../repositories/users.ts';
import { SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
import { accountForIdentity } from './directorySignIn.ts';

export type Directory = {
  settings: DirectorySettings;
  oidc?: OidcProvider;
  ldap?: LdapDirectory;
  sealer: Sealer;
  /** OpenID attempts already finished (their nonce): a replayed callback is refused. */
  spent: ReturnType<typeof spentValues>;
};

export type DirectoryOptions = {
  /** How long a discovery counts as proof the OpenID provider is up (tests: 0). */
  oidcRecheckMs?: number;
};

/** Every role the settings hand out exists, or the start stops naming the setting. */
async function checkRoles(db: Db, settings: DirectorySettings) {
  const named: [setting: string, role: string][] = [];
  const { oidc, ldap } = settings;
  if (oidc) for (const r of rolesNamed(oidc.roleMap)) named.push([oidc.roleMapSetting, r]);
  if (ldap) for (const r of rolesNamed(ldap.roleMap)) named.push([ldap.roleMapSetting, r]);
  if ((oidc?.createAccounts && !oidc.roleMap) || (ldap && !ldap.roleMap))
    named.push(['DIRECTORY_DEFAULT_ROLE', settings.defaultRole]);
  for (const [setting, role] of named)
    if (!(await findRoleByName(db, role)))
      throw new Error(
        `${setting} names the role "${role}", which does not exist: create it on the Roles screen ` +
          'or correct the setting',
      );
}

export async function prepareDirectory(
  db: Db,
  settings: DirectorySettings,
  jwtSecret: string,
  options: DirectoryOptions = {},
): Promise<Directory> {
  await checkRoles(db, settings);
  const oidc = settings.oidc && (await connectOidc(settings.oidc, options.oidcRecheckMs));
  if (settings.ldap) await checkLdap(settings.ldap);
  return {
    settings,
    oidc,
    ldap: settings.ldap && ldapDirectory(settings.ldap),
    sealer: createSealer(jwtSecret),
    spent: spentValues(),
  };
}

type Checked = { creds: Credentials | undefined; ok: boolean };

/**
 * The password form with a directory configured (called by the sign-in with the local check's
 * result): a local password that may be used wins; otherwise LDAP decides, creating or updating the
 * account. Every "no" is the local "no" (`ok: false`), so the answer never says which part failed;
 * only a directory that does not answer is its own 503.
 */
export async function checkPasswordWithDirectory(
  db: Db,
  directory: Directory,
  email: string,
  password: string,
  local: Checked,
): Promise<Checked> {
  const account = local.creds && (await findDirectoryAccount(db, email));
  const superAdmin = account?.roleName === SUPER_ADMIN_ROLE;
  if (local.ok && (directory.settings.localPasswords || superAdmin)) return local;
  const ldap = directory.ldap;
  if (!ldap) return { creds: local.creds, ok: false };
  try {
    const identity = await ldap.authenticate(email, password);
    if (!identity) return { creds: local.creds, ok: false };
    const userId = await accountForIdentity(db, identity, {
      roleMap: directory.settings.ldap!.roleMap,
      createAccounts: true,
      defaultRole: directory.settings.defaultRole,
    });
    return { creds: await findCredentials(db, userId), ok: true };
  } catch (err) {
    if (!(err instanceof DirectoryRefusal)) throw err;
    if (err.code === 'directory.unavailable') throw httpError(503, 'directory.unavailable');
    return { creds: local.creds, ok: false };
  }
}

/** The audit trail's entry for a directory sign-in refused: which way and why, no secrets. */
export const recordFailedDirectorySignIn = (db: Db, via: string, reason: string) =>
  recordEvent(db, { actorId: null, action: 'login failed', after: { via, reason } });
