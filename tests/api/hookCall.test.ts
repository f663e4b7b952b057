// A hook reaches another resource only through that resource's operation (issue #38 §2): the hook
// API's `call(resource, verb, input)` runs the other resource's whole pipeline in the hook's
// transaction. Here a hook of skill calls holiday, as a hook author would, on the real database:
// the callee's privilege, validation, hooks and the shared transaction all hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { argsOf } from '../../src/server/operations/stages.ts';
import { modelOf } from '../../src/server/operations/records.ts';
import { inTransaction } from '../../src/server/operations/transaction.ts';
import { findPrincipal } from '../../src/server/repositories/users.ts';
import '../../src/server/operations/pipeline.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The hook arguments a skill hook gets for `caller`, on `db` (a transaction or the database). */
async function hookArgsAs(privileges: string[], db: Db = t.db) {
  const { userId } = await t.createUser(privileges);
  const principal = (await findPrincipal(t.db, userId))!;
  return argsOf({ db, model: modelOf('skill'), principal }, db, 'create');
}

const holidaysOn = async (date: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/holiday?filter=${encodeURIComponent(JSON.stringify({ date }))}`,
      headers: t.auth(await t.adminToken()),
    })
  ).json() as { name: string }[];

async function refusal(work: Promise<unknown>) {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe("call(resource, verb, input): another resource's operation from a hook", () => {
  it('creates the record through its pipeline and answers it as its route would', async () => {
    const { call } = await hookArgsAs(['CREATE_HOLIDAY']);
    const created = (await call('holiday', 'create', {
      data: { name: 'Founders Day', date: '2031-03-02' },
    })) as Record<string, unknown>;
    expect(created).toMatchObject({ name: 'Founders Day', date: '2031-03-02', halfDay: false });
    expect(await holidaysOn('2031-03-02')).toEqual([
      expect.objectContaining({ name: 'Founders Day' }),
    ]);
  });

  it("holds the callee's privilege for the caller, and lets a hook act as the system", async () => {
    const { call } = await hookArgsAs(['ADD_SKILL']);
    const err = await refusal(
      call('holiday', 'create', { data: { name: 'No Right', date: '2031-04-01' } }),
    );
    expect(err.statusCode).toBe(403);
    expect(await holidaysOn('2031-04-01')).toEqual([]);
    await call(
      'holiday',
      'create',
      { data: { name: 'By The System', date: '2031-04-01' } },
      { as: 'system' },
    );
    expect(await holidaysOn('2031-04-01')).toEqual([
      expect.objectContaining({ name: 'By The System' }),
    ]);
  });

  it("validates the body by the callee's schema: a 400 with its words, nothing written", async () => {
    const { call } = await hookArgsAs(['CREATE_HOLIDAY']);
    const err = await refusal(
      call('holiday', 'create', { data: { name: 'No', date: '2031-05-01' } }),
    );
    expect(err.statusCode).toBe(400);
    expect(err.message).toContain('Holiday Name must be at least 3 characters');
    const unknown = await refusal(
      call('holiday', 'create', { data: { name: 'Sneaky', date: '2031-05-01', salary: 1 } }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(await holidaysOn('2031-05-01')).toEqual([]);
  });

  it("runs the callee's hooks: its one-holiday-a-date rule refuses a second", async () => {
    const { call } = await hookArgsAs(['CREATE_HOLIDAY']);
    await call('holiday', 'create', { data: { name: 'First', date: '2031-06-01' } });
    const err = await refusal(
      call('holiday', 'create', { data: { name: 'Second', date: '2031-06-01' } }),
    );
    expect(err.statusCode).toBe(409);
    expect(await holidaysOn('2031-06-01')).toEqual([expect.objectContaining({ name: 'First' })]);
  });

  it("joins the hook's transaction: the caller's rollback takes the callee's record with it", async () => {
    const { userId } = await t.createUser(['CREATE_HOLIDAY']);
    const principal = (await findPrincipal(t.db, userId))!;
    const failed = await inTransaction(t.db, {}, async (tx) => {
      const { call } = argsOf({ db: tx, model: modelOf('skill'), principal }, tx, 'create');
      await call('holiday', 'create', { data: { name: 'Rolled Back', date: '2031-07-01' } });
      throw new Error('the calling hook fails after the call');
    }).then(
      () => false,
      () => true,
    );
    expect(failed).toBe(true);
    expect(await holidaysOn('2031-07-01')).toEqual([]);
  });

  it('reads, updates and deletes through the other resource too', async () => {
    const { call } = await hookArgsAs([
      'CREATE_HOLIDAY',
      'UPDATE_HOLIDAY',
      'DELETE_HOLIDAY',
      'GET_HOLIDAYS',
    ]);
    const { holidayId } = (await call('holiday', 'create', {
      data: { name: 'Moving Day', date: '2031-08-01' },
    })) as { holidayId: number };
    await call('holiday', 'update', { id: holidayId, data: { name: 'Moved Day' } });
    expect(await call('holiday', 'show', { id: holidayId })).toMatchObject({ name: 'Moved Day' });
    const page = (await call('holiday', 'list', { where: { date: '2031-08-01' } })) as {
      rows: { name: string }[];
    };
    expect(page.rows.map((r) => r.name)).toEqual(['Moved Day']);
    await call('holiday', 'delete', { id: holidayId });
    expect(await holidaysOn('2031-08-01')).toEqual([]);
  });
});
