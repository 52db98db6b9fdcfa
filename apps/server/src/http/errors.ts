/** Errors a handler throws on purpose; the one error handler (http/errorHandler.ts) turns them into `{error}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in first.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** An outside service (racetime.gg) answered wrongly or not at all (rules §1). */
export const badGateway = (message: string) => new HttpError(502, message);
/** An outside service took longer than its time limit (rules §1). */
export const gatewayTimeout = (message: string) => new HttpError(504, message);
