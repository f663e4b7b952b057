/**
 * The server's refusal under the fields it names (issue #22 §3): every validation 400 (and a unique
 * rule's 409) lists `fieldErrors: [{ path, message }]`; this turns them into RJSF `extraErrors`, so
 * each message shows under its field as the form's own checks do. A message that is one of the
 * schema's texts (an errorMessage, an x-rules message) is shown in the user's language through its
 * catalogue key; others keep the server's words. Errors of the body as a whole (path '') are left
 * to the toast and the alert above the form.
 *
 * @example
 *   <Form extraErrors={serverFieldErrors(error, 'certification', translate)} … />
 */
import type { ErrorSchema } from '@rjsf/utils';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { schemaKey, schemaTexts } from '../../../shared/schemaTexts.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type FieldError = { path: string; message: string };

const keysByText = new Map<string, Map<string, string>>();

/** Each schema text of `resource` with its catalogue key (the first, when two share words). */
function keyOf(resource: ResourceName, text: string): string | undefined {
  let keys = keysByText.get(resource);
  if (!keys) {
    keys = new Map();
    for (const t of schemaTexts(registry[resource]))
      if (!keys.has(t.text)) keys.set(t.text, schemaKey(resource, t.path));
    keysByText.set(resource, keys);
  }
  return keys.get(text);
}

/** The `fieldErrors` of a failed call (react-admin's HttpError keeps the parsed body). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const body = (error as { body?: { fieldErrors?: unknown } } | null)?.body;
  const list = body?.fieldErrors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is FieldError =>
      typeof e?.path === 'string' && e.path !== '' && typeof e?.message === 'string',
  );
}

/** RJSF extraErrors for a failed save, or undefined when the server named no field. */
export function serverFieldErrors(
  error: unknown,
  resource: ResourceName,
  translate: Translate,
): ErrorSchema | undefined {
  const errors = fieldErrorsOf(error);
  if (!errors.length) return undefined;
  const out: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = out;
    for (const step of path.split('.')) node = (node[step] ??= {}) as Record<string, unknown>;
    const key = keyOf(resource, message);
    const shown = key ? translate(key, { _: message }) : message;
    const list = (node.__errors ??= []) as string[];
    if (!list.includes(shown)) list.push(shown);
  }
  return out as ErrorSchema;
}
