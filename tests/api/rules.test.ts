// Rules across fields, their errors on their fields, and schema defaults on create (issue #22 §3,
// §4), on a schema that exists only in the tests (tests/fixtures/rules/certification), served as
// conventional REST beside the real ones; and the leave request's real date rule on its contract
// route.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const certification = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/fixtures/rules/certification.schema.json'), 'utf8'),
) as ResourceSchema;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ extraSchemas: [certification] });
  admin = await t.adminToken();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.app.inject({ method, url, headers: t.auth(admin), payload: body });
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('certification')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('a rule across two fields', () => {
  it('refuses an end date before the start date: 400 with message, errors and fieldErrors; nothing written', async () => {
    const before = await count();
    const res = await call('POST', '/api/v1/certification', {
      name: 'Cloud',
      validFrom: '2026-05-02',
      validTo: '2026-05-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Valid To must not be before Valid From',
      errors: ['Valid To must not be before Valid From'],
      fieldErrors: [{ path: 'validTo', message: 'Valid To must not be before Valid From' }],
    });
    expect(await count()).toBe(before);
  });

  it('judges an update on the record as stored: a PUT changing only one date is compared with the other', async () => {
    const made = await call('POST', '/api/v1/certification', {
      name: 'Dates',
      validFrom: '2026-05-02',
      validTo: '2026-06-01',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const res = await call('PUT', `/api/v1/certification/${id}`, {
      name: 'Dates',
      validFrom: '2026-07-01',
      validTo: '2026-06-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { path: 'validTo', message: 'Valid To must not be before Valid From' },
    ]);
    expect((await call('GET', `/api/v1/certification/${id}`)).json().validFrom).toBe('2026-05-02');
  });

  it('requires a field when another has a value, under that field; nothing written', async () => {
    const before = await count();
    const res = await call('POST', '/api/v1/certification', { name: 'Issued', issuer: 'Acme' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Issuer Country is required when an issuer is given']);
    expect(res.json().fieldErrors).toEqual([
      { path: 'issuerCountry', message: 'Issuer Country is required when an issuer is given' },
    ]);
    expect(await count()).toBe(before);
    const ok = await call('POST', '/api/v1/certification', {
      name: 'Issued',
      issuer: 'Acme',
      issuerCountry: 'IN',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('names the field of every error, the per-field ones too', async () => {
    const res = await call('POST', '/api/v1/certification', {
      name: ' ',
      minScore: 9,
      maxScore: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { path: 'maxScore', message: 'Maximum Score must be at least the Minimum Score' },
      // ajv-errors reports the root's own messages after its subschemas'.
      { path: 'name', message: 'Certification Name is required' },
    ]);
    expect(res.json().message).toBe(res.json().errors.join(' '));
  });
});

describe('a unique pair with its own message', () => {
  it('answers 409 with the message under the field, and keeps one row', async () => {
    const first = await call('POST', '/api/v1/certification', { name: 'Pair', level: 'EXPERT' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await count();
    const again = await call('POST', '/api/v1/certification', { name: 'Pair', level: 'EXPERT' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'A certification with this name and level already exists',
      errors: ['A certification with this name and level already exists'],
      fieldErrors: [
        { path: 'level', message: 'A certification with this name and level already exists' },
      ],
    });
    expect(await count()).toBe(before);
    // The same name at another level is another certification.
    expect(
      (await call('POST', '/api/v1/certification', { name: 'Pair', level: 'BASIC' })).statusCode,
    ).toBe(201);
  });
});

describe('schema defaults on create', () => {
  it('fill the fields a create leaves out, and never replace a value sent', async () => {
    const made = await call('POST', '/api/v1/certification', { name: 'Defaulted' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().level).toBe('BASIC');
    const stored = await t.db
      .selectFrom('certification')
      .select('level')
      .where('certificationId', '=', made.json().id)
      .executeTakeFirst();
    expect(stored?.level).toBe('BASIC');
    const chosen = await call('POST', '/api/v1/certification', { name: 'Chosen', level: 'EXPERT' });
    expect(chosen.json().level).toBe('EXPERT');
  });
});

describe('the leave request date rule (contract route L1)', () => {
  it('refuses an end date before the start date under endDate, with the words it always had; nothing written', async () => {
    const { employeeId } = await t.createUser(['CREATE_LEAVE_REQUEST']);
    const leaves = async () =>
      Number(
        (
          await t.db
            .selectFrom('leaveRequest')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await leaves();
    const res = await call('POST', `/api/v1/leave/${employeeId}/leaveRequest`, {
      leaveType: 'PLANNED',
      numberOfDays: 1,
      startDate: '2026-05-02',
      endDate: '2026-05-01',
      reason: 'Trip',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-message-code']).toBe('leave.end_before_start');
    expect(res.json()).toMatchObject({
      success: false,
      message: 'End date must be on or after the start date.',
      fieldErrors: [{ path: 'endDate', message: 'End date must be on or after the start date.' }],
    });
    expect(await leaves()).toBe(before);
  });
});
