// A key a write body may not carry is refused with a 400 naming it, on every write route of the
// OpenAPI document, and changes nothing (issue #37 §3): a client whose key was silently dropped
// (`userId` in a password change, `roleId` in a new role) believed it had done something. Keys the
// original front end sends are accepted where the document marks them ignored (x-ignored).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { TINY_PNG_BASE64 } from '../helpers/images.ts';

let t: TestApp;
let admin: string;
let doc: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/docs/openapi.json',
    headers: t.auth(admin),
  });
  doc = res.json();
});
afterAll(() => t.close());

type Schema = {
  properties?: Record<string, Schema & { 'x-ignored'?: boolean }>;
  additionalProperties?: boolean | (Schema & { 'x-ignored'?: boolean });
  required?: string[];
  type?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const UNKNOWN = 'zzNotAField';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const MISSING_ID = 999_999;

/** Every write route of the document, its path ids and required query filled in. */
function writeRoutes() {
  const out: { method: string; url: string; op: Operation }[] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      if (!WRITES.has(method)) continue;
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => {
          const type = [p.schema?.type].flat();
          return `${p.name}=${type.includes('boolean') ? 'false' : type.includes('integer') ? MISSING_ID : 'x'}`;
        });
      const url =
        path.replace(/\{\w+\}/g, String(MISSING_ID)) + (query.length ? `?${query.join('&')}` : '');
      out.push({ method: method.toUpperCase(), url, op });
    }
  return out;
}

/** The audit trail records every change: an unchanged last position is an unchanged database. */
const lastPosition = async () =>
  (
    await sql<{ p: number }>`select coalesce(max(position), 0)::int as p from "auditLog"`.execute(
      t.db,
    )
  ).rows[0].p;

const multipart = async (parts: [string, string | Blob, string?][]) => {
  const form = new FormData();
  for (const [name, value, file] of parts)
    if (file) form.append(name, value as Blob, file);
    else form.append(name, value);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    type: req.headers.get('content-type')!,
  };
};
const png = () => new Blob([new Uint8Array(Buffer.from(TINY_PNG_BASE64, 'base64'))]);

/** The route's answer to a body carrying `UNKNOWN` in the form its document says it takes. */
async function sendUnknown(method: string, url: string, op: Operation) {
  const content = op.requestBody?.content ?? {};
  const send = (payload: string | Buffer, type: string) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...t.auth(admin), 'content-type': type },
      payload,
    });
  if (content['application/json'] || !Object.keys(content).length)
    return send(JSON.stringify({ [UNKNOWN]: 1 }), 'application/json');
  const form = content['multipart/form-data']?.schema;
  if (form?.properties?.file && Object.keys(form.properties).length === 1) {
    const body = await multipart([
      ['file', png(), 'a.png'],
      [UNKNOWN, '1'],
    ]);
    return send(body.payload, body.type);
  }
  if (form) {
    // The record's JSON part: an unknown key inside it, and an unknown part beside it.
    const part = Object.keys(form.properties!).find((k) => k !== 'file')!;
    const inside = await multipart([[part, JSON.stringify({ [UNKNOWN]: 1 })]]);
    const beside = await multipart([
      [part, '{}'],
      [UNKNOWN, '1'],
    ]);
    return [await send(inside.payload, inside.type), await send(beside.payload, beside.type)];
  }
  return undefined; // a CSV import: a text body, no keys (import.test.ts)
}

const named = (res: { statusCode: number; json(): any }, route: string) => {
  expect(res.statusCode, route).toBe(400);
  const body = res.json();
  expect(body.message, route).toContain(`Unknown field: ${UNKNOWN}.`);
  expect(body.fieldErrors, route).toContainEqual({
    path: UNKNOWN,
    message: `Unknown field: ${UNKNOWN}.`,
  });
};

/** The document's JSON body of a route, if it has one. */
const jsonBody = (op: Operation) => op.requestBody?.content['application/json']?.schema;
const ignoresAny = (op: Operation) => {
  const rest = jsonBody(op)?.additionalProperties;
  return typeof rest === 'object' && rest['x-ignored'] === true;
};

