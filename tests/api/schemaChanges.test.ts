// Changing a schema that holds data (issue #20 §1), on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL. One copy of the test template is migrated to the first version of a fixture resource
// (gadget) and of holiday with an extra field, and given rows. The refused changes are tried first:
// each must change nothing. Then the app "restarts" on the second version, and each case checks
// its rows and what the migration said. (One database for all cases: a full migration costs
// seconds, a refused one is rolled back before it.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { registry } from '../../src/generated/registry.ts';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrate, type MigrationResult } from '../../src/server/db/migrate.ts';
import { MigrationRefusedError } from '../../src/server/db/migrationApply.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../helpers/constants.ts';
import { openCopy } from '../helpers/testApp.ts';

const OTHERS = Object.values(registry).filter((s) => s['x-resource'] !== 'holiday');

const gadget = (properties: Record<string, object>, extra: Partial<ResourceSchema> = {}) =>
  ({
    type: 'object',
    'x-resource': 'gadget',
    'x-id': 'gadgetId',
    'x-privileges': {},
    properties: { gadgetId: { type: 'integer' }, name: { type: 'string' }, ...properties },
    required: ['name'],
    ...extra,
  }) as ResourceSchema;

/** holiday with one more field, `code`, of the given JSON type. */
const holiday = (code: object): ResourceSchema => ({
  ...registry.holiday,
  properties: { ...registry.holiday.properties, code },
});

const STATE = { type: 'string', enum: ['NEW', 'OLD'] };
const V1_FIELDS = {
  oldSku: { type: 'string' },
  legacy: { type: 'string' },
  gone: { type: 'string' },
  trash: { type: 'string' },
  amount: { type: 'string' },
  label: { type: 'string' },
  state: STATE,
};
const V1 = [...OTHERS, holiday({ type: 'string' }), gadget(V1_FIELDS)];

const V2_FIELDS = {
  sku: { type: 'string', 'x-renamedFrom': 'oldSku' }, // declared rename
  legacy2: { type: 'string' }, // undeclared rename of legacy
  // gone: removed; trash: dropped (x-dropped)
  amount: { type: 'integer' }, // text → number, every value converts
  label: { type: 'string', default: 'none' }, // now required, with a default
  level: { type: 'integer', default: 3 }, // new required field with a default
  note: { type: 'string' }, // new optional field
  state: { type: 'string', enum: ['NEW', 'USED'], 'x-enumRenamed': { OLD: 'USED' } },
  // a new many-to-many (issue #22): a join table, no column
  keeperIds: {
    type: 'array',
    items: { type: 'integer' },
    'x-column': { stored: false },
    'x-reference': { resource: 'employee', onDelete: 'CASCADE' },
  },
};
const V2_GADGET = gadget(V2_FIELDS, {
  required: ['name', 'label', 'level'],
  'x-dropped': ['trash'],
});
const V2 = [...OTHERS, holiday({ type: 'integer' }), V2_GADGET];

let open: Awaited<ReturnType<typeof openCopy>>;
let d: Database;

beforeAll(async () => {
  open = await openCopy();
  d = open.database;
  await migrate(d.db, V1);
  await d.db
    .insertInto('gadget')
    .values([
      {
        name: 'a',
        oldSku: 'S1',
        legacy: 'L1',
        gone: 'G1',
        trash: 'T1',
        amount: ' 12 ',
        state: 'OLD',
      },
      { name: 'b', oldSku: 'S2', legacy: null, gone: null, trash: 'T2', amount: null, label: 'x' },
    ])
    .execute();
  await d.db
    .insertInto('holiday')
    .values({ name: 'Founders Day', date: '2026-12-01', halfDay: false, code: '7' })
    .execute();
});
afterAll(async () => {
  await d?.close();
  await open?.drop?.();
});

const rows = async () =>
  (await d.db.selectFrom('gadget').selectAll().orderBy('gadgetId').execute()).map(
    ({ gadgetId: _id, ...rest }) => rest,
  );

async function columns() {
  const { rows: cols } = await sql<{ c: string; type: string; nullable: string }>`
    select column_name as c, data_type as type, is_nullable as nullable from information_schema.columns
     where table_schema = current_schema() and table_name = 'gadget'`.execute(d.db);
  return Object.fromEntries(cols.map((r) => [r.c, r]));
}

/** Migrating to `gadget` (holiday as in V2) fails; returns the refusal's message. */
async function refused(g: ResourceSchema): Promise<string> {
  const err = await migrate(d.db, [...OTHERS, holiday({ type: 'string' }), g]).catch((e) => e);
  expect(err).toBeInstanceOf(MigrationRefusedError);
  return (err as Error).message;
}

