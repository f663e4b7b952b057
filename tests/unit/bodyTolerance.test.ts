// What every body validator runs first (src/server/plugins/bodyTolerance.ts): the numeric-string
// coercion, only where the schema has a number and no text, only plain decimals, in nested shapes
// too; and the keys an operation declares ignored, dropped before the schema judges the rest.
import { describe, expect, it } from 'vitest';
import {
  ignoredKeysDropper,
  ignoringKeys,
  numericStringCoercer,
} from '../../src/server/plugins/bodyTolerance.ts';

const schema = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    ratio: { type: ['number', 'null'] },
    code: { type: 'string' },
    either: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    maybe: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    nested: { type: 'object', properties: { id: { type: 'integer' } } },
    list: { type: 'array', items: { type: 'number' } },
    named: { type: 'string' },
  },
  additionalProperties: { type: 'integer' },
  allOf: [{ properties: { later: { type: 'integer' } } }],
};

const coerced = (body: Record<string, unknown>) => {
  numericStringCoercer(schema)!(body);
  return body;
};

describe('numericStringCoercer', () => {
  it('turns plain decimals into numbers where only a number fits', () => {
    expect(
      coerced({
        count: '12',
        ratio: ' -0.25 ',
        maybe: '7',
        nested: { id: '3' },
        list: ['1', '2.5', 'x'],
        extra: '4',
        later: '5',
      }),
    ).toEqual({
      count: 12,
      ratio: -0.25,
      maybe: 7,
      nested: { id: 3 },
      list: [1, 2.5, 'x'],
      extra: 4,
      later: 5,
    });
  });

  it('leaves text fields, fields that also take text, and declared non-number keys alone', () => {
    expect(coerced({ code: '12', either: '12', named: '3' })).toEqual({
      code: '12',
      either: '12',
      named: '3',
    });
  });

  it('keeps every other spelling a string, so the schema refuses it', () => {
    for (const text of ['0x10', '1e3', '+1', 'Infinity', 'NaN', '1.', '.5', '1,5', '', ' ']) {
      expect(coerced({ count: text }).count, JSON.stringify(text)).toBe(text);
    }
    expect(coerced({ count: '1234567890123456' }).count).toBe('1234567890123456');
  });

  it('reads "" as null only where null is allowed', () => {
    expect(coerced({ ratio: '', maybe: ' ', count: '' })).toEqual({
      ratio: null,
      maybe: null,
      count: '',
    });
  });

  it('has nothing to do for a schema without numbers', () => {
    expect(numericStringCoercer({ type: 'object', properties: { a: { type: 'string' } } })).toBe(
      undefined,
    );
  });
});

describe('ignoringKeys and ignoredKeysDropper', () => {
  const body = {
    type: 'object',
    properties: { name: { type: 'string' } },
    additionalProperties: false,
  };

  it('marks the named keys ignored in the schema and drops only those', () => {
    const schema = ignoringKeys(body, ['AccessToken'])!;
    expect(schema.additionalProperties).toBe(false);
    expect((schema.properties as Record<string, object>).AccessToken).toMatchObject({
      'x-ignored': true,
    });
    const sent = { name: 'a', AccessToken: 't', other: 1 };
    ignoredKeysDropper(schema)!(sent);
    expect(sent).toEqual({ name: 'a', other: 1 });
  });

  it('with `true`, ignores every key the body does not name', () => {
    const schema = ignoringKeys(body, true)!;
    expect(schema.additionalProperties).toMatchObject({ 'x-ignored': true });
    const sent = { name: 'a', AccessToken: 't', other: 1 };
    ignoredKeysDropper(schema)!(sent);
    expect(sent).toEqual({ name: 'a' });
  });

  it('leaves a body without ignored keys alone', () => {
    expect(ignoringKeys(body, undefined)).toBe(body);
    expect(ignoredKeysDropper(body)).toBe(undefined);
  });
});
