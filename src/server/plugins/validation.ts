/**
 * Fastify validates with the same ajv set-up as the forms (createAjv), so the server answers with the
 * schema's own words. Bodies are never coerced and lose fields they do not list (no mass assignment);
 * query strings and params are coerced, since they arrive as text. Each validator compiles on first
 * use or when the server warms up after listening (lazySchemas.ts).
 */
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { createAjv } from '../../shared/createAjv.ts';
import type { LazySchemas } from '../lazySchemas.ts';
import { guardNumbers } from '../numericParams.ts';

export const validationPlugin = fp(async (app: FastifyInstance, opts: { lazy: LazySchemas }) => {
  const bodyAjv = createAjv({ removeAdditional: true, strictTypes: false });
  const paramAjv = createAjv({
    coerceTypes: true,
    useDefaults: true,
    removeAdditional: true,
    strictTypes: false,
  });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return opts.lazy.validator(() => bodyAjv.compile(schema));
    // Numeric params and query values are checked as text first (numericParams.ts).
    return guardNumbers(schema, opts.lazy.validator(() => paramAjv.compile(schema)));
  });
});

/** One readable sentence per problem: the schema's errorMessage when it has one, else `field message`. */
export function validationMessages(
  errors: FastifySchemaValidationError[],
  context?: string,
): string[] {
  const out = errors.map((e) => {
    if (e.keyword === 'errorMessage') return e.message ?? 'Invalid value';
    const params = e.params as Record<string, unknown>;
    const field =
      (params?.missingProperty as string | undefined) ??
      e.instancePath?.split('/').filter(Boolean).pop() ??
      context ??
      'value';
    return `${field} ${e.message ?? 'is invalid'}`;
  });
  return [...new Set(out)];
}