describe('changes that cannot be applied refuse the start and change nothing', () => {
  const before = { rows: [] as object[], columns: {} as object };
  beforeAll(async () => {
    before.rows = await rows();
    before.columns = await columns();
  });
  const unchanged = async () => {
    expect(await rows()).toEqual(before.rows);
    expect(await columns()).toEqual(before.columns);
  };

  it('a type change some values cannot take names the file, the field and the first values', async () => {
    await d.db.updateTable('gadget').set({ gone: 'twelve' }).where('name', '=', 'b').execute();
    const message = await refused(gadget({ ...V1_FIELDS, gone: { type: 'integer' } }));
    await d.db.updateTable('gadget').set({ gone: null }).where('name', '=', 'b').execute();
    expect(message).toContain(
      'schemas/gadget.schema.json, field "gone": 2 value(s) cannot become bigint (from text); first: "G1", "twelve"',
    );
    await unchanged();
  });

  it('a new required field without a default names how many rows lack it', async () => {
    const message = await refused(
      gadget({ ...V1_FIELDS, level: { type: 'integer' } }, { required: ['name', 'level'] }),
    );
    expect(message).toContain(
      'schemas/gadget.schema.json, field "level": a new required field, and 2 existing row(s) have no value; give it a default',
    );
    await unchanged();
  });

  it('a field made required without a default names how many rows lack it', async () => {
    const message = await refused(gadget(V1_FIELDS, { required: ['name', 'label'] }));
    expect(message).toContain('field "label": now required, and 1 existing row(s) have no value');
    await unchanged();
  });

  it('an enum that drops a stored value without renaming it names the value', async () => {
    const message = await refused(
      gadget({ ...V1_FIELDS, state: { type: 'string', enum: ['NEW'] } }),
    );
    expect(message).toContain(
      'field "state": 1 row(s) hold a value outside the enum; first: "OLD"',
    );
    await unchanged();
  });

  it('a dry run reports the whole plan and writes nothing', async () => {
    const r = await migrate(d.db, V2, { dryRun: true });
    expect(r.outcomes.some((o) => o.step.kind === 'dropColumn' && o.step.losesData)).toBe(true);
    await unchanged();
  });
});

describe('after a restart on the changed schemas', () => {
  let result: MigrationResult;
  let app: FastifyInstance;
  beforeAll(async () => {
    result = await migrate(d.db, V2);
    app = await buildApp({
      database: d,
      schemas: V2,
      config: {
        staticDir: '/nonexistent',
        jwtSecret: TEST_JWT_SECRET,
        loginRateLimit: { max: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => app?.close());
  const said = () => result.outcomes.map((o) => o.step.words);
  const column = (name: string) =>
    rows().then((r) => r.map((x) => (x as Record<string, unknown>)[name]));

  it('a declared rename moves the data', async () => {
    expect(said()).toContain(
      'column "gadget.oldSku" renamed to "sku", its data with it (x-renamedFrom)',
    );
    expect(await column('sku')).toEqual(['S1', 'S2']);
    expect(await column('oldSku')).toEqual([undefined, undefined]);
  });

  it('an undeclared rename keeps the old column with its data, reported, and adds the new one empty', async () => {
    expect(said()).toContain(
      'field "legacy" removed from the schema: column "gadget.legacy" kept with its data (list it in x-dropped to drop it)',
    );
    expect(await column('legacy')).toEqual(['L1', null]);
    expect(await column('legacy2')).toEqual([null, null]);
  });

  it('a removed field keeps its column and data, and is reported once', async () => {
    expect(said().filter((w) => w.includes('"gone"'))).toHaveLength(1);
    expect(await column('gone')).toEqual(['G1', null]);
    const again = await migrate(d.db, V2);
    expect(again.outcomes).toEqual([]);
  });

  it('a field listed in x-dropped is gone, the plan having said its data is lost', async () => {
    expect(said()).toContain('column "gadget.trash" DROPPED: its data will be lost (x-dropped)');
    expect((await columns()).trash).toBeUndefined();
  });

  it('text that holds numbers becomes a number column', async () => {
    expect((await columns()).amount.type).toBe('bigint');
    expect(await column('amount')).toEqual([12, null]);
  });

  it('a new required field with a default fills old rows, and the database enforces it', async () => {
    expect(await column('level')).toEqual([3, 3]);
    expect((await columns()).level.nullable).toBe('NO');
  });

  it('a field made required with a default fills the empty rows only', async () => {
    expect(await column('label')).toEqual(['none', 'x']);
    expect((await columns()).label.nullable).toBe('NO');
  });

  it('a declared enum rename rewrites stored values, and the database refuses the old one', async () => {
    expect(await column('state')).toEqual(['USED', null]);
    await expect(
      d.db.insertInto('gadget').values({ name: 'c', state: 'OLD' }).execute(),
    ).rejects.toThrow();
  });

  it('a new many-to-many creates its join table, said in the plan, with no links for old rows', async () => {
    expect(said()).toContain(
      'new many-to-many: join table "gadgetKeeperIds" created (gadget ↔ employee)',
    );
    const links = await sql`select * from "gadgetKeeperIds"`.execute(d.db);
    expect(links.rows).toEqual([]);
    expect(Object.keys(await columns())).not.toContain('keeperIds');
    const unknown = sql`insert into "gadgetKeeperIds" ("gadgetId", "employeeId")
      select min("gadgetId"), 987654321 from gadget`.execute(d.db);
    await expect(unknown).rejects.toThrow();
  });

  it('a new optional field is added empty', async () => {
    expect(await column('note')).toEqual([null, null]);
  });

  it('existing records read without error after their field changed type', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/holiday',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Founders Day', code: 7 })]),
    );
  });

  it('a database without snapshots takes its first one and changes nothing', async () => {
    await sql`delete from "_schemaSnapshot"`.execute(d.db);
    await sql`delete from "_migration" where name like 'schema:%'`.execute(d.db);
    expect((await migrate(d.db, V2)).outcomes).toEqual([]);
    const { rows: n } = await sql<{ n: number }>`
      select count(*)::int as n from "_schemaSnapshot"`.execute(d.db);
    expect(n[0].n).toBe(V2.length);
  });
});

