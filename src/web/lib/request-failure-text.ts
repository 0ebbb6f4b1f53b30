import { ApiError } from './api-client';

/**
 * What to tell the reader when a request failed: the server's own words (already in the reader's
 * language), else the screen's fallback. Never the raw status line of a failure without a body.
 */
export function requestFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
