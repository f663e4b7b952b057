/**
 * Every error leaves as `{ success: false, message }` (contract §1.4 [secure]) with a status a client
 * can act on. Validation errors add `errors[]`; 403 keeps the original's E4 keys. Internals (stack,
 * SQL, exception text) go to the log only.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { validationMessages } from './validation.ts';

export const GENERIC_ERROR = 'Something went wrong.';

type ErrorBody = { success: false; message: string; errors?: string[] } & Record<string, unknown>;

export function errorBody(status: number, message: string, errors?: string[]): ErrorBody {
  const body: ErrorBody = { success: false, message };
  if (errors?.length) body.errors = errors;
  if (status === 403) Object.assign(body, { status: 403, isSuccess: false, data: null });
  return body;
}

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request length is invalid.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File size must not exceed 5MB.'],
  FST_PARTS_LIMIT: [413, 'The request has too many parts.'],
  FST_FILES_LIMIT: [413, 'The request has too many files.'],
};

export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';

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
export const UNSTORABLE_TEXT = 'The request contains characters that cannot be stored.';

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
      const messages = validationMessages(err.validation, err.validationContext);
      return reply.code(400).send(errorBody(400, messages.join(' '), messages));
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.errors));
    }
    const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody(known[0], known[1]));
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send(errorBody(400, 'The request body is not valid JSON.'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit: the message names the wait; Retry-After is already set.
      return reply.code(429).send(errorBody(429, err.message));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code }, 'client error');
      return reply.code(status).send(errorBody(status, 'The request could not be processed.'));
    }
    if (typeof err.code === 'string' && UNSTORABLE_TEXT_CODES.has(err.code)) {
      request.log.info({ code: err.code }, 'unstorable text');
      return reply.code(400).send(errorBody(400, UNSTORABLE_TEXT));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ code: err.code }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorBody(503, DATABASE_UNAVAILABLE));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(500, GENERIC_ERROR));
  });
});
