import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type linkPurposes, linkTokens } from '../../db/schema';
import { HttpError } from '../../http-error';

export type LinkPurpose = (typeof linkPurposes)[number];

/**
 * How long a link works: a day to confirm an e-mail (a new one too) and to cancel a change of
 * e-mail (as long as the change can be confirmed), an hour to sign in or to choose a new password.
 */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  sign_in: 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  cancel_email_change: 24 * 60 * 60 * 1000,
};

/**
 * The links that can hand the account to whoever holds them (a session, a new password, a new
 * address) or undo a change. Every credential or recovery event spends them all (decision 0070):
 * a link mailed before the owner took the account back must not outlive that. A `confirm_email`
 * link only proves the address the account already has, so it survives.
 */
export const accountLinkPurposes = [
  'sign_in',
  'reset_password',
  'change_email',
  'cancel_email_change',
] as const satisfies readonly LinkPurpose[];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 32 random bytes (256 bits) in base64url. */
const secretPattern = /^[A-Za-z0-9_-]{43}$/;

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * A new single-use link token `<row id>.<secret>`. The id finds the row; only the secret's
 * SHA-256 is stored, so a copy of the table opens nothing.
 */
export async function createLinkToken(
  db: Pick<Db, 'insert'>,
  userId: string,
  purpose: LinkPurpose,
  now = new Date(),
  newEmail: string | null = null,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(linkTokens)
    .values({
      userId,
      purpose,
      newEmail,
      secretHash: sha256(secret).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + linkLifetimeMs[purpose]),
    })
    .returning({ id: linkTokens.id });
  if (!row) throw new Error('link token insert returned no row');
  return `${row.id}.${secret}`;
}

const invalid = () => new HttpError(400, 'tokenInvalid');

/**
 * Uses a link token once: its user id, or a plain refusal (400 not valid, 410 used or expired).
 * The secret is compared in constant time; marking it used is conditional, so two clicks at
 * once cannot both succeed.
 */
export async function consumeLinkToken(
  db: Pick<Db, 'select' | 'update'>,
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string> {
  return (await spendLinkToken(db, token, purpose, now)).userId;
}

/** `consumeLinkToken` with what the row carries besides its user (the new e-mail of a change). */
export async function spendLinkToken(
  db: Pick<Db, 'select' | 'update'>,
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<{ userId: string; newEmail: string | null }> {
  const [id, secret, extra] = token.trim().split('.');
  if (
    !id ||
    !secret ||
    extra !== undefined ||
    !uuidPattern.test(id) ||
    !secretPattern.test(secret)
  ) {
    throw invalid();
  }
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.id, id), eq(linkTokens.purpose, purpose)))
    .limit(1);
  const presented = sha256(secret);
  const stored = Buffer.from(row?.secretHash ?? '', 'hex');
  // Compare even when no row matched, so both paths do the same work.
  const isMatch =
    stored.length === presented.length
      ? timingSafeEqual(stored, presented)
      : timingSafeEqual(presented, presented) && false;
  if (!row || !isMatch) throw invalid();
  if (row.usedAt) throw new HttpError(410, 'tokenUsed');
  if (row.expiresAt <= now) throw new HttpError(410, 'tokenExpired');
  const [used] = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.id, row.id), isNull(linkTokens.usedAt)))
    .returning({ userId: linkTokens.userId, newEmail: linkTokens.newEmail });
  if (!used) throw new HttpError(410, 'tokenUsed');
  return used;
}

/**
 * Spends every outstanding account link of the user (see `accountLinkPurposes`), pending changes
 * of e-mail included. Called by each credential or recovery event, in its transaction when it has
 * one: a password changed or reset, sessions ended from another device, an e-mail change
 * confirmed or cancelled. Answers how many links it spent.
 */
export async function spendAccountLinks(
  db: Pick<Db, 'update'>,
  userId: string,
  now = new Date(),
): Promise<number> {
  const spent = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.userId, userId),
        inArray(linkTokens.purpose, [...accountLinkPurposes]),
        isNull(linkTokens.usedAt),
      ),
    )
    .returning({ id: linkTokens.id });
  return spent.length;
}
