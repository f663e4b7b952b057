/**
 * What the original client sends that a strict server would refuse (contract §1.1, security case 28),
 * accepted here once for every route instead of route by route:
 * - an empty body under any declared content type, on a route that takes no body: the original
 *   client sends `Content-Type: application/x-www-form-urlencoded` with nothing after it on approve,
 *   decline, assign and remove calls. Empty is empty whatever it is called; a non-empty body of a
 *   type the route does not take still meets Fastify's 415.
 * - numeric strings where a body schema has a number (`"numberOfDays": "1"`, ids from `<select>`
 *   values): plain decimals only, so `0x10`, `1e3`, `Infinity` and `""` stay strings and the schema
 *   refuses them as before; `""` becomes null only where the schema allows null.
 * - the keys it sends beyond a body (`AccessToken` in a form, the whole record in its
 *   edit): accepted and dropped only where the operation declares them (x-api `ignoredKeys`, so the
 *   route's document says so); any other unknown key is refused with a 400 naming it.
 *
 * @example
 *   const coerce = numericStringCoercer(schema); // undefined when the schema has no number
 *   coerce?.(request.body);
 */
import type { preParsingHookHandler } from 'fastify';

/** Methods whose requests may carry a body (Fastify's `bodywith` set, as routes use them). */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A request whose framing says it carries nothing (`Content-Length: 0`, or neither a length nor
 * chunks, RFC 9112 §6.3) loses its content type, so Fastify treats it exactly as the same call sent
 * without one. Given only to routes without a body schema.
 */
export const dropEmptyBodyType: preParsingHookHandler = (request, _reply, payload, done) => {
  const headers = request.raw.headers;
  if (
    headers['content-type'] !== undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  ) {
    delete headers['content-type'];
  }
  done(null, payload);
};

/** Where a body schema expects numbers: a field, the fields below it, its items, its other keys. */
type Plan = {
  numeric?: boolean;
  nullable?: boolean;
  props?: Map<string, Plan>;
  items?: Plan;
  /** additionalProperties, for the keys `declared` does not name. */
  rest?: Plan;
  declared?: Set<string>;
};

type Node = {
  type?: string | string[];
  properties?: Record<string, Node>;
  items?: Node | Node[];
  additionalProperties?: Node | boolean;
  allOf?: Node[];
  anyOf?: Node[];
  oneOf?: Node[];
};

const ALTERNATIVES = ['allOf', 'anyOf', 'oneOf'] as const;

/** The types a node admits: its own `type`, else those of its anyOf/oneOf alternatives. */
function typesOf(node: Node): Set<string> {
  if (node.type !== undefined) return new Set([node.type].flat());
  const out = new Set<string>();
  for (const b of [...(node.anyOf ?? []), ...(node.oneOf ?? [])])
    for (const t of typesOf(b)) out.add(t);
  return out;
}

function planOf(node: unknown): Plan | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as Node;
  const plan: Plan = {};
  const types = typesOf(n);
  // A field that also takes text keeps its text: only pure number fields are coerced.
  if ((types.has('integer') || types.has('number')) && !types.has('string')) {
    plan.numeric = true;
    plan.nullable = types.has('null');
  }
  const props = new Map<string, Plan>();
  const declared = new Set<string>();
  const addProps = (from: Node) => {
    for (const [k, v] of Object.entries(from.properties ?? {})) {
      declared.add(k);
      const p = planOf(v);
      if (p) props.set(k, props.has(k) ? merge(props.get(k)!, p) : p);
    }
  };
  addProps(n);
  for (const key of ALTERNATIVES) for (const b of n[key] ?? []) addProps(b);
  if (props.size) plan.props = props;
  if (n.items && !Array.isArray(n.items)) plan.items = planOf(n.items);
  if (n.additionalProperties && typeof n.additionalProperties === 'object') {
    plan.rest = planOf(n.additionalProperties);
    if (plan.rest) plan.declared = declared;
  }
  return plan.numeric || plan.props || plan.items || plan.rest ? plan : undefined;
}

