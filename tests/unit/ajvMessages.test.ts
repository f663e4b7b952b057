// createAjv(): the one ajv set-up. Messages come from the schema (ajv-errors) and strict mode refuses
// keywords outside the dialect, so a misspelt x- key cannot pass silently.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/shared/createAjv.ts';

const schema = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      errorMessage: { type: 'Name is required' },
      allOf: [
        { minLength: 3, errorMessage: { minLength: 'Name must be at least 3 characters' } },
        { pattern: '^[^0-9]*$', errorMessage: { pattern: 'Name must not contain numbers' } },
      ],
    },
    email: {
      type: 'string',
      format: 'email',
      errorMessage: { format: 'Please enter a valid email' },
    },
  },
  required: ['name'],
  errorMessage: { required: { name: 'Name is required' } },
};

const messages = (body: unknown, s: object = schema) => {
  const validate = createAjv().compile(s);
  validate(body);
  return (validate.errors ?? []).map((e) => e.message);
};

describe('createAjv with errorMessage', () => {
  it('gives the custom text for a broken rule', () => {
    expect(messages({ name: 'ab' })).toEqual(['Name must be at least 3 characters']);
  });

  it('reports every broken rule, each with its own words', () => {
    expect(messages({ name: 'a1' })).toEqual([
      'Name must be at least 3 characters',
      'Name must not contain numbers',
    ]);
  });

  it('gives the custom required text for a missing field and for null', () => {
    expect(messages({})).toEqual(['Name is required']);
    expect(messages({ name: null })).toEqual(['Name is required']);
  });

  it('knows the ajv-formats formats and words their errors from the schema', () => {
    expect(messages({ name: 'Alice', email: 'not-an-email' })).toEqual([
      'Please enter a valid email',
    ]);
  });

  it('accepts a valid body', () => {
    expect(messages({ name: 'Alice', email: 'alice@example.com' })).toEqual([]);
  });
});

describe('createAjv strict mode', () => {
  it('rejects an unknown x- key, naming it', () => {
    expect(() => createAjv().compile({ type: 'object', 'x-lsit': { columns: [] } })).toThrow(
      /unknown keyword: "x-lsit"/,
    );
  });

  it('rejects a known x- key whose value breaks its meta-schema', () => {
    expect(() => createAjv().compile({ type: 'object', 'x-list': { columns: 'name' } })).toThrow(
      /x-list/,
    );
  });

  it('accepts the dialect x- keys', () => {
    expect(() =>
      createAjv().compile({
        type: 'object',
        'x-resource': 'widget',
        'x-id': 'widgetId',
        'x-list': { columns: ['name'] },
        properties: {
          widgetId: { type: 'integer' },
          name: { type: 'string', 'x-column': { unique: true } },
        },
      }),
    ).not.toThrow();
  });
});
