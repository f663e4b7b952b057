// Cases of security.md the other suites did not cover yet (issue #9 sweep): text PostgreSQL cannot
// store (NUL, lone surrogates) refused with 400 rather than a 500, a pixel flood (a tiny PNG
// claiming a gigapixel canvas) refused before decoding, and sign-in costing the same for an unknown
// email as for a known one with a wrong password (case 20, timing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 1000 });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const skillCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('skill')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('unicode the database cannot hold', () => {
  it.each([
    ['in a JSON body', 'POST', '/api/v1/skill', '{"skill":"Nul\\u0000Byte"}'],
    ['in a query string', 'GET', '/api/v1/employee/searchEmployee?name=a%00b', undefined],
    [
      'in a jsonb attribute value',
      'POST',
      '/api/v1/branch',
      '{"branchName":"Nul Branch","attributes":{"a":"x\\u0000"}}',
    ],
  ] as const)(
    'refuses a NUL character %s with a 4xx, storing nothing',
    async (_l, method, url, payload) => {
      const before = await skillCount();
      const res = await t.app.inject({
        method,
        url,
        headers: { ...t.auth(admin), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body).not.toMatch(/postgres|0x00|byte sequence|unicode escape|stack/i);
      expect(await skillCount()).toBe(before);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    },
  );

  it.each([
    ['a lone high surrogate', '{"skill":"Half\\ud800Pair"}'],
    ['a lone low surrogate', '{"skill":"Half\\udc00Pair"}'],
  ])('never answers 500 for %s, and stores only well-formed text', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skill',
      headers: { ...t.auth(admin), 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    const rows = await t.db
      .selectFrom('skill')
      .select('skill')
      .where('skill', 'like', 'Half%')
      .execute();
    for (const { skill } of rows) expect(skill.isWellFormed(), skill).toBe(true);
  });
});

/** A PNG signature and IHDR chunk claiming `width` × `height`, with no pixel data at all. */
function pngClaiming(width: number, height: number): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head.writeUInt8(8, 24); // bit depth
  head.writeUInt8(6, 25); // RGBA
  return head;
}

async function uploadLogo(bytes: Buffer) {
  const form = new FormData();
  form.append(
    'organizationData',
    JSON.stringify({ organizationName: 'Pixel Flood', organizationDescription: 'Huge canvas' }),
  );
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/organization',
    headers: { ...t.auth(admin), 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

describe('uploads', () => {
  it('refuses a pixel flood (a 33-byte PNG claiming 100000 × 100000) and stores nothing', async () => {
    const res = await uploadLogo(pngClaiming(100_000, 100_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image dimensions are too large.');
    const stored = await t.db
      .selectFrom('organization')
      .select('organizationId')
      .where('organizationName', '=', 'Pixel Flood')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('sign-in timing (case 20)', () => {
  it('costs about the same for an unknown email as for a known one with a wrong password', async () => {
    const attempt = async (email: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email, password: 'Wrong-password-1' },
      });
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    await attempt('warm-up@charter.test');
    for (let i = 0; i < 7; i++) {
      known.push(await attempt('admin@charter.test'));
      unknown.push(await attempt(`ghost-${i}@charter.test`));
    }
    // The password hash is the cost: without a dummy compare an unknown email answers many times
    // faster. A factor of 3 leaves room for a busy machine.
    const ratio = median(unknown) / median(known);
    expect(ratio, `known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeGreaterThan(
      1 / 3,
    );
    expect(ratio, `known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeLessThan(3);
  });
});
