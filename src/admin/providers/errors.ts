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

/** `server.<code>` in the current language; `fallback` (the server's sentence) when it has none. */
export function translateSaid(translate: Translate, said: ServerSaid, fallback: string): string {
  const text = translate(`server.${said.code}`, { ...said.params, _: fallback });
  // A parameter the catalogue expects but the answer lacks: the sentence rather than a hole.
  return text.includes('%{') ? fallback : text;
}

/** `errorMessage`, in the user's language when the server said it by code. */
export function localErrorMessage(error: unknown, translate: Translate): string {
  const text = errorMessage(error);
  const said = saidBehind(error);
  return said ? translateSaid(translate, said, text) : text;
}

/** `(error) => text` for components: the failure's message in the user's language. */
export function useErrorMessage(): (error: unknown) => string {
  const translate = useTranslate();
  return useCallback((error: unknown) => localErrorMessage(error, translate), [translate]);
}
