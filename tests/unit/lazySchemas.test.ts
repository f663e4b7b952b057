import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/shared/createAjv.ts';
import { createLazySchemas } from '../../src/server/lazySchemas.ts';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 3, errorMessage: 'Name is too short' } },
  required: ['name'],
};

describe('route schemas compiled on first use', () => {
  it('compiles a validator once, at its first call, and reports its errors like ajv', () => {
    const lazy = createLazySchemas();
    let compiled = 0;
    const validate = lazy.validator(() => {
      compiled++;
      return createAjv().compile(schema);
    });
    expect(compiled).toBe(0);
    expect(validate({ name: 'Al' })).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual(['Name is too short']);
    expect(validate({ name: 'Alice' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiled).toBe(1);
  });

  it('compiles a serializer once, at its first call', () => {
    const lazy = createLazySchemas();
    const serialize = lazy.serializerFactory()({
      method: 'GET',
      url: '/x',
      httpStatus: '200',
      schema: { type: 'object', properties: { id: { type: 'integer' } } },
    });
    // fast-json-stringify writes only the listed keys.
    expect(serialize({ id: 7, secret: 'no' })).toBe('{"id":7}');
  });

  it('warms every schema not used yet, then has nothing left', async () => {
    const lazy = createLazySchemas();
    let compiled = 0;
    const make = () =>
      lazy.validator(() => {
        compiled++;
        return createAjv().compile(schema);
      });
    const used = make();
    make();
    make();
    used({ name: 'Alice' });
    expect(await lazy.warm()).toBe(2);
    expect(compiled).toBe(3);
    expect(await lazy.warm()).toBe(0);
  });

  it('rejects the warm-up when a schema does not compile', async () => {
    const lazy = createLazySchemas();
    lazy.validator(() => createAjv().compile({ type: 'object', 'x-unknown-key': 1 }));
    await expect(lazy.warm()).rejects.toThrow(/x-unknown-key/);
  });
});
