/**
 * Every error is sent as `{ success: false, message }` (contract §1.4 [secure]) with a status a client
 * can act on. Validation errors add `errors[]`; 403 keeps the original's E4 keys. Internals (stack,
 * SQL, exception text) go to the log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';
import { setMessageHeaders } from '../http/messages.ts';
import {
  plainCodeOf,
  serverMessage,
  type AnyMessageParams,
  type ServerMessageCode,
} from '../../shared/serverMessages.ts';
import type { FieldError } from '../http/errors.ts';
import { unknownFieldMessage, validationFailures } from '../http/validationMessages.ts';

export const GENERIC_ERROR = serverMessage('request.internal_error');

type ErrorBody = {
  success: false;
  message: string;
  errors?: string[];
  fieldErrors?: FieldError[];
} & Record<string, unknown>;

/**
 * The error answer. An answer listing `errors` (validation) also says in `fieldErrors` which field
 * each belongs to (issue #22 §3; '' for the body as a whole), keeping `message` and `errors` as the
 * contract has them.
 */
export function errorBody(
  status: number,
  message: string,
  errors?: string[],
  fieldErrors?: FieldError[],
): ErrorBody {
  const body: ErrorBody = { success: false, message };
  if (errors?.length) {
    body.errors = errors;
    body.fieldErrors = fieldErrors?.length
      ? fieldErrors
      : errors.map((text) => ({ path: '', message: text }));
  }
  if (status === 403) Object.assign(body, { status: 403, isSuccess: false, data: null });
  return body;
}

/** Sends `errorBody` with the code's sentence, the code (and params) in the message headers. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: ServerMessageCode,
  params?: AnyMessageParams,
  errors?: string[],
  fieldErrors?: FieldError[],
) {
  setMessageHeaders(reply, code, params);
  return reply
    .code(status)
    .send(errorBody(status, serverMessage(code, params as never), errors, fieldErrors));
}

const FRAMEWORK_MESSAGES: Record<string, [number, ServerMessageCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.content_type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.body_empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.body_invalid_json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'request.length_invalid'],
  FST_REQ_FILE_TOO_LARGE: [413, 'upload.file_too_large'],
  FST_PARTS_LIMIT: [413, 'request.too_many_parts'],
  FST_FILES_LIMIT: [413, 'request.too_many_files'],
};

export const DATABASE_UNAVAILABLE = serverMessage('request.database_unavailable');

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, connection_exception family.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Text PostgreSQL cannot store: a NUL character (22021) or a broken Unicode escape in jsonb (22P05). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
export const UNSTORABLE_TEXT = serverMessage('request.unstorable_text');

/** PostgreSQL is down, restarting or unreachable: the client should retry, not report a bug. */
export function isDatabaseUnavailable(err: { code?: unknown; message?: unknown }): boolean {
  if (typeof err.code === 'string' && UNAVAILABLE_CODES.has(err.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    String(err.message ?? ''),
  );
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & { errors?: string[] }, request, reply) => {
    if (err.validation) {
      const failures = validationFailures(err.validation, err.validationContext);
      const messages = [...new Set(failures.map((f) => f.message))];
      // Only keys the body may not carry: the answer names them by its own code.
      if (failures.every((f) => f.message === unknownFieldMessage(f.path))) {
        const field = failures.map((f) => f.path).join(', ');
        return sendError(reply, 400, 'request.unknown_field', { field }, messages, failures);
      }
      const message = messages.join(' ');
      // One sentence the catalogue has (a route's schema took it from there): its own code.
      const own = messages.length === 1 ? plainCodeOf(message) : undefined;
      if (own) return sendError(reply, 400, own, undefined, messages, failures);
      return sendError(reply, 400, 'validation.failed', { message }, messages, failures);
    }
    if (err instanceof HttpError) {
      return sendError(reply, err.statusCode, err.code, err.params, err.errors, err.fieldErrors);
    }
    const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, 'request.body_invalid_json');
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit's own error (security.ts answers with an HttpError): the wait is in
      // the message; Retry-After is already set.
      const seconds = /in (\d+) seconds/.exec(err.message)?.[1];
      if (seconds)
        return sendError(reply, 429, 'request.rate_limited', { seconds: Number(seconds) });
      return reply.code(429).send(errorBody(429, err.message));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code }, 'client error');
      return sendError(reply, status, 'request.failed');
    }
    if (typeof err.code === 'string' && UNSTORABLE_TEXT_CODES.has(err.code)) {
      request.log.info({ code: err.code }, 'unstorable text');
      return sendError(reply, 400, 'request.unstorable_text');
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ code: err.code }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, 'request.database_unavailable');
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, 'request.internal_error');
  });
});
