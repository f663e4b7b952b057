/**
 * The words a user sees when a call fails (spec part 1 §8): the server's `message`, else
 * 'Something went wrong.'. Network failures and framework errors never leak their own text.
 */
export const GENERIC_ERROR = 'Something went wrong.';

/** A failure whose message was written for the user (e.g. the server's login message). */
export class UserFacingError extends Error {}

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
