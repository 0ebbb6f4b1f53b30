import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { passwordSchemaFor } from '../../../shared/contracts/account';
import { detectInsurerFromEmail } from '../../../shared/insurers';
import { paths } from '../../../shared/paths';
import { hashPassword, verifyPassword } from '../../crypto/password-hashing';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { linkTokens, type UserRow, users } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http-error';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
} from '../../mail/account-templates';
import { enqueueMail } from '../../mail/outbox';
import type { MailLocale } from '../../mail/templates';
import { type ActionLimit, enforceActionLimits } from '../../plugins/abuse-limits';
import {
  createLinkToken,
  type LinkPurpose,
  linkUrl,
  spendAccountLinks,
  spendLinkToken,
} from '../auth';
import { finishDueFactorRemoval } from '../two-factor';

const hourMs = 60 * 60 * 1000;

/**
 * Per hour: how many reset links one address may be sent, how many requests one client may
 * make, and how many password checks (change of password or e-mail) one account and one client
 * may make. Counted in the database like every limit (decision 0008), so shared by instances.
 */
export const accountLimits = {
  resetPerAddress: 3,
  resetPerClient: 20,
  checksPerUser: 10,
  checksPerClient: 40,
  changeEmailPerAddress: 3,
} as const;

async function limit(db: Db, limits: ActionLimit[]): Promise<void> {
  await enforceActionLimits(db, limits, hourMs, 'tooManyActions');
}

/** The limits of "Forgot password?", counted for known and unknown addresses alike. */
export function limitResetRequests(db: Db, email: string, ip: string): Promise<void> {
  return limit(db, [
    { key: `reset-password:address:${email}`, max: accountLimits.resetPerAddress },
    { key: `reset-password:ip:${ip}`, max: accountLimits.resetPerClient },
  ]);
}

/** The reset page is told the role, so that it shows the rules the new password must follow. */
function resetUrl(origin: string, role: UserRow['role'], token: string): string {
  return linkUrl(origin, `${paths.resetPassword}?for=${role}`, token);
}

function signInUrl(origin: string, role: UserRow['role']): string {
  return `${origin}${role === 'consumer' ? paths.consumerAuth : paths.agentAuth}`;
}

/**
 * Mails a reset link when the address has an account; does nothing otherwise. The route answers
 * before this runs, so the answer and its timing are the same either way.
 */
export async function sendResetLink(
  db: Db,
  email: string,
  locale: MailLocale,
  origin: string,
): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return false;
  await db.transaction(async (tx) => {
    const token = await createLinkToken(tx, user.id, 'reset_password');
    await enqueueMail(
      tx,
      passwordResetMail(locale, user.email, resetUrl(origin, user.role, token)),
    );
  });
  return true;
}

/** A new password must follow the rules of the account's role (decision 0007): 400 otherwise. */
function assertPasswordRules(role: UserRow['role'], password: string): void {
  const result = passwordSchemaFor(role).safeParse(password);
  if (!result.success) {
    throw new HttpError(400, result.error.issues[0]?.message ?? 'passwordRefusedAgent');
  }
}

/** Marks the user's other unused links of a purpose used: one change of e-mail at a time. */
async function retireLinks(tx: Pick<Db, 'update'>, userId: string, purpose: LinkPurpose) {
  await tx
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(linkTokens.userId, userId),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
      ),
    );
}

/**
 * Sets the password of the link's account. The token is spent in the same transaction as the
 * change, so a password that breaks the rules leaves the link usable. A lost-second-factor wait
 * that is over ends here (decision 0074); `alsoInTransaction` runs before the mail, and its
 * refusal rolls the reset back. The caller ends every session afterwards.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  locale: MailLocale,
  origin: string,
  alsoInTransaction?: (
    tx: Pick<Db, 'select' | 'update' | 'insert' | 'delete'>,
    user: UserRow,
    factorRemoved: boolean,
  ) => Promise<void>,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const { userId } = await spendLinkToken(tx, token, 'reset_password');
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    assertPasswordRules(user.role, password);
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: now })
      .where(eq(users.id, userId));
    await spendAccountLinks(tx, userId, now);
    const factorRemoved = await finishDueFactorRemoval(tx, user, { locale, now });
    if (alsoInTransaction) await alsoInTransaction(tx, user, factorRemoved);
    await enqueueMail(
      tx,
      passwordChangedMail(locale, user.email, now, signInUrl(origin, user.role)),
    );
    return user;
  });
}

/**
 * The signed-in account proves it knows its password (counted per account and per client, so
 * a stolen session cannot guess it). A wrong one is a 400 on the field, not a 401 that would end
 * the session in the browser.
 */
