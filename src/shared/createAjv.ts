/**
 * The one ajv set-up shared by the server's validator compiler, the generator (which precompiles the
 * browser's validators from it) and the tests, so a rule reads the same words everywhere.
 *
 * @example
 *   const validate = createAjv().compile(registry.project);
 *   if (!validate(body)) reply.code(400).send(toValidationError(validate.errors));
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { X_KEYWORDS } from './dialect.ts';

/** Adds formats, ajv-errors and the x- vocabulary to an existing ajv (RJSF builds its own instance). */
export function extendAjv<T extends Ajv>(ajv: T): T {
  // RJSF's customizeValidator may already have added the formats; adding them twice throws.
  if (!ajv.getKeyword('formatMaximum')) (addFormats as unknown as (a: Ajv) => void)(ajv);
  if (!ajv.getKeyword('errorMessage')) (ajvErrors as unknown as (a: Ajv) => void)(ajv);
  // A route body's key the server accepts and drops unread (src/server/plugins/bodyTolerance.ts).
  if (!ajv.getKeyword('x-ignored')) ajv.addKeyword({ keyword: 'x-ignored', schemaType: 'boolean' });
  for (const [keyword, metaSchema] of Object.entries(X_KEYWORDS)) {
    if (!ajv.getKeyword(keyword))
      // Checked by a validator compiled the first time a schema uses the keyword: given as
      // `metaSchema`, ajv would compile all of them in every new instance (most of the ~50 ms an
      // instance cost; the server makes several at start-up).
      ajv.addKeyword({
        keyword,
        validateSchema: compileOnFirstUse(() => ajv.compile(metaSchema, true)),
      });
  }
  return ajv;
}

export function createAjv(options: Options = {}): Ajv {
  return extendAjv(
    new Ajv({
      allErrors: true, // ajv-errors needs every error to map them to messages
      strict: true, // an unknown keyword (a misspelt x- key) fails compilation instead of being ignored
      strictRequired: false,
      coerceTypes: false,
      useDefaults: false,
      $data: true, // rules across fields (x-rules) compare one field with another (src/shared/rules.ts)
      ...options,
    }),
  );
}

/** An ajv validator that calls `get()` for the compiled function each time, keeping its errors. */
export function deferredValidator(get: () => ValidateFunction): ValidateFunction {
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const fn = get();
    const ok = fn(data, context);
    validate.errors = fn.errors;
    return ok;
  }) as ValidateFunction;
  validate.errors = null;
  return validate;
}

/**
 * A validator compiled on its first call instead of when it is declared: for validators most
 * processes never use (the CSV importers), so they cost nothing at start-up.
 */
export function compileOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return deferredValidator(() => (compiled ??= compile()));
}
