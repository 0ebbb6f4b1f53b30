import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { derivedKey, hmac, sameMac } from '../../crypto/server-secret';
import type { Db } from '../../db/client';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies" (decision
 * 0037): `<user id>.<nonce>.<HMAC(user id . nonce)>`, set at each successful sign-in and kept
 * across sign-out. A browser holding a valid one for the account it signs in to is a trusted
 * device: its failures are counted against that cookie only, never against the account.
 */
export const deviceCookieName = 'lion_device';
const lifetimeMs = 180 * 24 * 60 * 60 * 1000;
const cookiePattern = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceCookie {
  userId: string;
  nonce: string;
}

export async function signDeviceCookie(db: Db, userId: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const key = await derivedKey(db, 'device-cookie');
  return `${userId}.${nonce}.${hmac(key, `${userId}.${nonce}`)}`;
}

/** The cookie's nonce when it is well formed, signed by this server and names `userId`. */
export async function readDeviceCookie(
  db: Db,
  value: string | undefined,
  userId: string,
): Promise<DeviceCookie | null> {
  const match = value ? cookiePattern.exec(value) : null;
  if (!match) return null;
  const [, cookieUserId, nonce, mac] = match as unknown as [string, string, string, string];
  if (cookieUserId !== userId) return null;
  const key = await derivedKey(db, 'device-cookie');
  return sameMac(mac, hmac(key, `${cookieUserId}.${nonce}`)) ? { userId, nonce } : null;
}

export function setDeviceCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(deviceCookieName, value, {
    httpOnly: true,
    sameSite: 'lax',
    // Only the sign-in routes read it.
    path: '/api',
    secure: reply.server.isHttpsOrigin,
    expires: new Date(Date.now() + lifetimeMs),
  });
}
