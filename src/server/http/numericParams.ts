/**
 * Every numeric path and query parameter of every route has a declared range, and a value outside
 * it — or one that is not written as a plain decimal number — is a 400 naming the parameter and the
 * range, never a 500 (issue #24 §3, security.md case 25).
 *
 * Two pieces, both applied to every route without the route files doing anything:
 * - `declareRanges` (an onRoute hook) writes the range into the route's own params/querystring
 *   schema where the route left it open, so the OpenAPI document shows it and ajv enforces it:
 *   ids 1 … 2^53 − 1 (inside PostgreSQL's bigint and exact in JavaScript), `page` 0 … 10^9 (more
 *   pages than any list here can have, and its offset stays exact), any other number at most
 *   2^53 − 1 in size.
 * - `guardNumbers` wraps the params/querystring validator: ajv's coercion would read `0x10` as 16,
 *   `1e400` as Infinity (which passes `type: integer`) and `9007199254740993` as its rounded
 *   neighbour; the guard first requires decimal text (sign, fraction and exponent allowed) whose
 *   value is finite, exact for an integer, and within the range.
 *
 * @example
 *   app.addHook('onRoute', declareRanges);
 *   app.setValidatorCompiler(({ schema, httpPart }) =>
 *     httpPart === 'body' ? compile(schema) : guardNumbers(schema, compile(schema)));
 */
import type { RouteOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';

export const MAX_ID = Number.MAX_SAFE_INTEGER;
export const MAX_PAGE = 1_000_000_000;

type NumberSchema = { type?: string | string[]; minimum?: number; maximum?: number };
type ObjectSchema = { type?: string; properties?: Record<string, NumberSchema> };

const numericType = (s: NumberSchema | undefined): 'integer' | 'number' | undefined => {
  const types = [s?.type].flat();
  return types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : undefined;
};
const isId = (name: string) => name === 'id' || /Id$/.test(name);

/** The property with its declared range: the route's own bounds, narrowed to what can be stored. */
function ranged(name: string, s: NumberSchema): NumberSchema {
  if (name === 'page')
    return {
      ...s,
      minimum: Math.max(s.minimum ?? 0, 0),
      maximum: Math.min(s.maximum ?? MAX_PAGE, MAX_PAGE),
    };
  if (isId(name))
    return {
      ...s,
      minimum: Math.max(s.minimum ?? 1, 1),
      maximum: Math.min(s.maximum ?? MAX_ID, MAX_ID),
    };
  return {
    ...s,
    minimum: Math.max(s.minimum ?? -MAX_ID, -MAX_ID),
    maximum: Math.min(s.maximum ?? MAX_ID, MAX_ID),
  };
}

function withRanges(schema: unknown): unknown {
  const props = (schema as ObjectSchema | undefined)?.properties;
  if (!props || !Object.values(props).some(numericType)) return schema;
  const properties = Object.fromEntries(
    Object.entries(props).map(([n, s]) => [n, numericType(s) ? ranged(n, s) : s]),
  );
  return { ...(schema as object), properties };
}

/** onRoute hook: the declared range of every numeric path and query parameter. */
export function declareRanges(route: RouteOptions) {
  if (!route.schema) return;
  if (route.schema.params) route.schema.params = withRanges(route.schema.params);
  if (route.schema.querystring) route.schema.querystring = withRanges(route.schema.querystring);
}

// Decimal digits with an optional sign, fraction and exponent (`size=1e9` is a billion, exactly);
// never hex, binary, octal, Infinity, blanks or `-0`. Integers must also come out exact and whole.
const DECIMAL_TEXT = /^(?!-0*(\.0*)?([eE]|$))[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** The readable sentence for a numeric parameter the guard refuses. */
export function rangeMessage(name: string, s: NumberSchema): string {
  const what = numericType(s) === 'integer' ? 'a whole number' : 'a number';
  return `${name} must be ${what} from ${s.minimum ?? -MAX_ID} to ${s.maximum ?? MAX_ID}.`;
}

/**
 * Why `raw` (the text as it arrived) is no value of the parameter: 'range' when it is a number
 * past the maximum (1e20, Infinity, 2^53 + 1), 'format' when it is no plain decimal number of the
 * parameter's kind at all (0x10, 1.5 for an integer, abc); undefined when it is fine. Below the
 * minimum is left to ajv and the schema's own words ('page must be … 0 or more.').
 */
function refusal(raw: string, s: NumberSchema): 'range' | 'format' | undefined {
  const integer = numericType(s) === 'integer';
  const n = Number(raw);
  const max = s.maximum ?? MAX_ID;
  if (!DECIMAL_TEXT.test(raw)) return n > max ? 'range' : 'format';
  if (!Number.isFinite(n) || n > max || (integer && Math.abs(n) > MAX_ID)) return 'range';
  if (integer && !Number.isInteger(n)) return 'format';
  // Digits past 2^53 name a number JavaScript (and ajv after it) would round to a neighbour.
  if (integer && !Number.isSafeInteger(n)) return 'range';
  return undefined;
}

/**
 * The params/querystring validator, refusing numeric text ajv would coerce into something else
 * (hex, Infinity, digits past 2^53, -0) and numbers past the declared maximum first.
 */
export function guardNumbers(schema: unknown, validate: ValidateFunction): ValidateFunction {
  const numeric = Object.entries((schema as ObjectSchema | undefined)?.properties ?? {}).filter(
    ([, s]) => numericType(s),
  );
  const own = (schema as { errorMessage?: { properties?: Record<string, unknown> } } | undefined)
    ?.errorMessage?.properties;
  if (!numeric.length) return validate;
  const guarded = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    if (data && typeof data === 'object') {
      const values = data as Record<string, unknown>;
      for (const [name, s] of numeric) {
        const raw = values[name];
        const why = typeof raw === 'string' ? refusal(raw, s) : undefined;
        if (why) {
          // Not a number at all: the route's own sentence when it has one; past the range: the range.
          const mine = own?.[name];
          const message =
            why === 'format' && typeof mine === 'string' ? mine : rangeMessage(name, s);
          guarded.errors = [
            {
              keyword: 'errorMessage',
              instancePath: `/${name}`,
              schemaPath: `#/properties/${name}`,
              params: {},
              message,
            },
          ];
          return false;
        }
      }
    }
    const ok = validate(data, context);
    guarded.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  guarded.errors = null;
  // Fastify passes the parent context (which ajv needs to replace a coerced root) only to a
  // function carrying schemaEnv, as the lazy validator does.
  (guarded as { schemaEnv?: unknown }).schemaEnv = (validate as { schemaEnv?: unknown }).schemaEnv;
  return guarded;
}
