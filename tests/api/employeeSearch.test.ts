// Finding a person in the employee list (issue #37): EM4 and a department's employees (D2) take an
// optional `search` that matches the name, the e-mail or the employee code, ignoring case. It is
// text, never a pattern (`%`, `_`, quotes and backslashes match themselves), the page keeps its
// size, order and totals, and the envelope keeps the contract's keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let department: number;
/** A word no other row holds, so each test sees only its own people. */
const tag = `Zq${Date.now().toString(36).replace(/\d/g, '')}`;

type Person = { employeeId: number; userId: number };
const people: Record<string, Person> = {};

async function person(key: string, values: Record<string, unknown>, email?: string) {
  const u = await t.createUser([]);
  await t.db.updateTable('employee').set(values).where('employeeId', '=', u.employeeId).execute();
  if (email) await t.db.updateTable('user').set({ email }).where('userId', '=', u.userId).execute();
  people[key] = u;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const manager = await t.createUser([]);
  department = Number(
    (
      await t.db
        .insertInto('department')
        .values({
          department: 'Searching',
          description: 'Finds people',
          managerId: manager.employeeId,
          attributes: JSON.stringify({}),
        })
        .returning(['departmentId'])
        .executeTakeFirstOrThrow()
    ).departmentId,
  );
  await person('hara', { firstName: tag, lastName: "O'Hara", employeeCode: `${tag}A1` });
  await person(
    'jones',
    {
      firstName: 'Anna',
      lastName: `${tag}-Jones`,
      employeeCode: 'NWS17',
      departmentId: department,
    },
    `anna_${tag.toLowerCase()}@northwind.example`,
  );
  await person(
    'percent',
    { firstName: 'Per', lastName: `${tag}cent`, employeeCode: 'NWS18', departmentId: department },
    `per100%${tag.toLowerCase()}@northwind.example`,
  );
  for (let i = 0; i < 7; i++)
    await person(`many${i}`, { firstName: `${tag}many`, lastName: `Number ${'abcdefg'[i]}` });
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.auth(admin) });

async function found(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (page: { content: { employeeId: number }[] }) => page.content.map((e) => e.employeeId);
type Row = {
  firstName: string | null;
  lastName: string | null;
  employeeCode: string | null;
  user: { email: string } | null;
};
/** Whether the person's "first last", e-mail or code holds the term, ignoring case. */
const holds = (e: Row, term: string) =>
  [`${e.firstName ?? ''} ${e.lastName ?? ''}`, e.user?.email ?? '', e.employeeCode ?? ''].some(
    (v) => v.toLowerCase().includes(term.trim().toLowerCase()),
  );
const list = (search: string, extra = '') =>
  found(`/employee/getAllEmployees?page=0&size=5${extra}&search=${encodeURIComponent(search)}`);

describe('GET /employee/getAllEmployees?search=', () => {
  it('finds a person by first name, last name, "first last", e-mail or code, ignoring case', async () => {
    expect(ids((await list(`${tag} o'hara`)).Employees)).toEqual([people.hara.employeeId]);
    expect(ids((await list(`${tag}-JONES`)).Employees)).toEqual([people.jones.employeeId]);
    expect(ids((await list(`ANNA_${tag}@north`)).Employees)).toEqual([people.jones.employeeId]);
    expect(ids((await list(`${tag}a1`)).Employees)).toEqual([people.hara.employeeId]);
    expect(ids((await list('nws17')).Employees)).toEqual([people.jones.employeeId]);
  });

  it('keeps the contract envelope, pages five at a time and keeps the asked order', async () => {
    const body = await list(`${tag}many`, '&sortBy=Name');
    expect(Object.keys(body).sort()).toEqual(['Employees', 'message', 'success', 'totalPages']);
    expect(body.Employees.totalElements).toBe(7);
    expect(body.totalPages).toBe(2);
    expect(body.Employees.content.map((e: { lastName: string }) => e.lastName)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((c) => `Number ${c}`),
    );
    const second = await found(
      `/employee/getAllEmployees?page=1&size=5&sortBy=Name&search=${tag}many`,
    );
    expect(second.Employees.content.map((e: { lastName: string }) => e.lastName)).toEqual([
      'Number f',
      'Number g',
    ]);
    expect(second.Employees.last).toBe(true);
  });

  it('matches % and _ as themselves, never as wildcards', async () => {
    expect(ids((await list('%')).Employees)).toEqual([people.percent.employeeId]);
    expect(ids((await list(`100%${tag}`)).Employees)).toEqual([people.percent.employeeId]);
    expect(ids((await list(`a_${tag}`)).Employees)).toEqual([people.jones.employeeId]);
    // As patterns these would match the seven `<tag>many` people.
    for (const term of [`${tag}%`, `${tag}_any`, `${tag}m_ny`])
      expect((await list(term)).Employees.totalElements).toBe(0);
  });

  it.each(["'", '"', "o'hara'); drop table employee; --", '\\', '\\%', 'é', '😀'])(
    'answers %j with a 200 and only people whose name, e-mail or code holds it',
    async (term) => {
      const body = await list(term);
      expect(body.success).toBe(true);
      for (const e of body.Employees.content) expect(holds(e, term)).toBe(true);
      if (term === "'") expect(ids(body.Employees)).toContain(people.hara.employeeId);
      // The list still answers: the term was data, not SQL.
      expect((await list(tag)).Employees.totalElements).toBe(10);
    },
  );

  it('treats a blank search as none', async () => {
    const all = await found('/employee/getAllEmployees?page=0&size=5');
    expect((await list('   ')).Employees.totalElements).toBe(all.Employees.totalElements);
  });

  it('refuses a search longer than 100 characters with a 400 naming it', async () => {
    const res = await get(`/employee/getAllEmployees?search=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('search must be at most 100 characters.');
  });

  it('sees a rename at once, though the previous answer was remembered', async () => {
    const { employeeId } = people.many6;
    expect(ids((await list(`${tag}renamed`)).Employees)).toEqual([]);
    await t.db
      .updateTable('employee')
      .set({ lastName: `${tag}renamed` })
      .where('employeeId', '=', employeeId)
      .execute();
    expect(ids((await list(`${tag}renamed`)).Employees)).toEqual([employeeId]);
  });
});

describe("a department's employees (D2) with a search", () => {
  it('finds only the people of that department', async () => {
    const body = await found(
      `/department/${department}?page=0&size=5&search=${encodeURIComponent(tag)}`,
    );
    expect(ids(body.Employees).sort()).toEqual(
      [people.jones.employeeId, people.percent.employeeId].sort(),
    );
    expect(body.Employees.totalElements).toBe(2);
    const one = await found(`/department/${department}?page=0&size=5&search=nws18`);
    expect(ids(one.Employees)).toEqual([people.percent.employeeId]);
  });

  it('refuses a search longer than 100 characters with a 400', async () => {
    const res = await get(`/department/${department}?search=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
  });
});
