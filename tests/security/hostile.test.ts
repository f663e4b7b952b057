// Hand-written attacks from ../shared/security.md on the routes that exist today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const skills = () => t.db.selectFrom('skill').selectAll().orderBy('skillId').execute();

describe('input that tries to reach the SQL', () => {
  it('ignores a sort column that is not a declared column (case 14)', async () => {
    const before = await skills();
    for (const sort of ['skill; drop table skill', '"skill"--', 'pg_sleep(5)', '1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/skill?sort=${encodeURIComponent(sort)}`,
        headers: t.auth(admin),
      });
      expect(res.statusCode, sort).toBe(200);
    }
    expect(await skills()).toEqual(before);
  });

  it('stores quotes, percent signs and SQL text literally', async () => {
    const name = `O'Brien 100% _x_ ); drop table "skill";--`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skill',
      headers: t.auth(admin),
      payload: { skill: name },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().Skill.skill).toBe(name);
  });
});

describe('bodies built to hurt', () => {
  it('refuses deeply nested JSON without falling over', async () => {
    const deep = '{"skill":'.repeat(5000) + '"x"' + '}'.repeat(5000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skill',
      headers: { ...t.auth(admin), 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('refuses fields the schema does not list, naming them, and stores nothing (case 13)', async () => {
    const before = await skills();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skill',
      headers: t.auth(admin),
      payload: {
        skill: 'Mass Assignment',
        skillId: 424242,
        userId: 1,
        roles: ['SuperAdmin'],
        salary: 1,
        employeeId: 1,
        active: false,
      },
    });
    expect(res.statusCode).toBe(400);
    const named = res.json().fieldErrors.map((f: { path: string }) => f.path);
    expect(named.sort()).toEqual(['active', 'employeeId', 'roles', 'salary', 'skillId', 'userId']);
    expect(await skills()).toEqual(before);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skill',
      headers: t.auth(admin),
      payload: { skill: 'Mass Assignment' },
    });
    expect(ok.statusCode).toBe(201);
    const row = (await skills()).find((s) => s.skill === 'Mass Assignment')!;
    expect(Object.keys(row).sort()).toEqual(['skill', 'skillId']);
  });

  it('keeps unicode text intact, including right-to-left and emoji', async () => {
    const name = 'Ünïcødé ‮ رسمي 🚀';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skill',
      headers: t.auth(admin),
      payload: { skill: name },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().Skill.skill).toBe(name);
  });
});

describe('races on limited things (case 22)', () => {
  it('twenty parallel creates of one name give one 201, the rest 409, and one row', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/skill',
          headers: t.auth(admin),
          payload: { skill: 'Race Condition' },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await skills()).filter((s) => s.skill === 'Race Condition')).toHaveLength(1);
  });
});

describe('enumeration through sign-in (case 20)', () => {
  it('answers an unknown email and a known email with a wrong password with the same status and body', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'ghost@charter.test', password: 'x' },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'admin@charter.test', password: 'x' },
    });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
  });
});
