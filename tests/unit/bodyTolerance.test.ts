// The numeric-string coercion every body validator runs first (src/server/plugins/bodyTolerance.ts):
// only where the schema has a number and no text, only plain decimals, in nested shapes too.
import { describe, expect, it } from 'vitest';
import { numericStringCoercer } from '../../src/server/plugins/bodyTolerance.ts';

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
