/**
 * How the dialect's dotted paths walk a JSON schema: the same steps valueAt takes through a record
 * (src/admin/schema/list/paths.ts), taken through the schema that describes the record instead.
 *
 * @example
 *   unresolved(registry.branch, ['organizations', '0', 'organizationName']) // undefined: it resolves
 *   unresolved(registry.branch, ['organisations']) // '"organisations" is not a property of the record'
 */
import { isObject } from './guards.ts';

const SCALARS = new Set(['string', 'integer', 'number', 'boolean', 'null']);

const typesOf = (node: Record<string, unknown>): string[] =>
  Array.isArray(node.type) ? (node.type as string[]) : node.type ? [node.type as string] : [];

const describe = (walked: string[]) => (walked.length ? walked.join('.') : 'the record');

/**
 * Why the dotted `steps` cannot be read inside `node` the way valueAt reads them (a property, an
 * array index, an array's `length`), or undefined when they can. A node without a declared shape
 * (`{}`, an object without properties) accepts any step.
 */
export function unresolved(
  node: unknown,
  steps: string[],
  walked: string[] = [],
): string | undefined {
  if (!steps.length || !isObject(node)) return undefined;
  const [step, ...rest] = steps;
  const types = typesOf(node);
  if (isObject(node.properties)) {
    if (Object.hasOwn(node.properties, step))
      return unresolved(node.properties[step], rest, [...walked, step]);
    return `"${step}" is not a property of ${describe(walked)}`;
  }
  if (types.includes('array') || node.items !== undefined) {
    if (/^(0|[1-9]\d*)$/.test(step)) return unresolved(node.items, rest, [...walked, step]);
    if (step === 'length' && !rest.length) return undefined;
    return `${describe(walked)} is a list: "${step}" is neither an index nor length`;
  }
  if (types.length && types.every((t) => SCALARS.has(t)))
    return `${describe(walked)} is ${types.join(' or ')}, with no "${step}" inside`;
  return undefined;
}

/** The `{name}` placeholders of an x-api path or a `{field}` template. */
export const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
