/**
 * The words a user sees when a call fails (spec part 1 §8): the server's `message`, else
 * 'Something went wrong.'. Network failures and framework errors never leak their own text.
 *
 * The server also sends the message's stable code (`X-Message-Code`, with `X-Message-Params`;
 * src/shared/messageHeaders.ts). Errors thrown by httpClient and the login carry it as `said`, so
 * `useErrorMessage()` and the error toasts show `server.<code>` in the user's language, the
 * server's sentence being the fallback (and, in English, the same words).
 */
import { useCallback } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import {
  decodeMessageParams,
  MESSAGE_CODE_HEADER,
  MESSAGE_PARAMS_HEADER,
  type AnyMessageParams,
} from '../../shared/messageHeaders.ts';

export const GENERIC_ERROR = 'Something went wrong.';
/** The code whose sentence GENERIC_ERROR is, so the fallback is shown in the user's language too. */
export const GENERIC_SAID: ServerSaid = { code: 'request.internal_error', params: {} };

/** A server message by its code: the key `server.<code>` with its parameters. */
export type ServerSaid = { code: string; params: AnyMessageParams };

/** The code and parameters an answer's headers carry, if any. */
export function saidOf(headers: Headers): ServerSaid | undefined {
  const code = headers.get(MESSAGE_CODE_HEADER);
  if (!code || !/^[a-z_]+(\.[a-z_]+)+$/.test(code)) return undefined;
  return { code, params: decodeMessageParams(headers.get(MESSAGE_PARAMS_HEADER)) ?? {} };
}

/** A failure whose message was written for the user (e.g. the server's login message). */
export class UserFacingError extends Error {
  constructor(
    message?: string,
    readonly said?: ServerSaid,
  ) {
    super(message);
  }
}

/** react-admin's HttpError (status, parsed body) plus the code of the server's message. */
export class ServerHttpError extends HttpError {
  constructor(
    message: string,
    status: number,
    body: unknown,
    readonly said?: ServerSaid,
  ) {
    super(message, status, body);
    Object.setPrototypeOf(this, ServerHttpError.prototype);
  }
}

function fromBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length) return message.map(String).join(' ');
  return undefined;
}

export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof UserFacingError) return error.message || GENERIC_ERROR;
  if (error && typeof error === 'object') {
    // react-admin's HttpError keeps the parsed response body.
    const body = (error as { body?: unknown }).body;
    const message = fromBody(body);
    if (message) return message;
  }
  return GENERIC_ERROR;
}

/**
 * The code behind `errorMessage(error)` when that text is the server's sentence for it (not a
 * fallback such as 'Something went wrong.' for an answer without a message).
 */
export function saidBehind(error: unknown): ServerSaid | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const said = (error as { said?: unknown }).said as ServerSaid | undefined;
  if (!said || typeof said.code !== 'string') return undefined;
  if (error instanceof UserFacingError) return error.message ? said : undefined;
  return fromBody((error as { body?: unknown }).body) ? said : undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The parameters of a server message with a record's title in the current language: the generic
 * `record.*` codes name their schema (`resource`) beside the English `title` / `lowerTitle`, so
 * 'विभाग सफलतापूर्वक बनाया गया' has a Hindi noun. English keeps the server's words.
 */
export function localParams(
  translate: Translate,
  params: Record<string, unknown> = {},
): Record<string, unknown> {
  const { resource } = params;
  if (typeof resource !== 'string' || !resource) return params;
  const key = `schema.${resource}.title`;
  const out = { ...params };
  if (typeof params.title === 'string') out.title = translate(key, { _: params.title });
  if (typeof params.lowerTitle === 'string') {
    const local = translate(key, { _: '' });
    // English (and any language with case) lowers the title as the server does.
    if (local) out.lowerTitle = local.toLowerCase();
  }
  return out;
}

/** `server.<code>` in the current language; `fallback` (the server's sentence) when it has none. */
export function translateSaid(translate: Translate, said: ServerSaid, fallback: string): string {
  const text = translate(`server.${said.code}`, {
    ...localParams(translate, said.params),
    _: fallback,
  });
  // A parameter the catalogue expects but the answer lacks: the sentence rather than a hole.
  return text.includes('%{') ? fallback : text;
}

/** `errorMessage`, in the user's language when the server said it by code. */
export function localErrorMessage(error: unknown, translate: Translate): string {
  const text = errorMessage(error);
  const said = saidBehind(error) ?? (text === GENERIC_ERROR ? GENERIC_SAID : undefined);
  return said ? translateSaid(translate, said, text) : text;
}

/**
 * Where a parsed answer keeps the code of its message: httpClient hides it on the JSON object (not
 * enumerable, so it never travels on), and every caller that hands the body on hands the code too.
 */
const SAID = Symbol.for('charter.said');

/**
 * The codes of the latest sentences, for callers that pass on only the sentence (`{ message }` of
 * the wizard's and the attribute manager's calls): a sentence is its code with its parameters
 * filled in, so it finds them again. Bounded, the oldest going first.
 */
const recent = new Map<string, ServerSaid>();
const RECENT_MAX = 50;

/** Puts `said` on a parsed body (an object) and beside its sentence; other bodies are left alone. */
export function keepSaid(json: unknown, said: ServerSaid | undefined): void {
  if (!said || !json || typeof json !== 'object' || Object.isFrozen(json)) return;
  Object.defineProperty(json, SAID, { value: said, enumerable: false, configurable: true });
  const sentence = bodyMessage(json);
  if (!sentence) return;
  recent.delete(sentence);
  recent.set(sentence, said);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
}

/** The code of the message of a body that came through httpClient. */
export function saidIn(json: unknown): ServerSaid | undefined {
  if (!json || typeof json !== 'object') return undefined;
  return (json as { [SAID]?: ServerSaid })[SAID];
}

/** The success message of a body (`message`, or `Message` on the S2 family). */
export function bodyMessage(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const body = json as { message?: unknown; Message?: unknown };
  const message = body.message ?? body.Message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * A success answer's message in the user's language: `server.<code>` with the server's sentence as
 * fallback, the sentence itself for an answer without a code, else `fallback`. `answer` is the
 * body httpClient parsed, or just its sentence.
 */
export function localSuccess(
  translate: Translate,
  answer: unknown,
  fallback?: string,
): string | undefined {
  const message = typeof answer === 'string' ? answer || undefined : bodyMessage(answer);
  if (!message) return fallback;
  const said = typeof answer === 'string' ? recent.get(answer) : saidIn(answer);
  return said ? translateSaid(translate, said, message) : message;
}

/**
 * `(answer, fallback?) => text` for components that toast a success: the body httpClient answered
 * (or its sentence, as a call passed it on), its message in the user's language.
 *
 * @example
 *   const serverText = useServerText();
 *   notify(serverText(await clockIn(at), translate('charter.attendance.clocked_in')), { type: 'success' });
 */
export function useServerText(): (answer: unknown, fallback?: string) => string | undefined {
  const translate = useTranslate();
  return useCallback(
    (answer: unknown, fallback?: string) => localSuccess(translate, answer, fallback),
    [translate],
  );
}

/** `(error) => text` for components: the failure's message in the user's language. */
export function useErrorMessage(): (error: unknown) => string {
  const translate = useTranslate();
  return useCallback((error: unknown) => localErrorMessage(error, translate), [translate]);
}