export async function assertCurrentPassword(
  db: Db,
  userId: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  await limit(db, [
    { key: `account-check:user:${userId}`, max: accountLimits.checksPerUser },
    { key: `account-check:ip:${ip}`, max: accountLimits.checksPerClient },
  ]);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, 'currentPasswordWrong');
  }
  return user;
}

/**
 * A new password for the signed-in account, spending every account link (decision 0070); the
 * caller ends its other sessions.
 */
export async function changePassword(
  db: Db,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  context: { ip: string; locale: MailLocale; origin: string },
): Promise<void> {
  const user = await assertCurrentPassword(db, userId, input.currentPassword, context.ip);
  assertPasswordRules(user.role, input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await spendAccountLinks(tx, userId, now);
    await enqueueMail(
      tx,
      passwordChangedMail(context.locale, user.email, now, signInUrl(context.origin, user.role)),
    );
  });
}

async function assertEmailFree(db: Pick<Db, 'select'>, email: string, userId: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict('duplicateEmail');
}

/**
 * Asks for a new e-mail address: a link to the new address (the only way it takes effect) and a
 * notice to the current one, which carries a "this was not me" link that cancels every pending
 * change. A newer request retires the older change link; older cancel links keep working, since
 * all they can do is cancel. While a change waits, an agent receives no new leads (matching.ts).
 */
export async function requestEmailChange(
  db: Db,
  userId: string,
  input: { currentPassword: string; newEmail: string },
  context: { ip: string; locale: MailLocale; origin: string },
): Promise<void> {
  const user = await assertCurrentPassword(db, userId, input.currentPassword, context.ip);
  if (input.newEmail === user.email) throw new HttpError(400, 'emailUnchanged');
  await limit(db, [
    { key: `change-email:address:${input.newEmail}`, max: accountLimits.changeEmailPerAddress },
  ]);
  await assertEmailFree(db, input.newEmail, userId);
  await db.transaction(async (tx) => {
    await retireLinks(tx, userId, 'change_email');
    const token = await createLinkToken(tx, userId, 'change_email', new Date(), input.newEmail);
    const url = linkUrl(context.origin, paths.confirmEmailChange, token);
    const cancelToken = await createLinkToken(tx, userId, 'cancel_email_change');
    const cancelUrl = linkUrl(context.origin, paths.cancelEmailChange, cancelToken);
    await enqueueMail(tx, emailChangeMail(context.locale, input.newEmail, url));
    await enqueueMail(
      tx,
      emailChangeNoticeMail(context.locale, user.email, input.newEmail, cancelUrl),
    );
  });
}

/** The change of e-mail waiting for its link, if any (newest unused and unexpired). */
export async function pendingEmailChange(
  db: Db,
  userId: string,
): Promise<{ email: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ email: linkTokens.newEmail, expiresAt: linkTokens.expiresAt })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.userId, userId),
        eq(linkTokens.purpose, 'change_email'),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(linkTokens.createdAt))
    .limit(1);
  return row?.email ? { email: row.email, expiresAt: row.expiresAt } : null;
}

/**
 * Following the link mailed to the new address: it becomes the account's, confirmed (the link
 * proved it), and every other account link is spent (a reset link mailed to the old address
 * must not reset the account). An agent's company proof is decided again from the new address's
 * domain, as at registration: verified only when the domain is the insurer's.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const { userId, newEmail } = await spendLinkToken(tx, token, 'change_email');
      if (!newEmail) throw new HttpError(400, 'tokenInvalid');
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) throw notFound();
      await assertEmailFree(tx, newEmail, userId);
      const now = new Date();
      const detected = detectInsurerFromEmail(newEmail);
      const company =
        current.role === 'agent'
          ? {
              company: detected?.id ?? current.company,
              companyVerified: detected !== undefined,
            }
          : {};
      const [user] = await tx
        .update(users)
        .set({ email: newEmail, emailConfirmedAt: now, updatedAt: now, ...company })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw notFound();
      await spendAccountLinks(tx, userId, now);
      return user;
    });
  } catch (error) {
    // Another account took the address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('duplicateEmail');
    throw error;
  }
}

/**
 * "This was not me", from the notice mailed to the current address: every pending change of
 * e-mail is cancelled, and since someone else knows the password, every other account link is
 * spent too (decision 0070). The caller ends every session. A used or expired link is a 410.
 */
export async function cancelEmailChange(db: Db, token: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const { userId } = await spendLinkToken(tx, token, 'cancel_email_change');
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    await spendAccountLinks(tx, userId);
    return user;
  });
}