describe('an unknown key on every write route of the OpenAPI document', () => {
  it('says on every JSON body either that no other key is taken or that others are ignored', () => {
    for (const { method, url, op } of writeRoutes()) {
      const body = jsonBody(op);
      if (!body) continue;
      expect(
        body.additionalProperties === false || ignoresAny(op),
        `${method} ${url}: additionalProperties ${JSON.stringify(body.additionalProperties)}`,
      ).toBe(true);
    }
  });

  it('is a 400 naming it and changes nothing, where the document takes no other key', async () => {
    const routes = writeRoutes().filter((r) => !ignoresAny(r.op));
    expect(routes.length).toBeGreaterThan(60);
    let swept = 0;
    for (const { method, url, op } of routes) {
      const before = await lastPosition();
      const answers = await sendUnknown(method, url, op);
      if (!answers) continue;
      for (const res of [answers].flat()) named(res, `${method} ${url}`);
      expect(await lastPosition(), `${method} ${url}`).toBe(before);
      swept++;
    }
    expect(swept).toBe(routes.length - 1); // all but the CSV import
  });

  it('is accepted and ignored where the document says any other key is (the employee details)', async () => {
    const routes = writeRoutes().filter((r) => ignoresAny(r.op));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      `PATCH /api/v1/employee/updateEmployeeDetails/${MISSING_ID}`,
      `POST /api/v1/employee/${MISSING_ID}`,
    ]);
    for (const { method, url, op } of routes) {
      const res = (await sendUnknown(method, url, op)) as { statusCode: number; body: string };
      expect(res.body, `${method} ${url}`).not.toContain(UNKNOWN);
    }
  });

  it('accepts every key the document marks ignored, without naming it', async () => {
    let marked = 0;
    for (const { method, url, op } of writeRoutes()) {
      const properties = jsonBody(op)?.properties ?? {};
      for (const [key, schema] of Object.entries(properties)) {
        if (schema['x-ignored'] !== true) continue;
        marked++;
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: t.auth(admin),
          payload: { [key]: 'ignored' },
        });
        const fields = (res.json().fieldErrors ?? []).map((f: { path: string }) => f.path);
        expect(fields, `${method} ${url} ${key}`).not.toContain(key);
      }
    }
    // AccessToken (department, branch), organizationId and branchId (department edit), attributeId
    // (the four attribute kinds), userId (clocking in and out).
    expect(marked).toBe(12);
  });
});

describe('the two cases of issue #37', () => {
  it('refuses a password change carrying another user’s userId; no password changes', async () => {
    const u = await t.createUser([]);
    const token = await t.login(u.email, u.password);
    const otherId = (
      await t.db
        .selectFrom('user')
        .select('userId')
        .where('userId', '!=', u.userId)
        .orderBy('userId')
        .executeTakeFirstOrThrow()
    ).userId;
    const hashes = async () =>
      (await t.db.selectFrom('user').select(['userId', 'passwordHash']).orderBy('userId').execute())
        .map((r) => `${r.userId}:${r.passwordHash}`)
        .join();
    const before = await hashes();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/changePassword',
      headers: t.auth(token),
      payload: { currentPassword: u.password, newPassword: 'N3w!pass', userId: otherId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Unknown field: userId.',
      fieldErrors: [{ path: 'userId', message: 'Unknown field: userId.' }],
    });
    expect(res.headers['x-message-code']).toBe('request.unknown_field');
    expect(await hashes()).toBe(before);
    // The same call without the key changes the caller's own password only.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/changePassword',
      headers: t.auth(token),
      payload: { currentPassword: u.password, newPassword: 'N3w!pass' },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a role sent with a roleId; no role is created', async () => {
    const roles = async () => (await t.db.selectFrom('role').select('roleId').execute()).length;
    const before = await roles();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/role',
      headers: t.auth(admin),
      payload: { role: 'Auditors', privilege: ['GET_AUDIT_LOG'], roleId: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown field: roleId.' });
    expect(await roles()).toBe(before);
  });

  it('names every unknown key, and the schema’s own words beside them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skill',
      headers: t.auth(admin),
      payload: { skillId: 4, active: false },
    });
    expect(res.statusCode).toBe(400);
    const { message, fieldErrors } = res.json();
    expect(fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'skillId', message: 'Unknown field: skillId.' },
        { path: 'active', message: 'Unknown field: active.' },
      ]),
    );
    expect(fieldErrors.length).toBeGreaterThan(2); // the missing skill's own message too
    expect(message).toContain('Unknown field: skillId.');
  });
});
