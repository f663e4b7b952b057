/**
 * Errors a client can act on. Operations throw these; the error plugin turns them into
 * `{ success: false, message }` with the status. Anything else becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: string[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Your session has expired. Please sign in again.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have the privilege to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
