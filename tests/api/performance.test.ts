import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
type Person = Awaited<ReturnType<TestApp['createUser']>> & { token: string };
let manager: Person, a: Person, b: Person, other: Person;

const REVIEWER = [
  'ADD_EMPLOYEE_PERFORMANCE',
  'GET_PERFORMANCE_BY_REVIEWER',
  'DELETE_PERFORMANCE_RECORD',
  'GET_ALL_PERFORMANCE_OF_EMPLOYEE',
];

async function person(privileges: string[]): Promise<Person> {
  const u = await t.createUser(privileges);
  return { ...u, token: await t.login(u.email, u.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await person(REVIEWER);
  other = await person(REVIEWER);
  a = await person([]);
  b = await person([]);
  const dept = await t.db
    .insertInto('department')
    .values({
      department: 'Quality',
      description: 'Checks the work',
      managerId: manager.employeeId,
      attributes: '{}',
    })
    .returning('departmentId')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('employee')
    .set({ departmentId: dept.departmentId })
    .where('employeeId', '=', a.employeeId)
    .execute();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
const review = (
  by: Person,
  employeeId: number,
  body: object = { rating: 'GOOD', comment: 'Solid quarter' },
) => call('POST', `/performance?employeeId=${employeeId}&reviewerId=${by.userId}`, by.token, body);
const count = async () =>
  (await t.db.selectFrom('performance').select('performanceId').execute()).length;

describe('adding a review (PF2)', () => {
  it('lets a manager review a direct report: 201 with the ReviewRow, reviewer = the caller', async () => {
    const res = await review(manager, a.employeeId);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      performance: {
        firstName: 'Test',
        rating: 'GOOD',
        comment: 'Solid quarter',
        reviewerLastName: expect.any(String),
      },
    });
    expect(res.json().performance.reviewDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const row = await t.db
      .selectFrom('performance')
      .selectAll()
      .where('performanceId', '=', res.json().performance.performanceId)
      .executeTakeFirstOrThrow();
    expect(row.reviewerId).toBe(manager.employeeId);
  });

  it('ignores a spoofed reviewerId (case 12)', async () => {
    const res = await call(
      'POST',
      `/performance?employeeId=${a.employeeId}&reviewerId=${other.employeeId}`,
      manager.token,
      {
        rating: 'FAIR',
        comment: 'Spoof attempt',
      },
    );
    const row = await t.db
      .selectFrom('performance')
      .select('reviewerId')
      .where('performanceId', '=', res.json().performance.performanceId)
      .executeTakeFirstOrThrow();
    expect(row.reviewerId).toBe(manager.employeeId);
  });

  it('refuses to review someone who is not a direct report with 403, storing nothing (case 12)', async () => {
    const before = await count();
    expect((await review(manager, b.employeeId)).statusCode).toBe(403);
    expect((await review(other, a.employeeId)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers the spec message for a missing rating or comment, and 404 for an unknown employee', async () => {
    const res = await review(manager, a.employeeId, { comment: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain('This field is required');
    expect((await review(manager, 999999)).statusCode).toBe(404);
  });
});

describe('reading reviews', () => {
  it('shows an employee the reviews about them without any privilege (PF1), as a bare array', async () => {
    const res = await call('GET', `/performance/employee/${a.employeeId}`, a.token);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().length).toBeGreaterThan(0);
  });

  it("refuses an employee another person's reviews", async () => {
    expect((await call('GET', `/performance/employee/${a.employeeId}`, b.token)).statusCode).toBe(
      403,
    );
  });

  it("lists the reviews the caller wrote (PF4) and refuses another reviewer's list", async () => {
    const mine = await call('GET', `/performance/reviewer/${manager.employeeId}`, manager.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().performanceList.length).toBeGreaterThan(0);
    expect(
      (await call('GET', `/performance/reviewer/${manager.employeeId}`, other.token)).statusCode,
    ).toBe(403);
  });
});

describe('editing and deleting (PF5, PF6)', () => {
  it('lets the author change only the sent fields (204) and refuses anyone else (403)', async () => {
    const id = (await review(manager, a.employeeId)).json().performance.performanceId;
    expect(
      (await call('PATCH', `/performance?performanceId=${id}`, other.token, { rating: 'POOR' }))
        .statusCode,
    ).toBe(403);
    const res = await call('PATCH', `/performance?performanceId=${id}`, manager.token, {
      rating: 'EXCELLENT',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await t.db
      .selectFrom('performance')
      .selectAll()
      .where('performanceId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rating: 'EXCELLENT', comment: 'Solid quarter' });
  });

  it('lets only the author delete (204), then answers 404', async () => {
    const id = (await review(manager, a.employeeId)).json().performance.performanceId;
    expect((await call('DELETE', `/performance?performanceId=${id}`, other.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/performance?performanceId=${id}`, manager.token)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/performance?performanceId=${id}`, manager.token)).statusCode,
    ).toBe(404);
  });
});
