// columnFor / tableSpec: the one mapping from a schema property to a database column.
import { describe, expect, it } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import { columnFor, storedColumns, tableSpec } from '../../src/shared/columns.ts';
import type { ColumnHints, ResourceSchema } from '../../src/shared/dialect.ts';

type Prop = JSONSchema7 & { 'x-column'?: ColumnHints };
const plain = { isId: false, required: false };
const sqlType = (prop: Prop) => columnFor('field', prop, plain)?.sqlType;

describe('columnFor', () => {
  it.each<[string, Prop, string]>([
    ['integer', { type: 'integer' }, 'bigint'],
    ['number', { type: 'number' }, 'double precision'],
    ['boolean', { type: 'boolean' }, 'boolean'],
    ['string', { type: 'string' }, 'text'],
    ['string with format date', { type: 'string', format: 'date' }, 'date'],
    ['string with format date-time', { type: 'string', format: 'date-time' }, 'timestamptz'],
    ['base64 string', { type: 'string', contentEncoding: 'base64' }, 'bytea'],
    ['object', { type: 'object' }, 'jsonb'],
    ['array', { type: 'array', items: { type: 'string' } }, 'jsonb'],
    ['nullable integer', { type: ['integer', 'null'] }, 'bigint'],
    ['nullable date', { type: ['string', 'null'], format: 'date' }, 'date'],
    ['string enum without a type', { enum: ['A', 'B'] }, 'text'],
    ['number enum without a type', { enum: [1, 2] }, 'double precision'],
    ['property with no type', {}, 'jsonb'],
  ])('maps a %s property to %s', (_kind, prop, expected) => {
    expect(sqlType(prop)).toBe(expected);
  });

  it('uses x-column.type verbatim over the JSON type', () => {
    expect(sqlType({ type: 'string', 'x-column': { type: 'varchar(12)' } })).toBe('varchar(12)');
  });

  it('gives no column for a wire-only property (x-column.stored: false)', () => {
    expect(
      columnFor('managerName', { type: 'string', 'x-column': { stored: false } }, plain),
    ).toBeNull();
  });

  it('keeps a column for an internal property (stored, never on the wire)', () => {
    const col = columnFor(
      'passwordHash',
      { type: 'string', 'x-column': { internal: true } },
      plain,
    );
    expect(col).toMatchObject({ name: 'passwordHash', sqlType: 'text', primaryKey: false });
  });

  it('marks the id as a not-null bigint primary key whatever its JSON type', () => {
    expect(
      columnFor('skillId', { type: 'integer' }, { isId: true, required: false }),
    ).toMatchObject({
      sqlType: 'bigint',
      primaryKey: true,
      notNull: true,
    });
  });

  it('makes a required property not null and an optional one nullable', () => {
    expect(columnFor('a', { type: 'string' }, { isId: false, required: true })?.notNull).toBe(true);
    expect(columnFor('a', { type: 'string' }, plain)?.notNull).toBe(false);
  });

  it('indexes a foreign key and carries its reference and onDelete', () => {
    const col = columnFor(
      'managerId',
      { type: 'integer', 'x-column': { references: 'employee', onDelete: 'SET NULL' } },
      plain,
    );
    expect(col).toMatchObject({ references: 'employee', onDelete: 'SET NULL', index: true });
  });

  it('carries unique, uniqueFolded and index hints', () => {
    const col = columnFor(
      'code',
      { type: 'string', 'x-column': { unique: true, uniqueFolded: true, index: true } },
      plain,
    );
    expect(col).toMatchObject({ unique: true, uniqueFolded: true, index: true });
  });
});

describe('tableSpec', () => {
  const schema = {
    type: 'object',
    'x-resource': 'widget',
    'x-id': 'widgetId',
    'x-privileges': {},
    'x-table': { unique: [['ownerId', 'name']], indexes: [['name']] },
    properties: {
      widgetId: { type: 'integer', readOnly: true },
      name: { type: 'string' },
      ownerId: { type: ['integer', 'null'], 'x-column': { references: 'employee' } },
      ownerName: { type: 'string', 'x-column': { stored: false } },
      secretHash: { type: 'string', 'x-column': { internal: true } },
    },
    required: ['name'],
  } as unknown as ResourceSchema;

  it('names the table after the resource and marks the x-id column as the only primary key', () => {
    const spec = tableSpec(schema);
    expect(spec.name).toBe('widget');
    expect(spec.idColumn).toBe('widgetId');
    expect(spec.columns.filter((c) => c.primaryKey).map((c) => c.name)).toEqual(['widgetId']);
  });

  it('has a column for every stored property, internal ones included, in schema order', () => {
    expect(storedColumns(schema)).toEqual(['widgetId', 'name', 'ownerId', 'secretHash']);
  });

  it('carries the composite unique keys and indexes from x-table', () => {
    const spec = tableSpec(schema);
    expect(spec.unique).toEqual([['ownerId', 'name']]);
    expect(spec.indexes).toEqual([['name']]);
  });
});
