// The holiday calendar on the wire: served from schemas/holiday.schema.json alone, in the
// conventional REST dialect ra-data-simple-rest speaks (sort/range/filter, Content-Range).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let reader: string;
let organizationId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  reader = await t.tokenFor(['GET_HOLIDAYS']);
  ({ organizationId } = await t.db
    .insertInto('organization')
    .values({
      organizationName: 'Calendar Test Org',
      organizationDescription: 'Calendar',
      attributes: '{}',
    })
    .returning('organizationId')
    .executeTakeFirstOrThrow());
  await t.db
    .insertInto('holiday')
    .values([
      { name: 'Republic Day', date: '2030-01-26', halfDay: false, organizationId: null },
      { name: 'Labour Day', date: '2030-05-01', halfDay: false, organizationId: null },
      { name: 'Founders Day', date: '2030-03-10', halfDay: true, organizationId },
      { name: 'Independence Day', date: '2030-08-15', halfDay: false, organizationId: null },
    ])
    .execute();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
const list = (token: string, q: Record<string, unknown>) =>
  call(
    'GET',
    `/holiday?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)]))}`,
    token,
  );
const rowCount = async () =>
  (
    await t.db
      .selectFrom('holiday')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /holiday (list)', () => {
  it('pages and sorts as asked and reports the total in Content-Range', async () => {
    const res = await list(reader, {
      sort: ['date', 'DESC'],
      range: [0, 1],
      filter: { date_gte: '2030-01-01', date_lte: '2030-12-31' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('holiday 0-1/4');
    expect(res.json().map((h: { name: string }) => h.name)).toEqual([
      'Independence Day',
      'Labour Day',
    ]);
    expect(res.json()[0]).toMatchObject({ id: expect.any(Number), holidayId: expect.any(Number) });
    expect(res.json()[0].id).toBe(res.json()[0].holidayId);
  });

  it('filters by organisation, by "every organisation" (null), by ids and by text', async () => {
    const own = await list(reader, { filter: { organizationId } });
    expect(own.json().map((h: { name: string }) => h.name)).toEqual(['Founders Day']);
    const everyone = await list(reader, {
      filter: { organizationId: null, date_gte: '2030-01-01', date_lte: '2030-12-31' },
    });
    expect(everyone.headers['content-range']).toBe('holiday 0-2/3');
    const ids = own.json().map((h: { id: number }) => h.id);
    const many = await list(reader, { filter: { id: ids } });
    expect(many.json()).toHaveLength(1);
    const text = await list(reader, { filter: { q: 'labour' } });
    expect(text.json().map((h: { name: string }) => h.name)).toEqual(['Labour Day']);
  });

  it('answers an empty page with */0', async () => {
    const res = await list(reader, { filter: { date_gte: '2099-01-01' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('holiday */0');
    expect(res.json()).toEqual([]);
  });

  it.each([
    [{ sort: ['colour', 'ASC'] }, 'Cannot sort by "colour".'],
    [{ sort: ['date', 'UP'] }, 'sort must be a JSON array: ["field","ASC" or "DESC"].'],
    [{ range: [5, 1] }, 'range must be a JSON array of two whole numbers: [first, last].'],
    [{ filter: { colour: 'red' } }, 'Cannot filter holidays by "colour".'],
    [{ filter: { date: 'soon' } }, 'filter.date must be a date (YYYY-MM-DD).'],
    [{ filter: { date_lte: '2030-02-31' } }, 'filter.date_lte must be a date (YYYY-MM-DD).'],
    [{ filter: { halfDay_gte: true } }, 'Cannot filter holidays by "halfDay_gte".'],
  ])('refuses a bad query %j with a clear 400', async (q, message) => {
    const res = await list(reader, q);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a filter that is not JSON', async () => {
    const res = await call('GET', '/holiday?filter=%7Bnope', reader);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('filter must be JSON: {"field": value}.');
  });

  it('caps a page at 100 rows', async () => {
    const res = await list(reader, { range: [0, 500] });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeLessThanOrEqual(100);
  });
});

describe('holiday privileges', () => {
  it('needs GET_HOLIDAYS to list or read one', async () => {
    const other = await t.tokenFor(['GET_ALL_SKILL']);
    expect((await list(other, {})).statusCode).toBe(403);
    const [first] = (await list(reader, {})).json();
    expect((await call('GET', `/holiday/${first.id}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/holiday/${first.id}`, reader)).json()).toEqual(first);
  });

  it('refuses writes without their privilege and changes nothing', async () => {
    const before = await rowCount();
    const [first] = (await list(reader, {})).json();
    const body = { name: 'Holi', date: '2030-03-20' };
    expect((await call('POST', '/holiday', reader, body)).statusCode).toBe(403);
    expect((await call('PUT', `/holiday/${first.id}`, reader, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/holiday/${first.id}`, reader)).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
    expect((await call('GET', `/holiday/${first.id}`, reader)).json()).toEqual(first);
  });

  it('needs a session at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/holiday' });
    expect(res.statusCode).toBe(401);
  });

  it('offers the holiday privileges in the catalogue a role may be given', async () => {
    const res = await call('POST', '/role', admin, {
      role: 'Calendar Keeper',
      privilege: ['GET_HOLIDAYS', 'CREATE_HOLIDAY', 'UPDATE_HOLIDAY', 'DELETE_HOLIDAY'],
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('holiday writes', () => {
  it('creates (201), reads, replaces (PUT) and deletes a holiday', async () => {
    const fields = { name: 'Holi', date: '2030-03-20', halfDay: true, organizationId };
    // A client's own id is refused, naming it, and nothing is stored.
    const withId = await call('POST', '/holiday', admin, { ...fields, holidayId: 999_999 });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().message).toBe('Unknown field: holidayId.');
    expect(
      await t.db.selectFrom('holiday').select('holidayId').where('name', '=', 'Holi').execute(),
    ).toEqual([]);
    const created = await call('POST', '/holiday', admin, fields);
    expect(created.statusCode).toBe(201);
    const h = created.json();
    expect(h).toMatchObject({ name: 'Holi', date: '2030-03-20', halfDay: true, organizationId });
    expect(h.id).not.toBe(999_999);

    const put = await call('PUT', `/holiday/${h.id}`, admin, { name: 'Holi', date: '2030-03-21' });
    expect(put.statusCode).toBe(200);
    // PUT replaces: the optional fields left out are emptied.
    expect(put.json()).toMatchObject({ id: h.id, date: '2030-03-21', organizationId: null });

    const del = await call('DELETE', `/holiday/${h.id}`, admin);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: h.id, name: 'Holi' });
    expect((await call('GET', `/holiday/${h.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/holiday/${h.id}`, admin)).json().message).toBe(
      'Holiday not found.',
    );
  });

  it.each([
    [{ date: '2030-04-01' }, 'Holiday Name is required'],
    [{ name: 'Holi', date: '31/03/2030' }, 'Date must be a valid date'],
    [{ name: 'Holi' }, 'Date is required'],
    [{ name: 'Ho', date: '2030-04-01' }, 'Holiday Name must be at least 3 characters'],
    [{ name: 'Holi <b>', date: '2030-04-01' }, 'Holiday Name must not contain special characters'],
    [{ name: 'Holi', date: '2030-04-01', organizationId: 'x' }, 'Please select an organization.'],
  ])('refuses %j with the schema message and changes nothing', async (body, message) => {
    const before = await rowCount();
    const res = await call('POST', '/holiday', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a bad replacement and keeps the record as it was', async () => {
    const [first] = (await list(reader, {})).json();
    const res = await call('PUT', `/holiday/${first.id}`, admin, { name: '', date: first.date });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', `/holiday/${first.id}`, reader)).json()).toEqual(first);
  });

  it('refuses an organisation that does not exist with 409 and changes nothing', async () => {
    const before = await rowCount();
    const res = await call('POST', '/holiday', admin, {
      name: 'Nowhere Day',
      date: '2030-06-01',
      organizationId: 987_654,
    });
    expect(res.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await call('GET', '/holiday/abc', reader);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id must be a positive whole number.');
  });
});

// The rule of resources/holiday/holiday.server.ts: a 20-line hook on top of the schema.
describe('one holiday per date and organisation (hook)', () => {
  const body = (name: string, date: string, org: number | null) => ({
    name,
    date,
    organizationId: org,
  });

  it('refuses a second holiday on a date its organisation already has, and writes nothing', async () => {
    expect(
      (await call('POST', '/holiday', admin, body('Spring Day', '2031-04-01', organizationId)))
        .statusCode,
    ).toBe(201);
    const before = await rowCount();
    const again = await call(
      'POST',
      '/holiday',
      admin,
      body('Spring Again', '2031-04-01', organizationId),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A holiday already exists on 2031-04-01.');
    expect(await rowCount()).toBe(before);
  });

  it('allows the same date for another organisation and for everyone', async () => {
    expect(
      (await call('POST', '/holiday', admin, body('Harvest', '2031-05-02', organizationId)))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/holiday', admin, body('Harvest', '2031-05-02', null))).statusCode,
    ).toBe(201);
    const twice = await call('POST', '/holiday', admin, body('Harvest Two', '2031-05-02', null));
    expect(twice.statusCode).toBe(409);
  });

  it('refuses moving a holiday onto a taken date, and keeps a holiday on its own date', async () => {
    const a = (await call('POST', '/holiday', admin, body('First Day', '2031-06-01', null))).json();
    const b = (
      await call('POST', '/holiday', admin, body('Second Day', '2031-06-02', null))
    ).json();
    const moved = await call(
      'PUT',
      `/holiday/${b.id}`,
      admin,
      body('Second Day', '2031-06-01', null),
    );
    expect(moved.statusCode).toBe(409);
    expect((await call('GET', `/holiday/${b.id}`, admin)).json().date).toBe('2031-06-02');
    const renamed = await call(
      'PUT',
      `/holiday/${a.id}`,
      admin,
      body('First Day Renamed', '2031-06-01', null),
    );
    expect(renamed.statusCode).toBe(200);
  });
});
