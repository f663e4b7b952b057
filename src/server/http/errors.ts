/**
 * Errors a client can act on. Operations throw these BY CODE (src/shared/serverMessages.ts); the
 * error plugin turns them into `{ success: false, message }` with the status, the sentence of the
 * code as the message and the code in `X-Message-Code`. Anything else becomes a generic 500.
 */
import {
  serverMessage,
  type AnyMessageParams,
  type MessageArgs,
  type ServerMessageCode,
} from '../../shared/serverMessages.ts';

/** Where a validation error sits in the body, dotted (`address.zipCode`); '' for the body itself. */
export type FieldError = { path: string; message: string };

export class HttpError extends Error {
  readonly params?: AnyMessageParams;

  constructor(
    readonly statusCode: number,
    readonly code: ServerMessageCode,
    params?: AnyMessageParams,
    readonly errors?: string[],
    /** Each of `errors` with the field it belongs to (issue #22 §3), when known. */
    readonly fieldErrors?: FieldError[],
  ) {
    super(serverMessage(code, params as never));
    this.params = params;
  }
}

/** `new HttpError(status, code, params)`, with the params the code's sentence needs checked. */
export const httpError = <C extends ServerMessageCode>(
  status: number,
  code: C,
  ...args: MessageArgs<C>
) => new HttpError(status, code, args[0] as AnyMessageParams | undefined);

export const badRequest = <C extends ServerMessageCode>(code: C, ...args: MessageArgs<C>) =>
  httpError(400, code, ...args);
export const unauthorized = <C extends ServerMessageCode = 'auth.session_expired'>(
  code: C = 'auth.session_expired' as C,
  ...args: MessageArgs<C>
) => httpError(401, code, ...args);
export const forbidden = <C extends ServerMessageCode = 'auth.forbidden'>(
  code: C = 'auth.forbidden' as C,
  ...args: MessageArgs<C>
) => httpError(403, code, ...args);
export const notFound = <C extends ServerMessageCode = 'request.not_found'>(
  code: C = 'request.not_found' as C,
  ...args: MessageArgs<C>
) => httpError(404, code, ...args);
export const conflict = <C extends ServerMessageCode>(code: C, ...args: MessageArgs<C>) =>
  httpError(409, code, ...args);

/**
 * A 400 listing several problems (the schema's sentences): `validation.failed`, all in `errors`,
 * and in `fieldErrors` with the field each belongs to (the body itself, '', when not given).
 */
export const invalid = (messages: string[], fieldErrors?: FieldError[]) => {
  const message = messages.join(' ');
  return new HttpError(400, 'validation.failed', { message }, messages, fieldErrors);
};

/**
 * Keys a body may not carry (a schema does not list them, or the route takes no body), each named:
 * whatever the client meant by them would silently not happen.
 */
export function unknownKeys(names: string[]): HttpError {
  const failures = names.map((field) => ({
    path: field,
    message: serverMessage('request.unknown_field', { field }),
  }));
  return new HttpError(
    400,
    'request.unknown_field',
    { field: names.join(', ') },
    failures.map((f) => f.message),
    failures,
  );
}
