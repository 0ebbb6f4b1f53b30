import type { PublicUser } from '../../../shared/contracts/auth';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor';
import { apiPost } from '../../lib/api-client';

export const linkEndpoints = {
  confirmEmail: '/api/auth/confirm-email',
  signInLink: '/api/auth/sign-in-link',
} as const;

/**
 * The token of a mailed or printed link: in the fragment (`#token=...`, never sent to a server
 * log), or in the query string of a link some mail program rewrote.
 */
export function readLinkToken({ hash, search }: { hash: string; search: string }): string | null {
  const token =
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(search).get('token');
  return token?.trim() || null;
}

const posted = new Map<string, Promise<unknown>>();

/**
 * Link tokens work once: each is posted once per page load, however often an effect asks (React's
 * StrictMode runs effects twice), and every asker shares the one answer.
 */
export function postTokenOnce<T>(endpoint: string, token: string): Promise<T> {
  const key = `${endpoint}#${token}`;
  let request = posted.get(key);
  if (!request) {
    request = apiPost<T>(endpoint, { token });
    posted.set(key, request);
  }
  return request as Promise<T>;
}

export const confirmEmailWithToken = (token: string) =>
  postTokenOnce<{ message: string; email: string }>(linkEndpoints.confirmEmail, token);

/** An admin with two-factor sign-in on is answered the code step, as a password is (0075). */
export const signInWithToken = (token: string) =>
  postTokenOnce<PublicUser | TwoFactorChallenge>(linkEndpoints.signInLink, token);
