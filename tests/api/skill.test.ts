// The schema engine end to end on the wire: skill is served entirely from schemas/skill.schema.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
const count = async () =>
  (
    await t.db
      .selectFrom('skill')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('skills through the generated routes', () => {
  it('creates a skill with 201 and the contract envelope, refusing a client-sent id', async () => {
    const withId = await call('POST', '/skill', admin, { skill: 'TypeScript', skillId: 999_999 });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().message).toBe('Unknown field: skillId.');
    const res = await call('POST', '/skill', admin, { skill: 'TypeScript' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      Skill: { skill: 'TypeScript' },
    });
    expect(body.Skill.skillId).not.toBe(999_999);
  });

  it('lists skills as a bare Page object', async () => {
    const res = await call('GET', '/skill?page=0&size=5', admin);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      number: 0,
      size: 5,
      first: true,
      totalElements: expect.any(Number),
    });
    expect(page.content.some((s: { skill: string }) => s.skill === 'TypeScript')).toBe(true);
    for (const key of ['pageable', 'last', 'totalPages', 'numberOfElements', 'empty', 'sort'])
      expect(page).toHaveProperty(key);
  });

  it('returns an empty page past the end, 400 for a negative page, and caps the size at 100', async () => {
    const past = (await call('GET', '/skill?page=999', admin)).json();
    expect(past.content).toEqual([]);
    expect((await call('GET', '/skill?page=-1', admin)).statusCode).toBe(400);
    expect((await call('GET', '/skill?size=0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/skill?size=1e9', admin)).json().size).toBe(100);
  });

  it('refuses a blank skill with 400 and the schema message, and stores nothing', async () => {
    const before = await count();
    const res = await call('POST', '/skill', admin, { skill: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: expect.any(Array),
    });
    expect(await count()).toBe(before);
  });

  it('refuses a duplicate name, whatever its case, with 409 and keeps one row', async () => {
    await call('POST', '/skill', admin, { skill: 'Negotiation' });
    const before = await count();
    const res = await call('POST', '/skill', admin, { skill: ' negotiation' });
    expect(res.statusCode).toBe(409);
    expect(await count()).toBe(before);
  });

  it('renames and deletes a skill, then answers 404 for it', async () => {
    const { Skill } = (await call('POST', '/skill', admin, { skill: 'Cobol' })).json();
    const renamed = await call('PATCH', `/skill/${Skill.skillId}`, admin, { skill: 'COBOL' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ success: true });
    expect((await call('DELETE', `/skill/${Skill.skillId}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/skill/${Skill.skillId}`, admin)).statusCode).toBe(404);
  });

  it('answers 400 for a non-numeric id', async () => {
    expect((await call('PATCH', '/skill/abc', admin, { skill: 'Go' })).statusCode).toBe(400);
  });

  it('refuses every operation to a caller holding every privilege but its own, changing nothing', async () => {
    const { ALL_PRIVILEGES } = await import('../../src/shared/privileges.ts');
    const { Skill } = (await call('POST', '/skill', admin, { skill: 'Guarded' })).json();
    const cases: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET_ALL_SKILL', 'GET', '/skill'],
      ['ADD_SKILL', 'POST', '/skill', { skill: 'Sneaky' }],
      ['UPDATE_SKILL', 'PATCH', `/skill/${Skill.skillId}`, { skill: 'Renamed' }],
      ['DELETE_SKILL', 'DELETE', `/skill/${Skill.skillId}`],
    ];
    for (const [privilege, method, url, payload] of cases) {
      const token = await t.tokenFor(ALL_PRIVILEGES.filter((p) => p !== privilege));
      const before = await t.db.selectFrom('skill').selectAll().orderBy('skillId').execute();
      const res = await call(method, url, token, payload);
      expect(res.statusCode, `${method} ${url} without ${privilege}`).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        status: 403,
        isSuccess: false,
        data: null,
      });
      expect(await t.db.selectFrom('skill').selectAll().orderBy('skillId').execute()).toEqual(
        before,
      );
    }
  });
});
