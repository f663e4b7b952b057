/**
 * Sealed values: deep-frozen documents that many requests share (a page remembered while the
 * database is unchanged, cache/cachedRead.ts) and the replies wrapping them. Nothing can change a
 * sealed value, so its JSON is the same every time: the response serializers write it once per
 * value (lazySchemas.ts) instead of on every request.
 *
 * @example
 *   const page = seal(await readPage());            // shared, immutable
 *   const reply = replyOnce((p: Page) => ({ success: true, Employees: p }));
 *   return reply(page);                              // the same sealed object for the same page
 */

/** The top-level objects sealed here; everything they reach is frozen too. */
const sealedValues = new WeakSet<object>();

/** Freezes `value` and everything it reaches, and marks it sealed. */
export function seal<T>(value: T): T {
  deepFreeze(value);
  if (value && typeof value === 'object') sealedValues.add(value);
  return value;
}

/** Whether `value` came from `seal`: deep-frozen, so its JSON never changes. */
export const isSealed = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sealedValues.has(value);

function deepFreeze(value: unknown) {
  // Typed arrays (bytes) cannot be frozen; nothing sealed here holds any.
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
}

/**
 * `build(value)` made once per sealed value and sealed itself, so a route's envelope around a
 * remembered page is one object too and its JSON is written once. `build` may depend on nothing
 * but `value`. An unsealed value gets a fresh reply every time.
 */
export function replyOnce<V extends object, R extends object>(
  build: (value: V) => R,
): (value: V) => R {
  const made = new WeakMap<V, R>();
  return (value) => {
    if (!isSealed(value)) return build(value);
    let reply = made.get(value);
    if (!reply) made.set(value, (reply = seal(build(value))));
    return reply;
  };
}
