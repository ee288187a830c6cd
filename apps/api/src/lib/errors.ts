/** An error whose message is safe to show to the user, with the HTTP status that goes with it. */
export class AppError extends Error {
  /** extra response headers (Retry-After on a 429) */
  headers?: Record<string, string>;
  /** more of the answer, beside message, code and fields (an unknown place's `suggestions`) */
  extra?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, 'invalid_input', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'not_signed_in', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'forbidden', message);
export const notFound = (what = 'That') => new AppError(404, 'not_found', `${what} was not found.`);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
