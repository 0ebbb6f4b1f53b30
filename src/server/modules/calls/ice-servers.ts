import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../shared/contracts/calls';
import type { Config } from '../../config';

/** TURN credentials live this long: long enough for a call to start, short enough to be useless leaked. */
export const turnCredentialTtlSeconds = 60 * 60;

const isTurnUrl = (url: string) => /^turns?:/.test(url);

/**
 * TURN REST API credentials (draft-uberti-behave-turn-rest, coturn's `use-auth-secret`): the
 * username is `<expiry unix seconds>:<user id>`, the credential the base64 HMAC-SHA1 of the
 * username keyed with the shared secret. The TURN server checks both without asking us.
 */
export function turnCredentials(
  secret: string,
  userId: string,
  now = new Date(),
): { username: string; credential: string } {
  const expiry = Math.floor(now.getTime() / 1000) + turnCredentialTtlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers for one user's call: the configured list, with short-lived credentials on every
 * TURN entry that has none of its own when a TURN secret is set.
 */
export function iceServersFor(
  config: Pick<Config, 'ICE_SERVERS' | 'TURN_SECRET'>,
  userId: string,
  now = new Date(),
): IceServer[] {
  const secret = config.TURN_SECRET;
  return config.ICE_SERVERS.map((server) => {
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    if (!secret || !urls.some(isTurnUrl) || server.username || server.credential) return server;
    return { ...server, ...turnCredentials(secret, userId, now) };
  });
}
