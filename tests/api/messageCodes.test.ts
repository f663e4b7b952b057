// The code of every server message travels beside the contract's sentence (issue #21 §2): the body
// stays exactly what it was, and X-Message-Code / X-Message-Params say which catalogue entry it is,
// so the console can show it in the user's language. One or more routes of each family.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { decodeMessageParams } from '../../src/shared/messageHeaders.ts';
import { fillMessage, SERVER_MESSAGES } from '../../src/shared/serverMessages.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const call = (method: string, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: token ? t.auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const codeOf = (res: LightMyRequestResponse) => res.headers['x-message-code'];
const paramsOf = (res: LightMyRequestResponse) =>
  decodeMessageParams(res.headers['x-message-params'] as string | undefined);

/** The header's code and params rebuild the body's sentence from the catalogue, word for word. */
function expectSaid(res: LightMyRequestResponse, code: string, params?: Record<string, unknown>) {
  expect(codeOf(res)).toBe(code);
  if (params) expect(paramsOf(res)).toEqual(params);
  else expect(res.headers['x-message-params']).toBeUndefined();
  const body = res.json();
  const sentence = body.message ?? body.Message;
  const template = SERVER_MESSAGES[code as keyof typeof SERVER_MESSAGES];
  expect(fillMessage(template, paramsOf(res))).toBe(sentence);
}

/** A multipart body with the organisation's data part only (no logo). */
async function organizationForm(data: object) {
  const form = new FormData();
  form.append('organizationData', JSON.stringify(data));
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, ...t.auth(admin) },
  };
}

