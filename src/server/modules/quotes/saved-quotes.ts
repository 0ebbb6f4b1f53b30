import { and, count, desc, eq } from 'drizzle-orm';
import {
  bestMonthlyOf,
  type QuoteInput,
  quoteNotFoundMessage,
  type SavedQuote,
} from '../../../shared/contracts/quotes';
import { estimateQuote } from '../../../shared/estimates';
import type { Db } from '../../db/client';
import { type SavedQuoteRow, savedQuotes, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { checkSameRequest, type IdempotencyKey } from '../../plugins/idempotency';
import { closeLeadsThatNoLongerFit, withdrawLeads } from '../leads';
import { fillProfileFromRequest } from '../profiles';

/** How many requests one consumer keeps (issue 18): a save past it answers 409. */
/** The default of `SAVED_QUOTES_PER_CONSUMER`. */
export const maxSavedQuotesPerConsumer = 50;

/** The row as the API answers it: named fields only, so a new column never leaks. */
export function toSavedQuote(row: SavedQuoteRow): SavedQuote {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    zip: row.zip,
    input: row.input,
    result: row.result,
    bestMonthly: bestMonthlyOf(row.result),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Prices the answers on the server: whatever prices a client sends are never read. */
function price(input: QuoteInput, now: Date) {
  const result = estimateQuote(input, now);
  return {
    type: input.type,
    state: result.state,
    zip: input.zip,
    input,
    result,
    engineVersion: result.engineVersion,
  };
}

export async function createSavedQuote(
  db: Db,
  userId: string,
  input: QuoteInput,
): Promise<SavedQuote> {
  return (await saveQuote(db, userId, input, null)).quote;
}

/**
 * Stores a new request. With an idempotency key the key goes into the same INSERT, so a retry
 * (the first answer lost) finds the row the first attempt created instead of adding another:
 * `ON CONFLICT (user_id, idempotency_key) DO NOTHING`, then the stored row (decision 0032).
 */
export async function saveQuote(
  db: Db,
  userId: string,
  input: QuoteInput,
  idempotency: IdempotencyKey | null,
  maxKept: number = maxSavedQuotesPerConsumer,
): Promise<{ quote: SavedQuote; isReplay: boolean }> {
  const now = new Date();
  // One consumer keeps at most `maxKept` requests: the account row is locked
  // while they are counted, so two saves at once cannot both take the last place.
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (idempotency) {
      const [stored] = await tx
        .select({ id: savedQuotes.id })
        .from(savedQuotes)
        .where(
          and(eq(savedQuotes.userId, userId), eq(savedQuotes.idempotencyKey, idempotency.key)),
        );
      // A retry of a save that was stored: answered below, not refused by the cap.
      if (stored) return undefined;
    }
    const [kept] = await tx
      .select({ count: count() })
      .from(savedQuotes)
      .where(eq(savedQuotes.userId, userId));
    if ((kept?.count ?? 0) >= maxKept) {
      throw new HttpError(409, 'tooManySavedQuotes', undefined, { count: maxKept });
    }
    const [inserted] = await tx
      .insert(savedQuotes)
      .values({
        userId,
        ...price(input, now),
        createdAt: now,
        updatedAt: now,
        idempotencyKey: idempotency?.key ?? null,
        idempotencyHash: idempotency?.hash ?? null,
      })
      .onConflictDoNothing({ target: [savedQuotes.userId, savedQuotes.idempotencyKey] })
      .returning();
    // The answers fill the profile's empty fields and its vehicles (issue 20).
    if (inserted) await fillProfileFromRequest(tx, userId, input);
    return inserted;
  });
  if (row) return { quote: toSavedQuote(row), isReplay: false };
  if (!idempotency) throw new Error('saved quote insert returned no row');
  const [stored] = await db
    .select()
    .from(savedQuotes)
    .where(and(eq(savedQuotes.userId, userId), eq(savedQuotes.idempotencyKey, idempotency.key)));
  // The request its key created was deleted in the meantime.
  if (!stored) throw notFound(quoteNotFoundMessage);
  checkSameRequest(stored, idempotency);
  return { quote: toSavedQuote(stored), isReplay: true };
}

/** The caller's saved requests, newest first. */
export async function listSavedQuotes(db: Db, userId: string): Promise<SavedQuote[]> {
  const rows = await db
    .select()
    .from(savedQuotes)
    .where(eq(savedQuotes.userId, userId))
    .orderBy(desc(savedQuotes.createdAt), desc(savedQuotes.id));
  return rows.map(toSavedQuote);
}

/** The owner is part of every WHERE clause: another consumer's request reads as missing. */
const ownedBy = (userId: string, id: string) =>
  and(eq(savedQuotes.id, id), eq(savedQuotes.userId, userId));

export async function getSavedQuote(db: Db, userId: string, id: string): Promise<SavedQuote> {
  if (!isUuid(id)) throw notFound(quoteNotFoundMessage);
  const [row] = await db.select().from(savedQuotes).where(ownedBy(userId, id));
  if (!row) throw notFound(quoteNotFoundMessage);
  return toSavedQuote(row);
}

/**
 * Replaces the answers and re-prices them with the current engine. Leads whose agent is not
 * licensed for the request as it now stands close with the reason (decision 0036).
 */
export async function updateSavedQuote(
  db: Db,
  userId: string,
  id: string,
  input: QuoteInput,
): Promise<SavedQuote> {
  if (!isUuid(id)) throw notFound(quoteNotFoundMessage);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(savedQuotes)
      .set({ ...price(input, now), updatedAt: now })
      .where(ownedBy(userId, id))
      .returning();
    if (!updated) throw notFound(quoteNotFoundMessage);
    // A shared request edited into another state or line: leads that no longer fit close.
    await closeLeadsThatNoLongerFit(tx, userId, id);
    return updated;
  });
  return toSavedQuote(row);
}

/**
 * Deletes a request. Agents holding it lose it first through the ordinary withdrawal (live, in
 * the contact log) and its consent closes; the consent and the contact log outlive the request
 * (decision 0042).
 */
export async function deleteSavedQuote(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(quoteNotFoundMessage);
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: savedQuotes.id })
      .from(savedQuotes)
      .where(ownedBy(userId, id))
      .for('update');
    if (!own) throw notFound(quoteNotFoundMessage);
    await withdrawLeads(tx, userId, { quoteId: id });
    await tx.delete(savedQuotes).where(ownedBy(userId, id));
  });
}
