/**
 * The audit trail (issue #9): every write through the API appends who, what and the row before and
 * after, personal columns masked; sign-ins too; the log is append-only and hash-chained, so
 * verifyAuditChain finds an edited or removed entry.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/server/audit/chain.ts';
import type { AuditEntry } from '../../src/server/repositories/audit.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const row = await t.db
    .selectFrom('user')
    .select('userId')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  adminId = Number(row.userId);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });

type Entry = AuditEntry;
const history = async (resource: string, recordId: number | string): Promise<Entry[]> => {
  const res = await call('GET', `/audit/${resource}/${recordId}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json().auditLog.content;
};
const lastPosition = async () =>
  Number(
    (await sql<{ p: number }>`select coalesce(max(position), 0) as p from "auditLog"`.execute(t.db))
      .rows[0].p,
  );
let n = 0;
const unique = (stem: string) =>
  `${stem} ${process.pid} ${++n}`.replace(/\d/g, (d) => 'abcdefghij'[+d]);

describe('row changes', () => {
  it('records a create, an update and a delete with the actor and the row before and after', async () => {
    const name = unique('Auditing');
    const created = await call('POST', '/skill', admin, { skill: name });
    expect(created.statusCode).toBe(201);
    const id = created.json().Skill.skillId;
    expect((await call('PATCH', `/skill/${id}`, admin, { skill: `${name} x` })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/skill/${id}`, admin)).statusCode).toBeLessThan(300);

    const entries = await history('skill', id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'insert']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: adminId,
        actorEmail: TEST_ADMIN.email,
        resource: 'skill',
      });
    }
    const [removed, updated, inserted] = entries;
    expect(inserted.before).toBeNull();
    expect(inserted.after).toMatchObject({ skillId: id, skill: name });
    expect(updated.before).toMatchObject({ skill: name });
    expect(updated.after).toMatchObject({ skill: `${name} x` });
    expect(removed.before).toMatchObject({ skill: `${name} x` });
    expect(removed.after).toBeNull();
  });

  it('writes nothing for a refused write (bad input, missing privilege)', async () => {
    const weak = await t.tokenFor(['GET_ALL_SKILL']);
    const before = await lastPosition();
    expect((await call('POST', '/skill', admin, { skill: '' })).statusCode).toBe(400);
    expect((await call('POST', '/skill', weak, { skill: unique('Nope') })).statusCode).toBe(403);
    const { rows } = await sql<{ action: string }>`select action from "auditLog"
      where position > ${before}`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('never stores a password hash: internal columns are masked', async () => {
    const org = await t.db
      .insertInto('organization')
      .values({
        organizationName: unique('Audit Org'),
        organizationDescription: 'Audit',
        attributes: JSON.stringify({}),
      })
      .returning(['organizationId'])
      .executeTakeFirstOrThrow();
    const email = `audit-${process.pid}-${++n}@charter.test`;
    const res = await call('POST', `/user/addNewUser/${org.organizationId}`, admin, {
      email,
      password: 'Secret1!',
      role: 'Employee',
    });
    expect(res.statusCode).toBe(201);
    const user = await t.db
      .selectFrom('user')
      .select(['userId', 'passwordHash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const [created] = await history('user', Number(user.userId));
    expect(created.after).toMatchObject({ email, passwordHash: '***' });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from "auditLog"
      where after::text like ${'%' + user.passwordHash.slice(-24) + '%'}
         or before::text like ${'%' + user.passwordHash.slice(-24) + '%'}`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });
});

describe('sign-ins', () => {
  it('records a sign-in and a failed one, without the password', async () => {
    const before = await lastPosition();
    await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'nobody@charter.test', password: 'Wrong-password-1' },
    });
    expect(failed.statusCode).toBe(401);
    const res = await call('GET', `/audit?resource=session&size=5`, admin);
    const recent = (res.json().auditLog.content as Entry[]).filter((e) => e.position > before);
    expect(recent.map((e) => e.action)).toEqual(['login failed', 'login']);
    expect(recent[0]).toMatchObject({ actorId: null, after: { email: 'nobody@charter.test' } });
    expect(recent[1]).toMatchObject({ actorId: adminId, actorEmail: TEST_ADMIN.email });
    expect(JSON.stringify(recent)).not.toContain('Wrong-password-1');
  });
});

describe('GET /audit', () => {
  it('filters by actor, resource and date, newest first, paged', async () => {
    await call('POST', '/skill', admin, { skill: unique('Filter') });
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(
      'GET',
      `/audit?actorId=${adminId}&resource=skill&from=${today}&to=${today}&size=2`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().auditLog;
    expect(page.size).toBe(2);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((e: Entry) => e.actorId === adminId && e.resource === 'skill')).toBe(
      true,
    );
    const positions = page.content.map((e: Entry) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const empty = await call('GET', `/audit?resource=skill&to=2000-01-01`, admin);
    expect(empty.json().auditLog).toMatchObject({ content: [], totalElements: 0, last: true });
  });

  it('refuses bad filters with a clear message and callers without GET_AUDIT_LOG', async () => {
    for (const [query, message] of [
      ['from=yesterday', 'from must be a date (YYYY-MM-DD).'],
      ['actorId=-1', 'actorId must be a positive whole number.'],
      ["resource=skill';drop", 'resource must be a resource name such as employee.'],
    ]) {
      const res = await call('GET', `/audit?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
    const everythingElse = await t.tokenFor(['GET_ALL_EMPLOYEES', 'GET_ALL_SKILL']);
    expect((await call('GET', '/audit', everythingElse)).statusCode).toBe(403);
    expect((await call('GET', '/audit/skill/1', everythingElse)).statusCode).toBe(403);
  });
});

describe('the chain', () => {
  it('stays whole under concurrent writes', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/skill', admin, { skill: unique(`Race ${i}`) }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const report = await verifyAuditChain(t.db);
    expect(report).toMatchObject({ ok: true });
    expect(report.entries).toBe(await lastPosition());
  });

  it('refuses to change or delete entries', async () => {
    await expect(
      sql`update "auditLog" set action = 'x' where position = 1`.execute(t.db),
    ).rejects.toThrow('The audit log is append-only.');
    await expect(sql`delete from "auditLog" where position = 1`.execute(t.db)).rejects.toThrow(
      'The audit log is append-only.',
    );
    await expect(sql`truncate "auditLog"`.execute(t.db)).rejects.toThrow(
      'The audit log is append-only.',
    );
  });

  it('detects an entry edited or removed behind the triggers', async () => {
    const target = Math.max(1, (await lastPosition()) - 3);
    /** What someone with direct database access could do: switch the guards off, then tamper. */
    const tamper = async (statement: ReturnType<typeof sql>, problem: string) => {
      await sql`alter table "auditLog" disable trigger user`.execute(t.db);
      await statement.execute(t.db);
      await sql`alter table "auditLog" enable trigger user`.execute(t.db);
      expect(await verifyAuditChain(t.db)).toMatchObject({ ok: false, position: target, problem });
    };
    await tamper(
      sql`update "auditLog" set after = '{"skill":"forged"}' where position = ${target}`,
      'the entry was changed after it was written',
    );
    await tamper(
      sql`delete from "auditLog" where position between ${target} and ${target + 1}`,
      'an entry is missing',
    );
  });
});
