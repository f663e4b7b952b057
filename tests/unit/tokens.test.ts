// Access tokens (src/server/auth/tokens.ts): a verified token is remembered so a session's requests
// skip the HMAC, which must never change the answer: expiry still ends it, and a token is only
// ever accepted by the service whose key signed it.
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from '../../src/server/auth/tokens.ts';

afterEach(() => vi.useRealTimers());

/** User 7's token under token version 0. */
const SEVEN = { userId: 7, version: 0 };

describe('token verification', () => {
  it('accepts a token again and again, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const tokens = createTokenService('k'.repeat(48));
    const token = await tokens.sign(7, 0, []);
    expect(await tokens.verify(token)).toEqual(SEVEN);
    expect(await tokens.verify(token)).toEqual(SEVEN);
    vi.setSystemTime(Date.now() + TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect(await tokens.verify(token)).toEqual(SEVEN);
    vi.setSystemTime(Date.now() + 2000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('knows a token without a promise only once it was verified, and forgets it when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const tokens = createTokenService('k'.repeat(48));
    const token = await tokens.sign(7, 0, []);
    expect(tokens.knownUser(token)).toBeUndefined();
    expect(await tokens.verify(token)).toEqual(SEVEN);
    expect(tokens.knownUser(token)).toEqual(SEVEN);
    expect(createTokenService('o'.repeat(48)).knownUser(token)).toBeUndefined();
    vi.setSystemTime(Date.now() + TOKEN_LIFETIME_SECONDS * 1000 + 1000);
    expect(tokens.knownUser(token)).toBeUndefined();
  });

  it("refuses a token another key signed, though that key's service accepted it", async () => {
    const ours = createTokenService('o'.repeat(48));
    const theirs = createTokenService('t'.repeat(48));
    const token = await theirs.sign(7, 0, []);
    expect(await theirs.verify(token)).toEqual(SEVEN);
    expect(await ours.verify(token)).toBeNull();
  });

  it('refuses a token whose payload was altered after the genuine one was accepted', async () => {
    const tokens = createTokenService('k'.repeat(48));
    const token = await tokens.sign(7, 0, []);
    expect(await tokens.verify(token)).toEqual(SEVEN);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', exp: 4102444800 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('names the token version it was signed under, remembered or not', async () => {
    const tokens = createTokenService('k'.repeat(48));
    const token = await tokens.sign(7, 3, []);
    expect(await tokens.verify(token)).toEqual({ userId: 7, version: 3 });
    expect(tokens.knownUser(token)).toEqual({ userId: 7, version: 3 });
  });

  it('reads a token without a version as version 0 and refuses a malformed version', async () => {
    const secret = 'k'.repeat(48);
    const tokens = createTokenService(secret);
    const key = new TextEncoder().encode(secret);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect(await tokens.verify(await signed({ roles: [] }))).toEqual(SEVEN);
    for (const ver of [-1, 1.5, '2', null, 2 ** 60])
      expect(await tokens.verify(await signed({ roles: [], ver })), String(ver)).toBeNull();
  });
});
