import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/shared/createAjv.ts';
import { createLazySchemas } from '../../src/server/http/lazySchemas.ts';
import { seal, sharedAnswer } from '../../src/server/cache/sealed.ts';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 3, errorMessage: 'Name is too short' } },
  required: ['name'],
};

/** The serializer a GET route answering 200 with `schema` gets from the lazy schemas. */
const serializerOf = (lazy: ReturnType<typeof createLazySchemas>, schema: object) =>
  lazy.serializerFactory()({ method: 'GET', url: '/x', httpStatus: '200', schema } as never);

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
    const serialize = serializerOf(lazy, {
      type: 'object',
      properties: { id: { type: 'integer' } },
    });
    // fast-json-stringify writes only the listed keys.
    expect(serialize({ id: 7, secret: 'no' })).toBe('{"id":7}');
  });

  it('writes a sealed document once, as bytes, and an unsealed one afresh on every call', () => {
    const lazy = createLazySchemas();
    const serialize = serializerOf(lazy, {
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'string' } } },
    });
    const open = { items: ['a'] };
    expect(serialize(open)).toBe('{"items":["a"]}');
    open.items.push('b');
    expect(serialize(open)).toBe('{"items":["a","b"]}');

    // A sealed document is written once, as UTF-8 bytes that later calls get back as they are.
    const sealed = seal({ items: ['a'] });
    const first = serialize(sealed) as unknown as Buffer;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(first.toString()).toBe('{"items":["a"]}');
    expect(() => (sealed.items as string[]).push('b')).toThrow(TypeError);
    expect(serialize(sealed)).toBe(first);
    // Another sealed document is written on its own, not confused with the first.
    expect(String(serialize(seal({ items: ['c'] })))).toBe('{"items":["c"]}');
  });

  it('wraps a sealed value in one sealed reply, and an unsealed one in a new reply each time', () => {
    const wrap = (page: { total: number }) => sharedAnswer({ success: true, page });
    const page = seal({ total: 3 });
    const reply = wrap(page);
    expect(reply).toEqual({ success: true, page: { total: 3 } });
    expect(wrap(page)).toBe(reply);
    expect(Object.isFrozen(reply)).toBe(true);
    const open = { total: 3 };
    expect(wrap(open)).not.toBe(wrap(open));
    expect(Object.isFrozen(wrap(open))).toBe(false);
    // A different flat field is a different envelope; so is another sealed value.
    expect(sharedAnswer({ success: false, page })).not.toBe(reply);
    expect(sharedAnswer({ success: true, page: seal({ total: 3 }) })).not.toBe(reply);
  });

  it('writes a fresh envelope around a sealed value once, as the one it wrote before', () => {
    const lazy = createLazySchemas();
    const serialize = serializerOf(lazy, {
      type: 'object',
      properties: {
        message: { type: 'string' },
        page: { type: 'object', properties: { total: { type: 'integer' } } },
      },
    });
    const page = seal({ total: 3 });
    const first = serialize({ message: 'ok', page }) as unknown as Buffer;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(first.toString()).toBe('{"message":"ok","page":{"total":3}}');
    expect(serialize({ message: 'ok', page })).toBe(first);
    expect(String(serialize({ message: 'other', page }))).toBe(
      '{"message":"other","page":{"total":3}}',
    );
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
