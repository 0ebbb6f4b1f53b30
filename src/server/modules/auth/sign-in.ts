import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../crypto/password-hashing';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-error';
import { enqueueMail } from '../../mail/outbox';
import { signInBurstMail } from '../../mail/security-templates';
import {
  assertAccountNotLocked,
  assertDeviceNotLocked,
  countSignInFailureBurst,
  recordFailedDeviceSignIn,
  recordFailedSignIn,
  signInBurstThreshold,
  signInBurstWindowMs,
} from '../../plugins/abuse-limits';
import { readDeviceCookie } from './device-cookie';

export const invalidCredentialsMessage = 'invalidCredentials';

/** Which sign-in door: agents (and staff) at /api/agent/login, consumers at /api/auth/login. */
export type SignInDoor = 'agent' | 'consumer';

const rolesAllowedAt: Record<SignInDoor, ReadonlySet<string>> = {
  agent: new Set(['agent', 'admin']),
  consumer: new Set(['consumer']),
};

export interface SignInContext {
  /** The `lion_device` cookie the browser sent, if any. */
  deviceCookie?: string;
  /** Where the burst mail points. */
  siteUrl: string;
  /** Called after a burst mail was written to the outbox. */
  onMailQueued: () => void;
}

/**
 * Checks e-mail and password. Unknown e-mail, wrong password and the wrong door all give the same
 * 401 'Invalid credentials' after one argon2 verification each (a dummy hash for unknown e-mails).
 * A browser with a valid device cookie for the account is held back only by its own failures;
 * every other client meets the account's limit (OWASP device cookies, decision 0037).
 */
export async function signIn(
  db: Db,
  email: string,
  password: string,
  door: SignInDoor,
  context: SignInContext,
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const device = user ? await readDeviceCookie(db, context.deviceCookie, user.id) : null;
  if (device) await assertDeviceNotLocked(db, device.nonce);
  else await assertAccountNotLocked(db, email);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !isPasswordRight || !rolesAllowedAt[door].has(user.role)) {
    if (device) await recordFailedDeviceSignIn(db, device.nonce);
    else await recordFailedSignIn(db, email);
    if (user && (await countSignInFailureBurst(db, user.id))) {
      const minutes = signInBurstWindowMs / 60_000;
      await enqueueMail(
        db,
        signInBurstMail(
          user.locale,
          user.email,
          { count: signInBurstThreshold, minutes },
          context.siteUrl,
        ),
      );
      context.onMailQueued();
    }
    throw unauthorized(invalidCredentialsMessage);
  }
  // Told only to whoever knows the password: the person learns why, and how to appeal (mailed).
  if (user.suspendedAt) throw new HttpError(403, 'accountSuspended');
  return user;
}
