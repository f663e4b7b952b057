// A shape several x-api operations share is written once in `$defs` (or is a property's own
// schema) and named with `$ref`; the generator writes it in where it is named and leaves `$defs`
// out of what it registers (scripts/generate/wireDefs.ts).
import { describe, expect, it } from 'vitest';
import { withWireDefs } from '../../scripts/generate/wireDefs.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';

const schema = (api: object, defs?: object) =>
  ({
    'x-resource': 'gadget',
    'x-id': 'gadgetId',
    'x-privileges': {},
    ...(defs ? { $defs: defs } : {}),
    properties: { gadgetId: { type: 'integer' }, secret: { type: 'string', minLength: 8 } },
    'x-api': api,
  }) as unknown as ResourceSchema;

describe('wire schemas naming $defs and properties', () => {
  it('are written in where they are named, nested names too, with keys beside the $ref added', () => {
    const out = withWireDefs(
      schema(
        {
          show: {
            method: 'GET',
            path: '/gadget/{gadgetId}',
            status: 200,
            payload: { $ref: '#/$defs/answer', description: 'One gadget.' },
          },
          rename: {
            method: 'POST',
            path: '/gadget/{gadgetId}/secret',
            status: 200,
            body: { type: 'object', properties: { secret: { $ref: '#/properties/secret' } } },
          },
        },
        {
          owner: { type: 'object', properties: { name: { type: 'string' } } },
          answer: { type: 'object', properties: { owner: { $ref: '#/$defs/owner' } } },
        },
      ),
    ) as unknown as Record<string, unknown>;
    expect(out.$defs).toBeUndefined();
    const api = out['x-api'] as Record<string, Record<string, unknown>>;
    expect(api.show.payload).toEqual({
      type: 'object',
      description: 'One gadget.',
      properties: { owner: { type: 'object', properties: { name: { type: 'string' } } } },
    });
    expect(api.rename.body).toEqual({
      type: 'object',
      properties: { secret: { type: 'string', minLength: 8 } },
    });
    expect(api.show.path).toBe('/gadget/{gadgetId}');
  });

  it('refuse a name that is not there, or a part that names itself', () => {
    const op = (payload: object) => ({ show: { method: 'GET', path: '/g', status: 200, payload } });
    expect(() => withWireDefs(schema(op({ $ref: '#/$defs/nope' }), {}))).toThrow(
      'x-api.show.payload: "$ref": "#/$defs/nope" names no entry of $defs or properties',
    );
    expect(() => withWireDefs(schema(op({ $ref: 'other.json#/x' }), {}))).toThrow(
      'names no entry of $defs or properties',
    );
    expect(() =>
      withWireDefs(
        schema(op({ $ref: '#/$defs/loop' }), {
          loop: { type: 'object', properties: { again: { $ref: '#/$defs/loop' } } },
        }),
      ),
    ).toThrow('x-api.show.payload: #/$defs/loop names itself');
  });
});
