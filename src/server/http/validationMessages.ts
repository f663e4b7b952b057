/**
 * The words for a failed validation, one per problem, with the field each belongs to: the schema's
 * errorMessage where it has one, else ajv's `field message`. Used by the validation plugin's error
 * answers (plugins/errors.ts) and by the operations that validate bodies themselves (rules.ts,
 * validateBody.ts), which is why it lives here and not in a plugin: operations import no plugin.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { serverMessage } from '../../shared/serverMessages.ts';
import type { FieldError } from './errors.ts';

export type { FieldError };

type Raw = {
  keyword?: string;
  instancePath?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
};

/** The sentence naming a key a body may not carry (its dotted path). */
export const unknownFieldMessage = (field: string) =>
  serverMessage('request.unknown_field', { field });

const dotted = (pointer = '') =>
  pointer
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
const under = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** ajv's sentence for an error without an errorMessage: `field message`. */
function plainMessage(e: FastifySchemaValidationError, context?: string): string {
  const params = e.params as Record<string, unknown>;
  const field =
    (params?.missingProperty as string | undefined) ??
    e.instancePath?.split('/').filter(Boolean).pop() ??
    context ??
    'value';
  return `${field} ${e.message ?? 'is invalid'}`;
}

/**
 * Each problem with the field it belongs to (issue #22 §3): the path of the value it judges, or for
 * a missing property the property's own path (ajv-errors merges missing properties sharing one
 * text into one error: each gets its copy). An `if` error only says a rule's `then` failed, whose
 * own errors are listed, so it is left out.
 */
export function validationFailures(
  errors: FastifySchemaValidationError[],
  context?: string,
): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string) => {
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ path, message });
  };
  const unknown = (path: string) => add(path, unknownFieldMessage(path));
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    const at = dotted(e.instancePath);
    if (e.keyword === 'errorMessage') {
      const message = e.message ?? 'Invalid value';
      const raws = ((e.params as { errors?: Raw[] })?.errors ?? []) as Raw[];
      const missing = raws.map((r) =>
        r.keyword === 'required' ? r.params?.missingProperty : undefined,
      );
      const extra = raws.map((r) => r.params?.additionalProperty);
      if (raws.length && missing.every(Boolean))
        for (const name of missing) add(under(at, name!), message);
      // An unknown key is named, whatever words the schema has for "no other keys".
      else if (raws.length && extra.every(Boolean))
        for (const name of extra) unknown(under(at, name!));
      else add(at, message);
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      unknown(under(at, (e.params as { additionalProperty: string }).additionalProperty));
      continue;
    }
    const missing = (e.params as { missingProperty?: string })?.missingProperty;
    add(missing ? under(at, missing) : at, plainMessage(e, context));
  }
  return out;
}

/** One readable sentence per problem: the schema's errorMessage when it has one, else `field message`. */
export function validationMessages(
  errors: FastifySchemaValidationError[],
  context?: string,
): string[] {
  return [...new Set(validationFailures(errors, context).map((f) => f.message))];
}