describe('success envelopes carry their code', () => {
  it('S1: a schema-generated create says record.created with the schema title', async () => {
    const res = await call('POST', '/skill', admin, { skill: 'Welding' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Skill created successfully',
      Skill: { skillId: expect.any(Number), skill: 'Welding' },
    });
    expectSaid(res, 'record.created', { title: 'Skill', resource: 'skill' });
  });

  it('S1: the sign-in says session.logged_in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: (await t.createUser([])).email, password: 'wrong' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid email or password.' });
    expectSaid(res, 'auth.invalid_credentials');
    const user = await t.createUser(['GET_ALL_SKILL']);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Login successful');
    expectSaid(ok, 'session.logged_in');
  });

  it('S2: the user list (capital Success, lower message) says user.list_fetched', async () => {
    const res = await call('GET', '/user/getAllUserInfo', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: true, message: 'Users fetched successfully' });
    expectSaid(res, 'user.list_fetched');
  });

  it('S3: an employee (a remembered page) says employee.fetched on every answer', async () => {
    const { employeeId } = await t.createUser([]);
    for (let i = 0; i < 2; i++) {
      const res = await call('GET', `/employee/${employeeId}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Status: true, message: 'Employee fetched successfully' });
      expectSaid(res, 'employee.fetched');
    }
  });

  it('S4 and S6: an organisation created, then its logo removed', async () => {
    const form = await organizationForm({
      organizationName: 'Codes Ltd',
      organizationDescription: 'Says things by code',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organization',
      ...form,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 201,
      isSuccess: true,
      message: 'Organization created successfully',
    });
    expectSaid(created, 'organization.created');
    const id = created.json().data.organizationId;
    const removed = await call('DELETE', `/organization/${id}/removeImage`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Organization image removed successfully' });
    expectSaid(removed, 'organization.image_removed');
  });

  it('S5 and S7 carry no message, so no code', async () => {
    const list = await call('GET', '/skill', admin);
    expect(list.statusCode).toBe(200);
    expect(codeOf(list)).toBeUndefined();
    const { userId } = await t.createUser([]);
    const gone = await call('DELETE', `/user/${userId}`, admin);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect(codeOf(gone)).toBeUndefined();
  });
});

describe('errors carry their code', () => {
  it('401: no token says auth.sign_in_required, a bad one auth.session_expired', async () => {
    const none = await call('GET', '/skill');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: 'Please sign in to continue.' });
    expectSaid(none, 'auth.sign_in_required');
    const bad = await call('GET', '/skill', 'not-a-token');
    expect(bad.statusCode).toBe(401);
    expectSaid(bad, 'auth.session_expired');
  });

  it('403 (E4 keys kept) says auth.forbidden', async () => {
    const token = await t.tokenFor([]);
    const res = await call('POST', '/skill', token, { skill: 'Forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'You do not have the privilege to do this.',
      status: 403,
      isSuccess: false,
      data: null,
    });
    expectSaid(res, 'auth.forbidden');
  });

  it('404: an unknown employee says employee.not_found, an unknown path request.not_found', async () => {
    const res = await call('GET', '/employee/999999', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Employee not found.' });
    expectSaid(res, 'employee.not_found');
    const nowhere = await call('GET', '/no/such/route', admin);
    expect(nowhere.statusCode).toBe(404);
    expectSaid(nowhere, 'request.not_found');
  });

  it('409: a taken name says record.duplicate with the lower-case title', async () => {
    await call('POST', '/skill', admin, { skill: 'Rigging' });
    const res = await call('POST', '/skill', admin, { skill: 'Rigging' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'This skill already exists.' });
    expectSaid(res, 'record.duplicate', { lowerTitle: 'skill', resource: 'skill' });
  });

  it('400 validation (E3): the joined sentences as validation.failed, each in errors[]', async () => {
    const res = await call('POST', '/skill', admin, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.message).toBe(body.errors.join(' '));
    expectSaid(res, 'validation.failed', { message: body.message });
  });

  it('400 validation whose one sentence is in the catalogue gets that code', async () => {
    const token = await t.tokenFor([]);
    const res = await call('POST', '/attendance/start', token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fetch your location before checking in.');
    expectSaid(res, 'attendance.fetch_location_first');
  });

  it('keeps non-ASCII parameters intact through the header', async () => {
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organization',
      ...(await organizationForm({
        organizationName: 'Naya Ltd',
        organizationDescription: 'Hires in Hindi',
      })),
    });
    const res = await call('POST', `/user/addNewUser/${org.json().data.organizationId}`, admin, {
      email: 'naya@example.com',
      password: 'Secret1!',
      role: 'प्रबंधक',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The role "प्रबंधक" does not exist.' });
    expect(res.headers['x-message-params']).toMatch(/^[\x21-\x7e]+$/);
    expectSaid(res, 'role.unknown', { role: 'प्रबंधक' });
  });

  it('413: a body past the limit says request.too_large', async () => {
    const res = await call('POST', '/skill', admin, { skill: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.' });
    expectSaid(res, 'request.too_large');
  });

  it('a later error replaces nothing of a success code: the error code only', async () => {
    // The organisation's create says its success code before the operation refuses the name.
    const data = { organizationName: 'Twice Ltd', organizationDescription: 'Once only' };
    const first = await organizationForm(data);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/organization', ...first })).statusCode,
    ).toBe(201);
    const again = await organizationForm(data);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/organization', ...again });
    expect(res.statusCode).toBe(409);
    expectSaid(res, 'organization.name_taken');
  });
});

describe('the OpenAPI document', () => {
  it('documents the two headers on answers that carry a message, not on bare ones', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: t.auth(admin),
    });
    const doc = res.json();
    expect(Object.keys(doc.components.headers)).toEqual(['MessageCode', 'MessageParams']);
    const skill = doc.paths['/api/v1/skill'];
    expect(Object.keys(skill.post.responses['201'].headers)).toEqual([
      'X-Message-Code',
      'X-Message-Params',
    ]);
    expect(skill.post.responses['403'].headers['X-Message-Code']).toEqual(
      doc.components.headers.MessageCode,
    );
    expect(skill.get.responses['200'].headers).toBeUndefined();
  });
});

describe('the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitMax: 1 });
  });
  afterAll(() => limited.close());

  it('429 says request.rate_limited with the seconds to wait', async () => {
    // A counted call (the menu without a token); /health is never limited.
    const call = () =>
      limited.app.inject({ method: 'GET', url: '/api/v1/menu', remoteAddress: '10.9.8.7' });
    expect((await call()).statusCode).toBe(401);
    const res = await call();
    expect(res.statusCode).toBe(429);
    const seconds = Number(/in (\d+) seconds/.exec(res.json().message)![1]);
    expect(res.json()).toEqual({
      success: false,
      message: `Too many requests. Please try again in ${seconds} seconds.`,
    });
    expectSaid(res, 'request.rate_limited', { seconds });
  });
});
