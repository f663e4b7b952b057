// The last line of defence in app.ts: whatever a handler returns, an answer carrying a password
// hash leaves as a 500 with the generic message. Remembered pages are sent as JSON bytes written
// once (lazySchemas.ts), so the guard must read those too, and every time one carries a hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../../src/server/cache/sealed.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const schema = {
    response: {
      200: {
        type: 'object',
        properties: { name: { type: 'string' }, passwordHash: { type: 'string' } },
      },
    },
  };
  const leaking = seal({ name: 'Priya', passwordHash: HASH });
  const clean = seal({ name: 'Priya' });
  // Outside /api: test-only routes, not subject to the privilege declarations.
  t.app.get('/test/leak-text', async () => ({ note: HASH }));
  t.app.get('/test/leak-sealed', { schema }, async () => leaking);
  t.app.get('/test/clean-sealed', { schema }, async () => clean);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const BLOCKED = { success: false, message: 'Something went wrong.' };

describe('an answer carrying a password hash', () => {
  it('is refused when it is JSON text', async () => {
    const res = await get('/test/leak-text');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(BLOCKED);
    expect(res.body).not.toContain('scrypt');
  });

  it('is refused every time when it is a remembered document sent as bytes', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/test/leak-sealed');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(BLOCKED);
    }
  });

  it('lets a clean remembered document through, the same each time', async () => {
    const first = await get('/test/clean-sealed');
    const second = await get('/test/clean-sealed');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ name: 'Priya' });
    expect(second.body).toBe(first.body);
  });
});
