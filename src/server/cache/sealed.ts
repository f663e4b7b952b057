/**
 * Sealed values: deep-frozen documents that many requests share (a page remembered while the
 * database is unchanged, cache/cachedRead.ts) and the answers built around them. Nothing can change
 * a sealed value, so its JSON is the same every time: the response serializers write it once per
 * value (http/lazySchemas.ts) instead of on every request. Only cache/ imports this file: the rest
 * of the server sees it through cachedRead.ts (`isRemembered`, `sharedAnswer`).
 *
 * @example
 *   const page = seal(await readPage());                      // shared, immutable
 *   sharedAnswer({ success: true, projects: page }) ===
 *     sharedAnswer({ success: true, projects: page });        // one sealed envelope per page
 */

/** The objects sealed here, and every object they reach. */
const sealedValues = new WeakSet<object>();

/** Freezes `value` and everything it reaches, and marks them sealed. */
export function seal<T>(value: T): T {
  deepFreeze(value);
  return value;
}

/** Whether `value` came from `seal` (or is inside one): deep-frozen, so its JSON never changes. */
export const isSealed = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sealedValues.has(value);

function deepFreeze(value: unknown) {
  // Typed arrays (bytes) cannot be frozen; nothing sealed here holds any.
  if (!value || typeof value !== 'object' || sealedValues.has(value) || ArrayBuffer.isView(value))
    return;
  Object.freeze(value);
  sealedValues.add(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** At most this many envelopes kept per sealed value (their flat fields differ: a sentence…). */
const SHAPES_PER_VALUE = 8;
/** An envelope made before: its keys and values in order (sealed values by identity). */
type Shape = { keys: string[]; values: unknown[]; answer: object };
const shared = new WeakMap<object, Shape[]>();

/**
 * The sealed object equal to `answer` built earlier around the same sealed values, else `answer`
 * itself, now sealed. It applies to a plain object whose fields are flat values (strings,
 * numbers, booleans, null) or sealed values, at least one sealed: an envelope around a remembered
 * page (`{ success, message, projects: page }`). Anything else is returned as it is. So routes and
 * hooks build their envelopes as they like and the serializer still writes each one's JSON once.
 * Fields are compared one by one (no key text is built: that cost more than the lookup saved).
 */
export function sharedAnswer<T>(answer: T): T {
  if (!answer || typeof answer !== 'object' || sealedValues.has(answer)) return answer;
  if (Object.getPrototypeOf(answer) !== Object.prototype) return answer;
  const keys = Object.keys(answer);
  const values: unknown[] = new Array(keys.length);
  let anchor: object | undefined;
  for (let i = 0; i < keys.length; i++) {
    const v = (answer as Record<string, unknown>)[keys[i]];
    if (v !== null && typeof v === 'object') {
      if (!sealedValues.has(v)) return answer;
      anchor ??= v;
    } else if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') {
      return answer;
    }
    values[i] = v;
  }
  if (!anchor) return answer;
  let shapes = shared.get(anchor);
  if (shapes) {
    next: for (const shape of shapes) {
      if (shape.keys.length !== keys.length) continue;
      for (let i = 0; i < keys.length; i++)
        if (shape.keys[i] !== keys[i] || shape.values[i] !== values[i]) continue next;
      return shape.answer as T;
    }
  } else shared.set(anchor, (shapes = []));
  if (shapes.length < SHAPES_PER_VALUE) shapes.push({ keys, values, answer: seal(answer) });
  return answer;
}
