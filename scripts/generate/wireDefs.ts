/**
 * A shape several x-api operations share (the signed-in user, a page query) is written once in the
 * schema file's `$defs` and named from an operation's query, body or payload with
 * `{"$ref": "#/$defs/<name>"}`; `{"$ref": "#/properties/<name>"}` names a property's own schema (a
 * body that takes a new password by the property's rules and words). The generator writes each
 * named part in where it is named (keys beside the `$ref` are added to it) and leaves `$defs` out:
 * the registry carries every operation's wire schema whole, and the resource's own schema (its
 * forms, its validator) never sees `$defs`.
 */
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { isObject } from './guards.ts';

const PARTS = ['query', 'body', 'payload'] as const;
const REF = /^#\/(\$defs|properties)\/([a-zA-Z][a-zA-Z0-9]*)$/;

/** `schema` with its wire schemas' `$defs` references written in; throws with the place and why. */
export function withWireDefs(schema: ResourceSchema): ResourceSchema {
  const { $defs = {}, ...rest } = schema as ResourceSchema & { $defs?: unknown };
  if (!isObject($defs)) throw new Error('$defs must be an object of named schemas');
  const named = { $defs, properties: rest.properties ?? {} } as Record<
    string,
    Record<string, unknown>
  >;
  const inline = (node: unknown, where: string, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, where, seen));
    if (!isObject(node)) return node;
    const { $ref, ...beside } = node as Record<string, unknown>;
    const own = Object.fromEntries(
      Object.entries(beside).map(([k, v]) => [k, inline(v, where, seen)]),
    );
    if ($ref === undefined) return own;
    const [, map, name] = (typeof $ref === 'string' && REF.exec($ref)) || [];
    const part = map && named[map][name];
    if (!isObject(part))
      throw new Error(
        `${where}: "$ref": ${JSON.stringify($ref)} names no entry of $defs or properties`,
      );
    if (seen.includes($ref as string)) throw new Error(`${where}: ${$ref} names itself`);
    return { ...(inline(part, where, [...seen, $ref as string]) as object), ...own };
  };
  const api = rest['x-api'];
  if (!api) return rest as ResourceSchema;
  return {
    ...rest,
    'x-api': Object.fromEntries(
      Object.entries(api).map(([key, op]) => [
        key,
        op &&
          Object.fromEntries(
            Object.entries(op).map(([part, value]) => [
              part,
              (PARTS as readonly string[]).includes(part)
                ? inline(value, `x-api.${key}.${part}`, [])
                : value,
            ]),
          ),
      ]),
    ),
  } as ResourceSchema;
}
