// Generated list filters, folded text sort and CSV import on resources that exist only in the tests
// (tests/fixtures/lists): `gadget` is conventional REST (filters inferred from its columns, an
// x-list.import with a reference to departments), `probe` an x-api list declaring x-list.filters.
// Nothing but the schemas is written for them; the real app serves them on a real database.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, validateDialect } from '../../scripts/generate/core.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(ROOT, 'tests/fixtures/lists');
const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, `${name}.schema.json`), 'utf8')) as ResourceSchema;

let t: TestApp;
let admin: string;
const departments: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ extraSchemas: [fixture('gadget'), fixture('probe')] });
  admin = await t.adminToken();
  for (const department of ['Stores', 'Twin', 'Twin']) {
    const row = await t.db
      .insertInto('department')
      .values({ department, description: department, attributes: '{}' })
      .returning('departmentId')
      .executeTakeFirstOrThrow();
    departments[department] = Number(row.departmentId);
  }
}, 240_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(admin) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.auth(admin), payload });
const rest = (filter: object) =>
  get(`/api/v1/gadget?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`);
const names = (rows: { name?: string; label?: string }[]) => rows.map((r) => r.name ?? r.label);
const sendCsv = (csv: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/import/gadget${query}`,
    headers: { ...t.auth(admin), 'content-type': 'text/csv' },
    payload: csv,
  });
const gadgetCount = async () =>
  (await t.db.selectFrom('gadget').select('gadgetId').execute()).length;

describe('the fixtures', () => {
  it('pass npm run generate’s checks next to the real schemas', () => {
    const loaded = [...loadSchemas(path.join(ROOT, 'schemas')), ...loadSchemas(DIR)];
    expect(validateDialect(loaded)).toEqual([]);
  });
});

describe('CSV import of a schema-served resource, with no importer written', () => {
  const HEADER = 'name,status,price,boughtOn,spare,departmentId\r\n';

  it('a dry run lists every bad cell (row, column, message) and writes nothing', async () => {
    const before = await gadgetCount();
    const res = await sendCsv(
      HEADER +
        'Ruler,In use,2,2026-01-05,no,Stores\r\n' +
        'Tape,LOST,-1,2026-02-31,yes,Nowhere\r\n' +
        'Clamp,ACTIVE,1,,,Twin\r\n' +
        ',RETIRED,,,,abc1\r\n',
      '?dryRun=true',
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().cells).toEqual([
      { row: 3, column: 'status', message: 'Status must be In use or Retired' },
      { row: 3, column: 'price', message: 'Price must not be negative' },
      { row: 3, column: 'boughtOn', message: 'Bought On must be a valid date' },
      { row: 3, column: 'departmentId', message: 'No department is named "Nowhere".' },
      {
        row: 4,
        column: 'departmentId',
        message: 'Several department records are named "Twin": give the id instead.',
      },
      { row: 5, column: 'name', message: 'Gadget Name is required' },
      { row: 5, column: 'departmentId', message: 'No department is named "abc1".' },
    ]);
    expect(await gadgetCount()).toBe(before);
  });

  it('writes a clean file: enum wording, yes/no, references by name (any case) or by id', async () => {
    const csv =
      HEADER +
      `Stapler,In use,12.5,2026-03-01,yes,stores\r\n` +
      `"Hole punch, heavy",RETIRED,,,,${departments.Twin}\r\n`;
    expect((await sendCsv(csv, '?dryRun=true')).statusCode).toBe(200);
    const res = await sendCsv(csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rows: 2, message: '2 gadgets imported.' });
    const rows = await t.db
      .selectFrom('gadget')
      .select(['name', 'status', 'price', 'spare', 'departmentId'])
      .where('name', 'in', ['Stapler', 'Hole punch, heavy'])
      .orderBy('name')
      .execute();
    expect(rows.map((r) => ({ ...r, departmentId: Number(r.departmentId) }))).toEqual([
      {
        name: 'Hole punch, heavy',
        status: 'RETIRED',
        price: null,
        spare: false,
        departmentId: departments.Twin,
      },
      {
        name: 'Stapler',
        status: 'ACTIVE',
        price: 12.5,
        spare: true,
        departmentId: departments.Stores,
      },
    ]);
  });

  it('is all or nothing: a refused row (a duplicate, an unknown id) keeps every row out', async () => {
    const before = await gadgetCount();
    const res = await sendCsv(
      HEADER + 'Pencil,ACTIVE,,,,\r\nstapler,ACTIVE,,,,\r\nPen,ACTIVE,,,,99999\r\n',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().cells).toEqual([
      { row: 3, column: 'name', message: 'This gadget already exists.' },
      { row: 4, column: 'departmentId', message: 'No department has the id 99999.' },
    ]);
    expect(await gadgetCount()).toBe(before);
  });

  it('has no import route where the schema declares none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/import/probe',
      headers: { ...t.auth(admin), 'content-type': 'text/csv' },
      payload: 'label,kind\r\nA,SOIL\r\n',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('text sorts ignoring case and accents', () => {
  beforeAll(async () => {
    for (const name of ['iPhone', 'Pixel', 'apple', 'Éclair', 'Zebra', 'eclipse'])
      expect((await post('/api/v1/gadget', { name, status: 'ACTIVE' })).statusCode).toBe(201);
  });

  it('on a conventional REST list, both ways, the id breaking ties', async () => {
    const asc = await rest({});
    expect(names(asc.json())).toEqual([
      'apple',
      'Éclair',
      'eclipse',
      'Hole punch, heavy',
      'iPhone',
      'Pixel',
      'Stapler',
      'Zebra',
    ]);
    const desc = await get(
      `/api/v1/gadget?sort=${encodeURIComponent('["name","DESC"]')}&range=[0,2]`,
    );
    expect(names(desc.json())).toEqual(['Zebra', 'Stapler', 'Pixel']);
  });

  it('on an x-api list, by its default sort and by a chosen text column', async () => {
    for (const label of ['beta', 'Alpha', 'Ångström', 'alpine'])
      expect((await post('/api/v1/probe', { label, kind: 'SOIL' })).statusCode).toBe(201);
    const res = await get('/api/v1/probe?size=10');
    expect(names(res.json().content)).toEqual(['Alpha', 'alpine', 'Ångström', 'beta']);
    const desc = await get('/api/v1/probe?size=10&sort=label&order=DESC');
    expect(names(desc.json().content)).toEqual(['beta', 'Ångström', 'alpine', 'Alpha']);
  });
});

describe("an x-api operation's declared payload", () => {
  it('is what a schema-served answer carries: the keys it lists, no other', async () => {
    const created = await post('/api/v1/probe', { label: 'Declared', kind: 'SOIL', depth: 3 });
    const { probeId } = created.json().Probe;
    const res = await get(`/api/v1/probe/${probeId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Probe).toEqual({ probeId, label: 'Declared' });
  });
});