describe('the database enforces every required field and enum, where the rows satisfy them', () => {
  const notNull = async (t: string, c: string) =>
    (
      await sql<{ nn: boolean }>`select a.attnotnull as nn from pg_attribute a
        join pg_class k on k.oid = a.attrelid
        where k.relname = ${t} and a.attname = ${c}`.execute(d.db)
    ).rows[0].nn;
  const check = async (name: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_constraint
        where conname = ${name}`.execute(d.db)
    ).rows[0].n;
  const forgetSnapshots = async () => {
    await sql`delete from "_schemaSnapshot"`.execute(d.db);
    await sql`delete from "_migration" where name like 'schema:%'`.execute(d.db);
  };

  it('a fresh database has them, and a raw insert that breaks them is refused', async () => {
    const fresh = await openCopy();
    try {
      const f = fresh.database.db;
      const nn = await sql<{ nn: boolean }>`select a.attnotnull as nn from pg_attribute a
        join pg_class k on k.oid = a.attrelid
        where k.relname = 'leaveRequest' and a.attname = 'reason'`.execute(f);
      expect(nn.rows[0].nn).toBe(true);
      await expect(
        sql`insert into "holiday" (name, date) values (null, '2026-01-01')`.execute(f),
      ).rejects.toThrow(/null value in column "name"/);
      await expect(
        sql`insert into "performance" (rating, comment) values ('BOGUS', 'x')`.execute(f),
      ).rejects.toThrow(/ck_performance_rating/);
      // x-table.partialRows: the employee's required fields are left to validation, its enums not.
      const emp = await sql<{ nn: boolean }>`select a.attnotnull as nn from pg_attribute a
        join pg_class k on k.oid = a.attrelid
        where k.relname = 'employee' and a.attname = 'firstName'`.execute(f);
      expect(emp.rows[0].nn).toBe(false);
      // A required reference the database empties on delete (onDelete SET NULL) is not NOT NULL.
      const manager = await sql<{ nn: boolean }>`select a.attnotnull as nn from pg_attribute a
        join pg_class k on k.oid = a.attrelid
        where k.relname = 'department' and a.attname = 'managerId'`.execute(f);
      expect(manager.rows[0].nn).toBe(false);
      const ck = await sql<{ n: number }>`select count(*)::int as n from pg_constraint
        where conname = 'ck_employee_gender'`.execute(f);
      expect(ck.rows[0].n).toBe(1);
    } finally {
      await fresh.database.close();
      await fresh.drop?.();
    }
  });

  it('a database without them gets those its rows satisfy, and names the count of the others without refusing', async () => {
    await sql`alter table "holiday" alter column "name" drop not null`.execute(d.db);
    await sql`alter table "holiday" alter column "date" drop not null`.execute(d.db);
    await sql`alter table "performance" drop constraint "ck_performance_rating"`.execute(d.db);
    await sql`insert into "holiday" (name, date, "halfDay") values (null, '2026-12-24', false)`.execute(
      d.db,
    );
    await forgetSnapshots();
    const { outcomes } = await migrate(d.db, V2);
    const got = outcomes.map((o) => [o.step.kind, o.step.resource, o.note, o.refusal]);
    expect(got.sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual([
      [
        'addConstraints',
        'holiday',
        'left to validation, as before: "name" not made NOT NULL: 1 row(s) have no value',
        undefined,
      ],
      ['addConstraints', 'performance', undefined, undefined],
    ]);
    expect(await notNull('holiday', 'name')).toBe(false);
    expect(await notNull('holiday', 'date')).toBe(true);
    expect(await check('ck_performance_rating')).toBe(1);
  });

  it('once the rows are mended the next start adds it, and an unchanged start adds nothing', async () => {
    await sql`delete from "holiday" where name is null`.execute(d.db);
    const { outcomes } = await migrate(d.db, V2);
    expect(outcomes.map((o) => [o.step.kind, o.step.words, o.note])).toEqual([
      [
        'addConstraints',
        'table "holiday" enforced by the database: NOT NULL on "name" (where every row satisfies it)',
        undefined,
      ],
    ]);
    expect(await notNull('holiday', 'name')).toBe(true);
    expect((await migrate(d.db, V2)).outcomes).toEqual([]);
  });
});
