import { ApiError } from './api-client';

/** What to tell the reader when a request failed: the server's own words, else the caller's. */
export function requestFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return fallback;
}
