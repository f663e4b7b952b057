/**
 * Fastify validates with the same ajv set-up as the forms (createAjv), so the server answers with the
 * schema's own words. A body key the schema does not list is refused with a 400 naming it (no mass
 * assignment, and no silent loss: a client learns its key did nothing), unless the operation
 * declares it ignored (bodyTolerance.ts); so is any key in the body of a route that takes none.
 * Bodies are not coerced by ajv (it would turn `0x10` into 16 and null into 0); only plain numeric
 * strings become numbers where the schema has a number (bodyTolerance.ts, contract §1.1). Query
 * strings and params are coerced, since they arrive as text. Each validator compiles on first use
 * or when the server warms up after listening (lazySchemas.ts). A route that takes no body accepts
 * an empty one under any content type.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../shared/createAjv.ts';
import type { LazySchemas } from '../http/lazySchemas.ts';
import {
  BODY_METHODS,
  dropEmptyBodyType,
  ignoredKeysDropper,
  numericStringCoercer,
} from './bodyTolerance.ts';
import { unknownKeys } from '../http/errors.ts';
import { guardNumbers } from '../http/numericParams.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart form itself (uploads.ts), parts and keys checked there. */
    form?: boolean;
  }
}

export const validationPlugin = fp(async (app: FastifyInstance, opts: { lazy: LazySchemas }) => {
  const bodyAjv = createAjv({ strictTypes: false });
  const paramAjv = createAjv({
    coerceTypes: true,
    useDefaults: true,
    removeAdditional: true,
    strictTypes: false,
  });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') {
      return opts.lazy.validator(() =>
        beforeValidating(bodyAjv.compile(schema), [
          ignoredKeysDropper(schema),
          numericStringCoercer(schema),
        ]),
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
    // A form route reads its parts itself (uploads.ts), and a JSON body in place of the form.
    if (route.config?.form) return;
    const validation = route.preValidation;
    route.preValidation = [
      refuseKeys,
      ...(validation === undefined ? [] : [validation as preValidationHookHandler].flat()),
    ];
  });
});

/** A route that takes no body refuses one with keys: whatever they asked for would not happen. */
async function refuseKeys(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const names = Object.keys(body);
  if (names.length) throw unknownKeys(names);
}

/** `validate`, after the steps that prepare a body: its ignored keys go, numeric strings turn. */
function beforeValidating(
  validate: ValidateFunction,
  steps: (((body: unknown) => void) | undefined)[],
): ValidateFunction {
  const run = steps.filter((s) => s !== undefined);
  if (!run.length) return validate;
  const wrapped = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    for (const step of run) step(data);
    const ok = validate(data, context);
    wrapped.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  wrapped.errors = null;
  return wrapped;
}