function merge(a: Plan, b: Plan): Plan {
  const props = new Map(a.props ?? []);
  for (const [k, v] of b.props ?? []) props.set(k, props.has(k) ? merge(props.get(k)!, v) : v);
  return {
    numeric: a.numeric || b.numeric,
    nullable: a.nullable || b.nullable,
    props: props.size ? props : undefined,
    items: a.items && b.items ? merge(a.items, b.items) : (a.items ?? b.items),
    rest: a.rest && b.rest ? merge(a.rest, b.rest) : (a.rest ?? b.rest),
    declared:
      a.declared && b.declared
        ? new Set([...a.declared, ...b.declared])
        : (a.declared ?? b.declared),
  };
}

/**
 * A plain decimal, as a person or a `<select>` writes it: an optional minus, at most 15 digits (so
 * every such integer is exact), an optional fraction. No exponent, hex, sign `+` or `Infinity`.
 */
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,15})?$/;

function coerceValue(value: unknown, plan: Plan): unknown {
  if (plan.numeric && typeof value === 'string') {
    const text = value.trim();
    if (DECIMAL.test(text)) return Number(text);
    if (text === '' && plan.nullable) return null;
    return value;
  }
  walk(value, plan);
  return value;
}

function walk(value: unknown, plan: Plan) {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    if (!plan.items) return;
    for (let i = 0; i < value.length; i++) value[i] = coerceValue(value[i], plan.items);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const p = plan.props?.get(key) ?? (plan.declared?.has(key) ? undefined : plan.rest);
    if (p) record[key] = coerceValue(record[key], p);
  }
}

/** Turns numeric strings into numbers where `schema` expects them, in place; undefined if none. */
export function numericStringCoercer(schema: unknown): ((body: unknown) => void) | undefined {
  const plan = planOf(schema);
  // A body is an object or an array; a number at its root has nothing to be coerced in place.
  if (!plan || !(plan.props || plan.items || plan.rest)) return undefined;
  return (body) => walk(body, plan);
}

/** The annotation of a body key the server accepts and drops unread (`ignoredKeys` in x-api). */
export const IGNORED = 'x-ignored';

const IGNORED_KEY = {
  [IGNORED]: true,
  description: 'Sent by the original front end (contract §1.1); accepted and ignored.',
};
const IGNORED_REST = {
  [IGNORED]: true,
  description:
    'Any other key is accepted and ignored: the original front end sends more than it means ' +
    '(contract §1.1). Only the keys listed are read.',
};

type BodyNode = { properties?: Record<string, object>; additionalProperties?: unknown };

/**
 * `body` with the keys an operation declares ignored (x-api `ignoredKeys`) written into it, so
 * the route and its document say the same: each named key, or with `true` every key the body does
 * not name, as an `x-ignored` schema. Every other key stays refused (additionalProperties: false).
 *
 * @example
 *   ignoringKeys(bodySchema(project, false), ['AccessToken']);
 */
export function ignoringKeys<T extends object>(
  body: T | undefined,
  keys: true | string[] | undefined,
): T | undefined {
  if (!keys || !body) return body;
  const node = body as BodyNode;
  if (keys === true) return { ...body, additionalProperties: IGNORED_REST };
  const named = Object.fromEntries(keys.map((k) => [k, IGNORED_KEY]));
  return { ...body, properties: { ...node.properties, ...named } };
}

const isIgnored = (s: unknown) =>
  Boolean(s && typeof s === 'object' && (s as Record<string, unknown>)[IGNORED] === true);

/**
 * Drops a body's ignored keys (ignoringKeys) in place before it is validated, so nothing after
 * the validator ever reads them; undefined when the schema ignores none.
 */
export function ignoredKeysDropper(schema: unknown): ((body: unknown) => void) | undefined {
  const node = (schema ?? {}) as BodyNode;
  const properties = node.properties ?? {};
  const named = Object.keys(properties).filter((k) => isIgnored(properties[k]));
  const rest = isIgnored(node.additionalProperties);
  if (!named.length && !rest) return undefined;
  const kept = new Set(Object.keys(properties).filter((k) => !named.includes(k)));
  return (body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const key of Object.keys(record))
      if (rest ? !kept.has(key) : named.includes(key)) delete record[key];
  };
}
