/**
 * An error whose status and message are safe to show to the caller. A message that is a key of
 * src/shared/validation-messages.ts is answered in the caller's language, with `params` filled in.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'loginRequired') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'notFound') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
