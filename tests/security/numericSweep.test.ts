// Generated from the server's own route table (security.md case 25, issue #24 §3): every numeric
// path and query parameter of every /api route, set to a value no list or id can have, is a 4xx
// with a readable message — never a 500, and nothing changes. A route added tomorrow is swept the
// day it lands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import type { RouteDoc } from '../../src/server/openapi/collect.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

/** What no id, page or count can be: too large, not finite, not exact, negative, not decimal. */
const HOSTILE = [
  '1e308',
  '1e20',
  '1e400',
  '9007199254740993',
  '-1',
  '-0',
  '0x10',
  '1.5',
  'abc',
  'NaN',
  'Infinity',
  '0b11',
  '1e-2',
  ' 7',
];

type Schema = { type?: string | string[]; pattern?: string; properties?: Record<string, Schema> };
const isNumeric = (s: Schema | undefined) =>
  [s?.type].flat().some((type) => type === 'integer' || type === 'number');
const pathParams = (r: RouteDoc) => [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** Path parameters the route declares numeric (or declares no schema for: they arrive as text). */
function numericPathParams(r: RouteDoc): string[] {
  const params = (r.schema.params as Schema | undefined)?.properties;
  return pathParams(r).filter((p) => !params || isNumeric(params[p]));
}
const numericQuery = (r: RouteDoc) =>
  Object.entries((r.schema.querystring as Schema | undefined)?.properties ?? {})
    .filter(([, s]) => isNumeric(s))
    .map(([name]) => name);

/** A valid value of a path parameter: 1, or a resource name where 1 would not do. */
function sample(r: RouteDoc, p: string) {
  const pattern = (r.schema.params as Schema | undefined)?.properties?.[p]?.pattern;
  return !pattern || new RegExp(pattern, 'u').test('1') ? '1' : 'employee';
}
/** A URL for the route: `name` set to `value`, every other path parameter valid. */
const url = (r: RouteDoc, name: string | null, value: string) =>
  r.url.replace(/:(\w+)/g, (_, p: string) =>
    p === name ? encodeURIComponent(value) : sample(r, p),
  );

async function snapshot() {
  const rows = await Promise.all(
    Object.keys(registry).map((name) => t.db.selectFrom(name).selectAll().execute()),
  );
  return JSON.stringify(rows);
}

const send = (r: RouteDoc, target: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url: target,
    headers: t.auth(token),
    payload: ['GET', 'DELETE'].includes(r.method) ? undefined : {},
  });

describe('numeric parameters of every route', () => {
  it('sweeps a route table that has numeric parameters', () => {
    const swept = t.app.routeDocs.filter(
      (r) => numericPathParams(r).length + numericQuery(r).length,
    );
    // The paged lists the issue names, among many others.
    const urls = swept.map((r) => r.url);
    for (const u of [
      '/api/v1/employee/getAllEmployees',
      '/api/v1/leave/getLeaveRequests',
      '/api/v1/skill',
      '/api/v1/department',
      '/api/v1/audit',
      '/api/v1/attendance/:employeeId',
      '/api/v1/user/getAllUserInfo',
    ])
      expect(urls.some((x) => x === u || x.startsWith(`${u.split('/:')[0]}/:`))).toBe(true);
    expect(swept.length).toBeGreaterThan(40);
  });

  it('answers every hostile value with a readable 4xx, never a 500, and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const r of t.app.routeDocs) {
      const targets = [
        ...numericPathParams(r).flatMap((p) => HOSTILE.map((v) => [p, url(r, p, v)] as const)),
        ...numericQuery(r).flatMap((q) =>
          HOSTILE.map((v) => [q, `${url(r, null, '')}?${q}=${encodeURIComponent(v)}`] as const),
        ),
      ];
      for (const [name, target] of targets) {
        const res = await send(r, target);
        const message = res.json().message as unknown;
        // A write's body is validated before its query string, so only a GET or DELETE is sure
        // to be refused for this parameter; a write may name its body first.
        const bodiless =
          ['GET', 'DELETE'].includes(r.method) || numericPathParams(r).includes(name);
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`${r.method} ${target}: ${res.statusCode}`);
        else if (typeof message !== 'string' || !message)
          failures.push(`${r.method} ${target}: no message`);
        else if (res.statusCode === 400 && bodiless && !message.includes(name))
          failures.push(`${r.method} ${target}: message ${JSON.stringify(message)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it('refuses numbers carried in the JSON of a generated list (filter, range) the same way', async () => {
    for (const q of [
      'filter={"id":1e308}',
      'filter={"organizationId":1e400}',
      'filter={"organizationId_gte":9007199254740993}',
      'filter={"holidayId":[1,1e20]}',
      'range=[0,1e308]',
      'range=[1e20,1e21]',
    ]) {
      const res = await t.app.inject({
        url: `/api/v1/holiday?${encodeURI(q)}`,
        headers: t.auth(token),
      });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(res.json().message, q).toMatch(/must be|Cannot/);
    }
  });

  it('names the range in its message', async () => {
    const page = await t.app.inject({
      url: '/api/v1/employee/getAllEmployees?page=1e20',
      headers: t.auth(token),
    });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('page must be a whole number from 0 to 1000000000.');
    const id = await t.app.inject({
      url: '/api/v1/employee/9007199254740993',
      headers: t.auth(token),
    });
    expect(id.statusCode).toBe(400);
    expect(id.json().message).toBe('employeeId must be a whole number from 1 to 9007199254740991.');
    const hex = await t.app.inject({ url: '/api/v1/audit?actorId=0x10', headers: t.auth(token) });
    expect(hex.statusCode).toBe(400);
    // Not a number at all: the route's own sentence.
    expect(hex.json().message).toBe('actorId must be a positive whole number.');
    const huge = await t.app.inject({ url: '/api/v1/audit?actorId=1e400', headers: t.auth(token) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('actorId must be a whole number from 1 to 9007199254740991.');
  });

  it('still takes every ordinary value', async () => {
    for (const q of [
      'page=0&size=10',
      'page=1000000000&size=100',
      'page=007',
      'size=1e9',
      'page=1e2',
    ]) {
      const res = await t.app.inject({
        url: `/api/v1/employee/getAllEmployees?${q}`,
        headers: t.auth(token),
      });
      expect(res.statusCode, q).toBe(200);
    }
    const big = await t.app.inject({
      url: '/api/v1/employee/9007199254740991',
      headers: t.auth(token),
    });
    expect(big.statusCode).toBe(404);
  });
});
