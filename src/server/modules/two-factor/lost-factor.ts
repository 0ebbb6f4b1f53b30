import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import { sameMac } from '../../crypto/server-secret';
import type { Db } from '../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets, type UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { linkUrl } from '../../mail/link-url';
import { enqueueMail } from '../../mail/outbox';
import type { MailLocale } from '../../mail/templates';
import { twoFactorRemovalMail, twoFactorRemovedMail } from '../../mail/two-factor-templates';
import { enforceActionLimits } from '../../plugins/abuse-limits';

/**
 * "I lost my second factor" (decision 0074): asked with a password-reset link (proof of the
 * mailbox) and a new password, it starts a 72-hour wait that a mail announces with a cancel
 * link; once the wait is over, the next reset by mail turns two-factor sign-in off. Nothing a
 * session can send shortens the wait. Administrators are not offered it (decision 0039).
 */
export const factorRemovalWaitMs = 72 * 60 * 60 * 1000;
/** Requests per client per hour; each also spends a reset link (3 an hour per address). */
export const maxFactorRemovalsPerClientPerHour = 10;

type Tx = Pick<Db, 'select' | 'update' | 'insert' | 'delete'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const cancelTokenPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export async function limitFactorRemovals(db: Db, ip: string): Promise<void> {
  await enforceActionLimits(
    db,
    [{ key: `two-factor-lost:ip:${ip}`, max: maxFactorRemovalsPerClientPerHour }],
    60 * 60 * 1000,
    'tooManyActions',
  );
}

/**
 * Starts the wait in the reset's transaction (the caller has just set the new password): 403 for
 * an administrator, 409 when two-factor is off, which rolls the reset back. A wait already running
 * keeps its date (a new request neither shortens nor restarts it). Answers when it ends.
 */
export async function beginFactorRemoval(
  tx: Tx,
  user: UserRow,
  context: { locale: MailLocale; origin: string; now: Date },
): Promise<Date> {
  if (user.role === 'admin') throw new HttpError(403, 'twoFactorLostAdmin');
  const [row] = await tx
    .select({ removalDueAt: twoFactorSecrets.removalDueAt })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, user.id), isNotNull(twoFactorSecrets.enabledAt)));
  if (!row) throw new HttpError(409, 'twoFactorNotEnabled');
  if (row.removalDueAt) return row.removalDueAt;
  const dueAt = new Date(context.now.getTime() + factorRemovalWaitMs);
  const secret = randomBytes(32).toString('base64url');
  await tx
    .update(twoFactorSecrets)
    .set({
      removalRequestedAt: context.now,
      removalDueAt: dueAt,
      removalCancelHash: sha256(secret),
    })
    .where(eq(twoFactorSecrets.userId, user.id));
  const cancelUrl = linkUrl(context.origin, paths.cancelTwoFactorRemoval, `${user.id}.${secret}`);
  await enqueueMail(tx, twoFactorRemovalMail(context.locale, user.email, dueAt, cancelUrl));
  return dueAt;
}

/**
 * In every password reset's transaction: when the account's wait is over, two-factor sign-in is
 * turned off and the owner told. True when it was.
 */
export async function finishDueFactorRemoval(
  tx: Tx,
  user: UserRow,
  context: { locale: MailLocale; now: Date },
): Promise<boolean> {
  if (user.role === 'admin') return false;
  const removed = await tx
    .delete(twoFactorSecrets)
    .where(
      and(
        eq(twoFactorSecrets.userId, user.id),
        isNotNull(twoFactorSecrets.enabledAt),
        lte(twoFactorSecrets.removalDueAt, context.now),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  if (removed.length === 0) return false;
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
  await enqueueMail(tx, twoFactorRemovedMail(context.locale, user.email, context.now));
  return true;
}

/** The wait's end for the status, or null when none runs. */
export async function factorRemovalDueAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ removalDueAt: twoFactorSecrets.removalDueAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return row?.removalDueAt ?? null;
}

/** The signed-in owner cancels the wait (a no-op when none runs). */
export async function cancelFactorRemoval(db: Db, userId: string): Promise<void> {
  await db
    .update(twoFactorSecrets)
    .set({ removalRequestedAt: null, removalDueAt: null })
    .where(eq(twoFactorSecrets.userId, userId));
}

/**
 * The mailed link cancels the wait: `<user id>.<secret>`, the secret's SHA-256 compared in
 * constant time. The hash stays after a cancel, so a second click answers the same; a new wait
 * replaces it, and turning two-factor off deletes it. Anything else is 400 'tokenInvalid'.
 */
export async function cancelFactorRemovalByLink(db: Db, token: string): Promise<void> {
  const match = cancelTokenPattern.exec(token.trim());
  const invalid = new HttpError(400, 'tokenInvalid');
  if (!match) throw invalid;
  const [, userId, secret] = match as unknown as [string, string, string];
  const [row] = await db
    .select({ removalCancelHash: twoFactorSecrets.removalCancelHash })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  const presented = sha256(secret);
  if (!sameMac(presented, row?.removalCancelHash ?? '') || !row) throw invalid;
  await cancelFactorRemoval(db, userId);
}
