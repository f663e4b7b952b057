/**
 * Short-lived sealed values (issue #43): the OpenID sign-in's state in its cookie and the one-use
 * ticket the console trades for a session. Encrypted and authenticated (JWE, dir + A256GCM) under a
 * key derived from the JWT secret, so any replica can open what another sealed, the browser can read
 * none of it, and a changed byte is refused.
 */
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

export type Sealer = {
  seal(purpose: string, claims: Record<string, unknown>, lifetimeSeconds: number): Promise<string>;
  /** The claims, or null when forged, expired or sealed for another purpose. */
  open(purpose: string, token: string): Promise<Record<string, unknown> | null>;
};

export function createSealer(secret: string): Sealer {
  const key = new Uint8Array(hkdfSync('sha256', secret, '', 'charter directory seal', 32));
  return {
    seal: (purpose, claims, lifetimeSeconds) =>
      new EncryptJWT(claims)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setAudience(purpose)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .encrypt(key),
    async open(purpose, token) {
      try {
        const { payload } = await jwtDecrypt(token, key, {
          audience: purpose,
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          requiredClaims: ['exp'],
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Values that may be used once, remembered until they expire (a replayed sign-in is refused).
 * Per process: across replicas the provider's one-use authorization code still refuses a replay.
 */
export function spentValues(max = 10_000) {
  const spent = new Map<string, number>();
  return {
    /** true the first time `value` is spent before `expiresAt`; false on every later try. */
    spend(value: string, expiresAt: number): boolean {
      const now = Date.now();
      for (const [v, until] of spent) if (until <= now) spent.delete(v);
      if (spent.has(value)) return false;
      spent.set(value, expiresAt);
      if (spent.size > max) spent.delete(spent.keys().next().value!);
      return true;
    },
  };
}
