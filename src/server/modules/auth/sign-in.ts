import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../http-error';
import { assertAccountNotLocked, recordFailedSignIn } from '../../plugins/auth-rate-limit';
import { verifyPassword } from './password-hashing';

export const invalidCredentialsMessage = 'invalidCredentials';

/** Which sign-in door: agents (and staff) at /api/agent/login, consumers at /api/auth/login. */
export type SignInDoor = 'agent' | 'consumer';

const rolesAllowedAt: Record<SignInDoor, ReadonlySet<string>> = {
  agent: new Set(['agent', 'admin']),
  consumer: new Set(['consumer']),
};

/**
 * Checks e-mail and password. Unknown e-mail, wrong password and the wrong door all give the same
 * 401 'Invalid credentials' after one argon2 verification each (a dummy hash for unknown e-mails),
 * and all count as failures of that e-mail.
 */
export async function signIn(db: Db, email: string, password: string, door: SignInDoor) {
  await assertAccountNotLocked(db, email);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !isPasswordRight || !rolesAllowedAt[door].has(user.role)) {
    await recordFailedSignIn(db, email);
    throw unauthorized(invalidCredentialsMessage);
  }
  return user;
}
