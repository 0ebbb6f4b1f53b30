import { and, desc, eq } from 'drizzle-orm';
import { detectInsurerFromEmail } from '../../../shared/insurers';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { linkTokens, type UserRow, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import { enqueueMail } from '../../mail/outbox';
import { confirmationMail, type MailLocale } from '../../mail/templates';
import { consumeLinkToken, createLinkToken } from './link-tokens';

/** At most one confirmation e-mail a minute per person. */
export const resendIntervalMs = 60 * 1000;

export { linkUrl } from '../../mail/link-url';

import { linkUrl } from '../../mail/link-url';

/** A confirmation token and its e-mail, written in the caller's transaction (the outbox sends it). */
export async function queueConfirmationMail(
  tx: Pick<Db, 'insert'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  locale: MailLocale,
  origin: string,
): Promise<void> {
  const token = await createLinkToken(tx, user.id, 'confirm_email');
  const url = linkUrl(origin, paths.confirmEmail, token);
  await enqueueMail(tx, confirmationMail(locale, user.email, user.firstName, url));
}

/** A new confirmation e-mail for an unconfirmed user, at most once a minute. */
export async function resendConfirmationMail(
  db: Db,
  userId: string,
  locale: MailLocale,
  origin: string,
  now = new Date(),
): Promise<{ sentAt: Date }> {
  return db.transaction(async (tx) => {
    // The row lock makes two resends at once wait for each other, so only one passes the check.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    if (user.emailConfirmedAt) throw new HttpError(409, 'emailAlreadyConfirmed');
    const [latest] = await tx
      .select({ createdAt: linkTokens.createdAt })
      .from(linkTokens)
      .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, 'confirm_email')))
      .orderBy(desc(linkTokens.createdAt))
      .limit(1);
    const waitMs = latest ? latest.createdAt.getTime() + resendIntervalMs - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(
        429,
        'resendTooSoon',
        { 'Retry-After': String(seconds) },
        { count: seconds },
      );
    }
    await tx.update(users).set({ locale }).where(eq(users.id, userId));
    await queueConfirmationMail(tx, user, locale, origin);
    return { sentAt: now };
  });
}

/**
 * Confirms the address a token was mailed to. The company becomes verified only now, and only
 * when the confirmed address is on the insurer's domain.
 */
export async function confirmEmail(db: Db, token: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'confirm_email');
    const [current] = await tx.select().from(users).where(eq(users.id, userId));
    if (!current) throw notFound();
    const detected = detectInsurerFromEmail(current.email);
    const [user] = await tx
      .update(users)
      .set({
        emailConfirmedAt: current.emailConfirmedAt ?? new Date(),
        companyVerified: detected !== undefined && detected.id === current.company,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound();
    // The agent's open portal drops 'Confirm your e-mail' at once.
    if (user.role === 'agent') {
      await publishLive(tx, [{ userId: user.id, kind: 'licence.updated' }]);
    }
    return user;
  });
}
