// A failed sign-in in the audit trail and the log (issue #37 §1): the trail cannot be edited, so it
// keeps the address tried only when the text is shaped like one; a password typed into the e-mail
// field is kept as a marker, and no log line holds it either.
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'debug', stream: capture } });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const lastPosition = async () =>
  (
    await sql<{ p: number }>`select coalesce(max(position), 0)::int as p from "auditLog"`.execute(
      t.db,
    )
  ).rows[0].p;

/** Signs in with these words and answers the session entries it added to the trail. */
async function failedSignIn(email: string, password: string) {
  const before = await lastPosition();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(401);
  const trail = await t.app.inject({
    method: 'GET',
    url: '/api/v1/audit?resource=session&size=20',
    headers: t.auth(admin),
  });
  expect(trail.statusCode).toBe(200);
  return (trail.json().auditLog.content as { position: number; after: unknown }[]).filter(
    (e) => e.position > before,
  );
}

describe('a failed sign-in', () => {
  it('keeps a password typed into the e-mail field out of the audit trail, with a marker', async () => {
    const typed = 'Hunter2-pass!';
    const entries = await failedSignIn(typed, 'x');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'login failed',
      after: { email: null, note: 'not an e-mail address' },
    });
    expect(JSON.stringify(entries)).not.toContain('Hunter2');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from "auditLog"
      where after::text like ${'%Hunter2%'} or before::text like ${'%Hunter2%'}`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });

  it('marks text that only looks half like an address, keeps one shaped like an address', async () => {
    for (const typed of ['P@ssw0rd', 'Secret@Pass1!', 'me@host', 'x@example1.com'])
      expect((await failedSignIn(typed, 'x'))[0], typed).toMatchObject({
        after: { email: null, note: 'not an e-mail address' },
      });
    expect((await failedSignIn('  nobody@charter.test ', 'Wrong-1'))[0]).toMatchObject({
      after: { email: 'nobody@charter.test' },
    });
  });

  it('writes neither the password nor the text typed as an e-mail into any log line', async () => {
    lines.length = 0;
    await failedSignIn('Hunter3-pass!', 'Another-Secret-7');
    await failedSignIn('nobody@charter.test', 'Another-Secret-8');
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    for (const secret of ['Hunter3', 'Another-Secret']) expect(all).not.toContain(secret);
  });
});
