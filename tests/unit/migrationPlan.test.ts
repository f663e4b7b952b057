// The migration plan (src/server/db/migrationPlan.ts): schemas + stored snapshots + the columns the
// database has → steps in plain words, each saying whether it loses data. Pure, so every case of
// issue #20 §1 is checked here without a database; tests/api/schemaChanges.test.ts applies them.
import { describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { planMigration, type PlanInput } from '../../src/server/db/migrationPlan.ts';
import type { Step } from '../../src/server/db/migrationSteps.ts';
import { canonicalType, constraintName, shapeOf } from '../../src/server/db/schemaShape.ts';
import { formatPlan } from '../../src/server/db/migrationReport.ts';

const gadget = (
  properties: Record<string, object>,
  extra: Partial<ResourceSchema> = {},
): ResourceSchema =>
  ({
    type: 'object',
    'x-resource': 'gadget',
    'x-id': 'gadgetId',
    'x-privileges': {},
    properties: { gadgetId: { type: 'integer' }, ...properties },
    ...extra,
  }) as ResourceSchema;

const V1_PROPS = { name: { type: 'string' }, code: { type: 'string' } };
const V1 = gadget(V1_PROPS, { required: ['name'] });

/** The database as V1 left it: its snapshot, its columns and their constraints. */
function migratedTo(schema: ResourceSchema) {
  const shape = shapeOf(schema);
  const cols = new Map([['gadgetId', 'bigint']]);
  const notNull = new Set(['gadgetId']);
  const checks = new Set<string>();
  for (const [name, col] of Object.entries(shape.columns)) {
    cols.set(name, col.type);
    if (col.required && schema['x-table']?.partialRows !== true) notNull.add(name);
    if (col.enum) checks.add(constraintName('ck', 'gadget', [name]));
  }
  return {
    snapshots: new Map([['gadget', shape]]),
    columns: new Map([['gadget', cols]]),
    notNull: new Map([['gadget', notNull]]),
    checks,
  };
}

const plan = (schema: ResourceSchema, from: Omit<PlanInput, 'schemas'> = migratedTo(V1)) =>
  planMigration({ schemas: [schema], ...from });
const kinds = (steps: Step[]) => steps.map((s) => s.kind);

describe('migration plan', () => {
  it('has nothing to do when the schemas are those of the snapshot', () => {
    const p = plan(V1);
    expect(p.steps).toEqual([]);
    expect(p.snapshots).toEqual([]);
  });

  it('creates the table of a new resource', () => {
    const p = planMigration({ schemas: [V1], snapshots: new Map(), columns: new Map() });
    expect(kinds(p.steps)).toEqual(['createTable']);
    expect(p.steps[0].words).toBe('new resource: table "gadget" created');
    expect(p.snapshots.map((s) => s.table)).toEqual(['gadget']);
  });

  it('adds a new optional field, and one with a default that fills old rows', () => {
    const p = plan(
      gadget(
        { ...V1_PROPS, note: { type: 'string' }, level: { type: 'integer', default: 3 } },
        {
          required: ['name', 'level'],
        },
      ),
    );
    expect(kinds(p.steps)).toEqual(['addColumn', 'addColumn']);
    expect(p.steps[0].words).toBe('column "gadget.note" added, text');
    expect(p.steps[1].words).toBe(
      'column "gadget.level" added, bigint, required (existing rows get 3)',
    );
    expect(p.steps.every((s) => !s.losesData)).toBe(true);
  });

  it('moves a field declared renamed (x-renamedFrom) with its data', () => {
    const p = plan(
      gadget(
        { name: { type: 'string' }, sku: { type: 'string', 'x-renamedFrom': 'code' } },
        { required: ['name'] },
      ),
    );
    expect(kinds(p.steps)).toEqual(['renameColumn']);
    expect(p.steps[0].words).toBe(
      'column "gadget.code" renamed to "sku", its data with it (x-renamedFrom)',
    );
  });

  it('treats an undeclared rename as a removal (column kept, reported) plus an addition', () => {
    const p = plan(
      gadget({ name: { type: 'string' }, sku: { type: 'string' } }, { required: ['name'] }),
    );
    expect(kinds(p.steps)).toEqual(['addColumn', 'keepColumn']);
    expect(p.steps[1].words).toBe(
      'field "code" removed from the schema: column "gadget.code" kept with its data (list it in x-dropped to drop it)',
    );
    expect(p.steps[1].losesData).toBe(false);
  });

  it('reports a removal once: the next snapshot no longer knows the field', () => {
    const v2 = gadget({ name: { type: 'string' } }, { required: ['name'] });
    const first = plan(v2);
    expect(kinds(first.steps)).toEqual(['keepColumn']);
    const after = migratedTo(v2);
    after.columns.get('gadget')!.set('code', 'text'); // the column is still there
    expect(plan(v2, after).steps).toEqual([]);
  });

  it('drops a column listed in x-dropped and says its data will be lost', () => {
    const p = plan(
      gadget({ name: { type: 'string' } }, { required: ['name'], 'x-dropped': ['code'] }),
    );
    expect(kinds(p.steps)).toEqual(['dropColumn']);
    expect(p.steps[0].losesData).toBe(true);
    expect(p.steps[0].words).toBe(
      'column "gadget.code" DROPPED: its data will be lost (x-dropped)',
    );
  });

  it('converts text to a number, checking every value', () => {
    const p = plan(
      gadget({ name: { type: 'string' }, code: { type: 'integer' } }, { required: ['name'] }),
    );
    expect(p.steps).toMatchObject([
      { kind: 'retypeColumn', column: 'code', from: 'text', to: 'bigint', bad: expect.any(String) },
    ]);
    expect(p.steps[0].words).toBe(
      'column "gadget.code" converted from text to bigint (every value must convert)',
    );
  });

  it('converts a number to text without a check', () => {
    const v1 = gadget({ n: { type: 'number' } });
    const p = plan(gadget({ n: { type: 'string' } }), migratedTo(v1));
    expect(p.steps).toMatchObject([
      { kind: 'retypeColumn', to: 'text', bad: undefined, using: '$c::text' },
    ]);
  });

  it('retypes only an empty column when no conversion exists (jsonb to date)', () => {
    const v1 = gadget({ tags: { type: 'array' } });
    const p = plan(gadget({ tags: { type: 'string', format: 'date' } }), migratedTo(v1));
    expect(p.steps).toMatchObject([{ kind: 'retypeColumn', using: undefined }]);
    expect(p.steps[0].words).toContain('(only if it holds no value)');
  });

  it('catches a column whose type differs from the schema even without a snapshot', () => {
    const from = {
      snapshots: new Map(),
      columns: new Map([
        [
          'gadget',
          new Map([
            ['gadgetId', 'bigint'],
            ['name', 'text'],
            ['code', 'bigint'],
          ]),
        ],
      ]),
    };
    expect(kinds(plan(V1, from).steps)).toEqual(['retypeColumn']);
  });

  it('checks a field newly required, filling it when the schema gives a default', () => {
    const bare = plan(gadget(V1_PROPS, { required: ['name', 'code'] }));
    expect(bare.steps).toMatchObject([
      { kind: 'requireColumn', column: 'code', fill: undefined, enforce: true },
    ]);
    const filled = plan(
      gadget(
        { ...V1_PROPS, code: { type: 'string', default: 'NONE' } },
        { required: ['name', 'code'] },
      ),
    );
    expect(filled.steps).toMatchObject([{ kind: 'requireColumn', fill: 'NONE' }]);
  });

  it('leaves NOT NULL out for a resource written in steps (x-table.partialRows)', () => {
    const p = plan(
      gadget(V1_PROPS, { required: ['name', 'code'], 'x-table': { partialRows: true } }),
    );
    expect(p.steps).toMatchObject([{ kind: 'requireColumn', enforce: false }]);
  });

  it('enforces a new required field on a database that has no snapshot yet too', () => {
    const from = { ...migratedTo(V1), snapshots: new Map() };
    expect(
      plan(
        gadget({ ...V1_PROPS, level: { type: 'integer' } }, { required: ['name', 'level'] }),
        from,
      ).steps,
    ).toMatchObject([{ kind: 'addColumn', enforce: true }]);
  });

  it('adds the NOT NULL and CHECK constraints a table lacks for unchanged fields, in one step', () => {
    const v = gadget(
      { ...V1_PROPS, state: { type: 'string', enum: ['NEW', 'OLD'] } },
      { required: ['name'] },
    );
    const bare = {
      ...migratedTo(v),
      snapshots: new Map(),
      notNull: new Map([['gadget', new Set(['gadgetId'])]]),
      checks: new Set<string>(),
    };
    const p = plan(v, bare);
    expect(p.steps).toMatchObject([
      {
        kind: 'addConstraints',
        notNull: ['name'],
        enums: [{ column: 'state', values: ['NEW', 'OLD'] }],
      },
    ]);
    expect(p.steps[0].words).toBe(
      'table "gadget" enforced by the database: NOT NULL on "name"; CHECK (enum) on "state" (where every row satisfies it)',
    );
    // Once they exist, nothing is planned.
    expect(plan(v, migratedTo(v)).steps).toEqual([]);
    // x-table.partialRows: the enum is still checked, NOT NULL is left out.
    const partial = gadget(v.properties as Record<string, object>, {
      required: ['name'],
      'x-table': { partialRows: true },
    });
    expect(plan(partial, bare).steps).toMatchObject([
      { kind: 'addConstraints', notNull: [], enums: [{ column: 'state' }] },
    ]);
  });

  it('renames enum values declared in x-enumRenamed, then checks the enum', () => {
    const v1 = gadget({ state: { type: 'string', enum: ['NEW', 'OLD'] } });
    const p = plan(
      gadget({
        state: { type: 'string', enum: ['NEW', 'USED'], 'x-enumRenamed': { OLD: 'USED' } },
      }),
      migratedTo(v1),
    );
    expect(kinds(p.steps)).toEqual(['renameEnumValues', 'enforceEnum']);
    expect(p.steps[0].words).toBe('values of "gadget.state" renamed: OLD → USED');
  });

  it('plans created and dropped indexes', () => {
    const p = plan(gadget(V1_PROPS, { required: ['name'], 'x-table': { indexes: [['code']] } }));
    expect(p.steps).toMatchObject([{ kind: 'createIndex', index: 'ix_gadget_code' }]);
    const back = plan(
      V1,
      migratedTo(gadget(V1_PROPS, { required: ['name'], 'x-table': { indexes: [['code']] } })),
    );
    expect(back.steps).toMatchObject([{ kind: 'dropIndex', index: 'ix_gadget_code' }]);
  });

  it('keeps the table of a resource whose schema is gone and forgets its snapshot', () => {
    const p = planMigration({ schemas: [], ...migratedTo(V1) });
    expect(kinds(p.steps)).toEqual(['keepTable']);
    expect(p.forget).toEqual(['gadget']);
  });

  it('spells SQL types as the catalogue does', () => {
    expect(canonicalType('timestamptz')).toBe('timestamp with time zone');
    expect(canonicalType('varchar(12)')).toBe('character varying(12)');
    expect(canonicalType('numeric(12, 2)')).toBe('numeric(12,2)');
    expect(canonicalType('double precision')).toBe('double precision');
  });
});

describe('the plan in words (migrationReport)', () => {
  it('prints each resource with its steps, marks data loss, and lists refusals last', () => {
    const steps = plan(
      gadget({ name: { type: 'string' } }, { required: ['name'], 'x-dropped': ['code'] }),
    ).steps;
    const text = formatPlan([
      { step: steps[0] },
      {
        step: { ...steps[0], words: 'x' },
        refusal: 'schemas/gadget.schema.json, field "code": no',
      },
    ]);
    expect(text.split('\n')).toEqual([
      'Schema migration:',
      '  gadget (schemas/gadget.schema.json)',
      '    - DATA LOSS column "gadget.code" DROPPED: its data will be lost (x-dropped)',
      '    - REFUSED x',
      '  Cannot be applied:',
      '    schemas/gadget.schema.json, field "code": no',
    ]);
  });

  it('says so when nothing changes, and sums up a new database in one line', () => {
    expect(formatPlan([])).toBe('Schema migration: nothing to change.');
    const created = planMigration({
      schemas: ['a', 'b', 'c', 'd'].map((r) => ({ ...V1, 'x-resource': r })),
      snapshots: new Map(),
      columns: new Map(),
    }).steps.map((step) => ({ step }));
    expect(formatPlan(created)).toBe('Schema migration: new database, 4 tables created.');
  });
});
