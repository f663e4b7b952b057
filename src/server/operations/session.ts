/**
 * Sign-in and the signed-in profile (contract §2.1 U1, §3.1). Unknown email, wrong password and an
 * inactive account are one answer, 401 with the same words, and cost the same scrypt work, so the
 * response says nothing about which accounts exist. A temporary password (reset, generated first
 * start, import) signs in like any other and the answer says so (`mustChangePassword`).
 */
import { recordEvent } from '../repositories/audit.ts';
import { createAjv } from '../../shared/createAjv.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { registry } from '../../generated/registry.ts';
import type { TokenService } from '../auth/tokens.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { unauthorized } from '../http/errors.ts';
import { findCredentials } from '../repositories/users.ts';
import { ACCOUNT_RESOURCE } from '../resource/person.ts';
import { checkPasswordWithDirectory, type Directory } from './directory.ts';
import { callAsSystem } from './pipeline.ts';

export async function login(
  db: Db,
  tokens: TokenService,
  email: string,
  password: string,
  directory?: Directory,
) {
  let creds = await findCredentials(db, email);
  let ok = await verifyPassword(password, creds?.passwordHash ?? (await dummyHash()));
  // Issue #43: with a company directory, LDAP and the local-password setting decide too.
  if (directory)
    ({ creds, ok } = await checkPasswordWithDirectory(db, directory, email, password, {
      creds,
      ok,
    }));
  if (!creds || !ok || !creds.active) {
    await recordEvent(db, { actorId: null, action: 'login failed', after: triedAddress(email) });
    throw unauthorized('auth.invalid_credentials');
  }
  await recordEvent(db, { actorId: creds.userId, action: 'login', recordId: String(creds.userId) });
  const loginUser = await loginUserOf(db, creds.userId);
  const token = await tokens.sign(
    creds.userId,
    creds.tokenVersion,
    loginUser.roles[0]?.privilege ?? [],
  );
  // A temporary password signs in, but its token opens only the change-password route (auth.ts).
  return { token, loginUser, mustChangePassword: creds.mustChangePassword };
}

/**
 * Issue #43: a session for an account a directory vouched for (OpenID Connect): the same token,
 * audit entry and answer as a password sign-in's.
 */
export async function directorySession(db: Db, tokens: TokenService, userId: number, via: string) {
  const creds = await findCredentials(db, userId);
  if (!creds?.active) throw unauthorized('auth.invalid_credentials');
  await recordEvent(db, {
    actorId: userId,
    action: 'login',
    recordId: String(userId),
    after: { via },
  });
  const loginUser = await loginUserOf(db, userId);
  const token = await tokens.sign(userId, creds.tokenVersion, loginUser.roles[0]?.privilege ?? []);
  return { token, loginUser, mustChangePassword: creds.mustChangePassword };
}

/** What a failed sign-in's audit entry says in place of text that is not an e-mail address. */
export const NOT_AN_EMAIL = 'not an e-mail address';

let isAddress: ((text: string) => boolean) | undefined;

/**
 * The address a failed sign-in tried, for the audit trail, which cannot be edited: only text an
 * account's address could be (the schema's own rule: an e-mail, no digits in its domain, at most
 * 254 characters). Anything else is kept as a marker, never as typed: a password typed into the
 * e-mail field must not stay in the trail for good.
 */
export function triedAddress(email: string): { email: string | null; note?: string } {
  const text = email.trim();
  isAddress ??= (
    (validate) => (t: string) =>
      validate(t) as boolean
  )(
    createAjv().compile((registry[ACCOUNT_RESOURCE] as ResourceSchema).properties!.email as object),
  );
  return isAddress(text) ? { email: text } : { email: null, note: NOT_AN_EMAIL };
}

/**
 * The LoginUser (contract §3.1): the account resource's to shape (its person's profile fields
 * beside the account's), through its `signedInUser` action; 401 when the account is gone.
 */
export async function loginUserOf(db: Db, userId: number): Promise<LoginUser> {
  const user = await callAsSystem(db, ACCOUNT_RESOURCE, 'signedInUser', { params: { userId } });
  if (!user) throw unauthorized();
  return user as LoginUser;
}

/** What the session reads of the LoginUser itself; the rest is passed on as the resource shaped it. */
export type LoginUser = {
  userId: number;
  roles: { roleId: number; role: string; privilege: string[] }[];
} & Record<string, unknown>;
