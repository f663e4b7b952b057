/**
 * The headers that carry a server message's code beside the contract's sentence (issue #21 §2):
 * `X-Message-Code: project.name_taken` and, when the sentence has variable parts,
 * `X-Message-Params: <URI-encoded compact JSON>` whose keys are the sentence's `%{placeholders}`.
 * Kept apart from the catalogue (serverMessages.ts) so the console's first bundle carries these few
 * lines, not every sentence.
 */
export type AnyMessageParams = Record<string, string | number>;

/** The response headers (lower case, as Node and fetch's Headers give them). */
export const MESSAGE_CODE_HEADER = 'x-message-code';
export const MESSAGE_PARAMS_HEADER = 'x-message-params';

/** Past this a message goes without its code (the console then shows the body's sentence). */
const MAX_PARAMS_HEADER = 4096;

/** Compact JSON, URI-encoded so any language survives a header; undefined when too long. */
export function encodeMessageParams(params: AnyMessageParams): string | undefined {
  const encoded = encodeURIComponent(JSON.stringify(params));
  return encoded.length <= MAX_PARAMS_HEADER ? encoded : undefined;
}

/** The header's parameters, or undefined for a missing or malformed header. */
export function decodeMessageParams(
  header: string | null | undefined,
): AnyMessageParams | undefined {
  if (!header) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(header));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const out: AnyMessageParams = {};
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    }
    return out;
  } catch {
    return undefined;
  }
}
