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
  FastifySchemaValidationError,
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
import { unknownKeys, type FieldError } from '../http/errors.ts';
import { serverMessage } from '../../shared/serverMessages.ts';
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
