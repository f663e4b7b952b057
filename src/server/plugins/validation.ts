/**
 * Fastify validates with the same ajv set-up as the forms (createAjv), so the server answers with the
 * schema's own words. Bodies lose fields they do not list (no mass assignment) and are not coerced by
 * ajv (it would turn `0x10` into 16 and null into 0); only plain numeric strings become numbers where
 * the schema has a number (bodyTolerance.ts, contract §1.1). Query strings and params are coerced,
 * since they arrive as text. Each validator compiles on first use or when the server warms up after
 * listening (lazySchemas.ts). A route that takes no body accepts an empty one under any content type.
 */
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../shared/createAjv.ts';
import type { LazySchemas } from '../lazySchemas.ts';
import { BODY_METHODS, dropEmptyBodyType, numericStringCoercer } from './bodyTolerance.ts';
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
    if (httpPart === 'body') {
      return opts.lazy.validator(() =>
        withNumericStrings(bodyAjv.compile(schema), numericStringCoercer(schema)),
      );
    }
    // Numeric params and query values are checked as text first (numericParams.ts).
    return guardNumbers(
      schema,
      opts.lazy.validator(() => paramAjv.compile(schema)),
    );
  });
  app.addHook('onRoute', (route) => {
    if (route.schema?.body !== undefined) return;
    if (![route.method].flat().some((m) => BODY_METHODS.has(m))) return;
    const own = route.preParsing;
    route.preParsing = [dropEmptyBodyType, ...(own === undefined ? [] : [own].flat())];
  });
});

/** `validate`, after turning the body's numeric strings into numbers where the schema wants them. */
function withNumericStrings(
  validate: ValidateFunction,
  coerce: ((body: unknown) => void) | undefined,
): ValidateFunction {
  if (!coerce) return validate;
  const wrapped = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    coerce(data);
    const ok = validate(data, context);
    wrapped.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  wrapped.errors = null;
  return wrapped;
}

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
