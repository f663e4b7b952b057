/** Credentials baked into the test template only; never used outside tests. */
export const TEST_ADMIN = { email: 'admin@charter.test', password: 'Adm1n!test-only' };
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