describe('generated filters on a conventional REST list (inferred from its columns)', () => {
  it('filters by enum, number range, date range and boolean', async () => {
    expect(names((await rest({ status: 'RETIRED' })).json())).toEqual(['Hole punch, heavy']);
    expect(names((await rest({ price_gte: 10, price_lte: 20 })).json())).toEqual(['Stapler']);
    expect(names((await rest({ boughtOn_gte: '2026-02-01' })).json())).toEqual(['Stapler']);
    expect(names((await rest({ spare: true })).json())).toEqual(['Stapler']);
    expect(names((await rest({ status: 'ACTIVE', price_lte: 5 })).json())).toEqual([]);
  });

  it('refuses a value the filter cannot take with a 400 naming it', async () => {
    const cases: [object, string][] = [
      [{ status: 'LOST' }, 'filter.status must be one of ACTIVE, RETIRED.'],
      [{ price_gte: 'ten' }, 'filter.price_gte must be a number.'],
      [{ boughtOn_lte: '2026-02-31' }, 'filter.boughtOn_lte must be a date (YYYY-MM-DD).'],
      [{ spare: 'yes' }, 'filter.spare must be true or false.'],
    ];
    for (const [filter, message] of cases) {
      const res = await rest(filter);
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});

describe('generated filters on an x-api list (declared in x-list.filters)', () => {
  beforeAll(async () => {
    const probes = [
      { label: 'Deep well', kind: 'WATER', depth: 40, placedOn: '2026-05-01', live: true },
      { label: 'Shallow well', kind: 'WATER', depth: 5, placedOn: '2026-01-10', live: false },
      { label: 'Field', kind: 'SOIL', depth: 8, placedOn: '2026-03-15', live: true },
    ];
    for (const p of probes) expect((await post('/api/v1/probe', p)).statusCode).toBe(201);
  });
  const labels = async (query: string) => {
    const res = await get(`/api/v1/probe?size=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return names(res.json().content);
  };

  it('takes each filter as a query parameter, alone or together', async () => {
    expect(await labels('kind=WATER')).toEqual(['Deep well', 'Shallow well']);
    expect(await labels('depth_gte=6&depth_lte=40')).toEqual(['Deep well', 'Field']);
    expect(await labels('placedOn_gte=2026-03-01&placedOn_lte=2026-03-31')).toEqual(['Field']);
    expect(await labels('live=false')).toEqual(['Shallow well']);
    expect(await labels('kind=WATER&live=true')).toEqual(['Deep well']);
    const page = (await get('/api/v1/probe?size=1&kind=WATER')).json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2 });
  });

  it('refuses a bad value with a 400 naming the parameter, never a 500', async () => {
    const cases: [string, string][] = [
      ['kind=AIR', 'kind must be one of: SOIL, WATER.'],
      ['depth_gte=deep', 'depth_gte must be a whole number.'],
      ['depth_lte=1e400', 'depth_lte'],
      ['placedOn_gte=2026-02-31', 'placedOn_gte must be a date (YYYY-MM-DD).'],
      ['live=maybe', 'live must be true or false.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/v1/probe?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });
});
