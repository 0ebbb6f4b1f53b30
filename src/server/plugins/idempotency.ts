import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** The request header a client sends with a critical POST (decision 0032). */
export const idempotencyHeader = 'idempotency-key';
/** Answered on a retry that found the row its key created. */
export const idempotentReplayHeader = 'Idempotent-Replayed';

const keyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A key and the SHA-256 of what it was sent with: stored with the row the request created, in the
 * same statement, so a retry finds that row and a different request under the same key is refused.
 */
export interface IdempotencyKey {
  key: string;
  hash: string;
  /** Set by the function that found the row this key had already created. */
  isReplay?: boolean;
}

/** JSON with object keys sorted, so that the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The SHA-256 of a request's identity: its route, its path parameters and its (parsed) body. */
export function requestHash(route: string, ...parts: unknown[]): string {
  return createHash('sha256')
    .update(canonicalJson([route, ...parts]))
    .digest('base64url');
}

/**
 * The request's `Idempotency-Key` with the hash of `parts`, or null without the header (the POST
 * then behaves as it always did). A malformed key is a 400.
 */
export function readIdempotencyKey(
  request: FastifyRequest,
  route: string,
  ...parts: unknown[]
): IdempotencyKey | null {
  const raw = request.headers[idempotencyHeader];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (!keyPattern.test(key)) throw new HttpError(400, 'idempotencyKeyInvalid');
  return { key, hash: requestHash(route, ...parts) };
}

/** The row found under the key was created by another request: a 422 that says so. */
export function checkSameRequest(
  stored: { idempotencyHash: string | null },
  idempotency: IdempotencyKey,
): void {
  if (stored.idempotencyHash !== idempotency.hash) {
    throw new HttpError(422, 'idempotencyKeyReused');
  }
}

/** Says `Idempotent-Replayed: true` on an answer that returns what an earlier attempt created. */
export function markReplay(reply: FastifyReply, replay: boolean | IdempotencyKey | null): void {
  if (replay === true || (typeof replay === 'object' && replay?.isReplay)) {
    reply.header(idempotentReplayHeader, 'true');
  }
}
