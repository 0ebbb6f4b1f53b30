import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashSessionToken } from '../plugins/session';

/** A live session of the user, as a sign-in makes: push subscriptions belong to one. */
export async function liveSession(db: Db, userId: string): Promise<string> {
  const tokenHash = hashSessionToken(randomBytes(32).toString('base64url'));
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash,
    userId,
    idleExpiresAt: new Date(now + 3_600_000),
    absoluteExpiresAt: new Date(now + 86_400_000),
  });
  return tokenHash;
}

export const silentLog = { warn: () => {} };
