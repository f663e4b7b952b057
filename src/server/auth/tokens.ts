/**
 * Access tokens: HS256 only, 24 h, `sub` = userId and `roles` = privilege names (kept so the token
 * decodes like the original's; the server never trusts it, it re-reads privileges per request), and
 * `ver` = the user's token version when it was signed: the auth plugin refuses a token whose version
 * is no longer the user's, so raising it ends every session of that user at once (a token without
 * `ver`, issued before versions existed, counts as version 0).
 * jose's jwtVerify with an explicit algorithm list refuses `alg: none`, other algorithms and expired
 * tokens, and never consults `jwk`/`jku`/`kid` headers for a symmetric key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const ALG = 'HS256';

/** Whom a verified token names, and the token version of that user it was signed under. */
export type TokenSubject = { readonly userId: number; readonly version: number };

export type TokenService = {
  sign(userId: number, version: number, privileges: string[]): Promise<string>;
  /** Whom the token was issued to, or null for any invalid, forged or expired token. */
  verify(token: string): Promise<TokenSubject | null>;
  /**
   * The subject of a token this service has already verified and that has not expired, without a
   * promise; undefined when it must go through `verify`.
   */
  knownUser(token: string): TokenSubject | undefined;
};

export function createTokenService(secret: string): TokenService {
  if (Buffer.byteLength(secret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes long');
  // Imported once: given raw bytes, jose would import a WebCrypto key on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = verifiedTokens();
  return {
    sign: async (userId, version, privileges) =>
      new SignJWT({ roles: privileges, ver: version })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key),
    knownUser: (token) => verified.userOf(token),
    async verify(token) {
      const known = verified.userOf(token);
      if (known !== undefined) return known;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALG],
          requiredClaims: ['sub', 'exp'],
        });
        const id = Number(payload.sub);
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (!Number.isSafeInteger(id) || id < 1) return null;
        if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0)
          return null;
        return verified.remember(token, { userId: id, version }, payload.exp! * 1000);
      } catch {
        return null;
      }
    },
  };
}

/** How many verified tokens one token service remembers at most (see `verifiedTokens`). */
const MAX_VERIFIED = 10_000;

/**
 * Tokens whose signature and claims jose has verified under one service's key, with their user and
 * expiry: a session sends the same token on every request, and verifying it again (HMAC through
 * WebCrypto, base64 and JSON decoding) was about a sixth of the server's CPU per remembered list
 * page. Only a token that passed jwtVerify is entered, the expiry is checked on every use, and
 * nothing else about a token can change (the principal is still read per request, and the auth
 * plugin compares the remembered version with the user's current one there, so a remembered token
 * of a session that has since been ended is still refused), so the answer is the one jwtVerify would
 * give. Bounded: the least recently entered go first.
 */
function verifiedTokens() {
  // Keyed by the signature (the text after the last dot, 43 characters for HS256), then the whole
  // token compared: a token carries its user's privilege names and runs to kilobytes, and a Map
  // hashes every character of a new key string on each lookup (each request's header is new).
  const entries = new Map<string, { token: string; subject: TokenSubject; expiresAt: number }>();
  const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);
  return {
    /** The subject of a remembered, unexpired token; undefined when it must be verified. */
    userOf(token: string): TokenSubject | undefined {
      const signature = signatureOf(token);
      const known = entries.get(signature);
      if (!known || known.token !== token) return undefined;
      if (Date.now() < known.expiresAt) return known.subject;
      entries.delete(signature);
      return undefined;
    },
    remember(token: string, subject: TokenSubject, expiresAt: number): TokenSubject {
      entries.set(signatureOf(token), { token, subject, expiresAt });
      if (entries.size > MAX_VERIFIED) entries.delete(entries.keys().next().value!);
      return subject;
    },
  };
}

/** JWT_SECRET, or a key generated once into the data directory (mode 0600) and reused after. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
