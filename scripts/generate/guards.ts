/** A JSON object (not an array, not null): what the generator's checks look into. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
