import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminReview,
  type RatingSummary,
  type Review,
  type ReviewInput,
  reviewInputSchema,
  reviewsBeforeAverage,
} from '../../../shared/contracts/reviews';
import type { Db, Tx } from '../../db/client';
import { type AgentReviewRow, agentReviews, offers, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { isUuid } from '../../lib/ids';

type Reader = Pick<Db, 'select'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const authorColumns = { firstName: users.firstName, lastName: users.lastName };

/** The author as 'Maria G.': a review never names more of its writer. */
function toReview(row: AgentReviewRow, author: { firstName: string; lastName: string }): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorFirstName: author.firstName,
    authorLastInitial: author.lastName.slice(0, 1).toUpperCase(),
    createdAt: row.createdAt.toISOString(),
    response: row.response,
    respondedAt: iso(row.respondedAt),
  };
}

/**
 * The consumer's accepted offer, read inside the query that asks who they are: another person's
 * offer, an unknown or malformed id is the same 404.
 */
async function ownOffer(db: Reader, consumerId: string, offerId: string) {
  if (!isUuid(offerId)) throw new HttpError(404, 'offerNotFound');
  const [offer] = await db
    .select({ id: offers.id, agentId: offers.agentId, status: offers.status })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.consumerId, consumerId)));
  if (!offer) throw new HttpError(404, 'offerNotFound');
  return offer;
}

/** `GET /api/quotes/offers/:id/review`: the consumer's review of their offer, and whether they may write one. */
export async function readOfferReview(db: Reader, consumerId: string, offerId: string) {
  const offer = await ownOffer(db, consumerId, offerId);
  const [row] = await db
    .select({ review: agentReviews, author: authorColumns })
    .from(agentReviews)
    .innerJoin(users, eq(users.id, agentReviews.consumerId))
    .where(and(eq(agentReviews.offerId, offer.id), eq(agentReviews.consumerId, consumerId)));
  return {
    review: row ? toReview(row.review, row.author) : null,
    canReview: !row && offer.status === 'accepted',
  };
}

/**
 * A consumer rates the agent of an offer they accepted (decision 0120): once per accepted offer,
 * any time after accepting (the request comes 14 days after). The unique offer id refuses a second.
 */
export async function writeReview(
  db: Db,
  consumerId: string,
  offerId: string,
  input: ReviewInput,
): Promise<Review> {
  const { rating, comment } = reviewInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const offer = await ownOffer(tx, consumerId, offerId);
    if (offer.status !== 'accepted') throw new HttpError(409, 'reviewNotAllowed');
    const [row] = await tx
      .insert(agentReviews)
      .values({ offerId: offer.id, agentId: offer.agentId, consumerId, rating, comment })
      .onConflictDoNothing({ target: agentReviews.offerId })
      .returning();
    if (!row) throw new HttpError(409, 'reviewAlreadyWritten');
    const [author] = await tx.select(authorColumns).from(users).where(eq(users.id, consumerId));
    return toReview(row, author ?? { firstName: '', lastName: '' });
  });
}

/** Count and average of an agent's visible reviews; the average from `reviewsBeforeAverage`. */
export function summaryOf(count: number, average: number | null): RatingSummary {
  return {
    count,
    average:
      count >= reviewsBeforeAverage && average !== null ? Math.round(average * 10) / 10 : null,
  };
}

/** The rating summaries of some agents, hidden reviews left out: one grouped query. */
export async function ratingSummaries(
  db: Reader,
  agentIds: string[],
): Promise<Map<string, RatingSummary>> {
  const summaries = new Map<string, RatingSummary>();
  if (agentIds.length === 0) return summaries;
  const rows = await db
    .select({
      agentId: agentReviews.agentId,
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${agentReviews.rating})::float8`,
    })
    .from(agentReviews)
    .where(and(inArray(agentReviews.agentId, agentIds), isNull(agentReviews.hiddenAt)))
    .groupBy(agentReviews.agentId);
  for (const id of agentIds) {
    const row = rows.find((item) => item.agentId === id);
    summaries.set(id, summaryOf(row?.count ?? 0, row?.average ?? null));
  }
  return summaries;
}

/** An agent's visible reviews, newest first (at most 100), with their summary. */
async function visibleReviews(db: Reader, agentId: string) {
  const rows = await db
    .select({ review: agentReviews, author: authorColumns })
    .from(agentReviews)
    .innerJoin(users, eq(users.id, agentReviews.consumerId))
    .where(and(eq(agentReviews.agentId, agentId), isNull(agentReviews.hiddenAt)))
    .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
    .limit(100);
  const summary = (await ratingSummaries(db, [agentId])).get(agentId) ?? summaryOf(0, null);
  return { summary, items: rows.map((row) => toReview(row.review, row.author)) };
}

/** `GET /api/agents/:id/reviews`: any agent's visible reviews (an unknown id is a 404). */
export async function listAgentReviews(db: Reader, agentId: string) {
  if (!isUuid(agentId)) throw new HttpError(404, 'reviewNotFound');
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.role, 'agent')));
  if (!agent) throw new HttpError(404, 'reviewNotFound');
  return visibleReviews(db, agentId);
}

/** `GET /api/agent/reviews`: the signed-in agent's own visible reviews, to answer them. */
export function listOwnReviews(db: Reader, agentId: string) {
  return visibleReviews(db, agentId);
}

/** The agent answers a review of theirs, once, publicly; another agent's review is a 404. */
export async function answerReview(
  db: Db,
  agentId: string,
  reviewId: string,
  response: string,
): Promise<Review> {
  if (!isUuid(reviewId)) throw new HttpError(404, 'reviewNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agentReviews)
      .set({ response, respondedAt: new Date() })
      .where(
        and(
          eq(agentReviews.id, reviewId),
          eq(agentReviews.agentId, agentId),
          isNull(agentReviews.hiddenAt),
          isNull(agentReviews.response),
        ),
      )
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: agentReviews.id })
        .from(agentReviews)
        .where(
          and(
            eq(agentReviews.id, reviewId),
            eq(agentReviews.agentId, agentId),
            isNull(agentReviews.hiddenAt),
          ),
        );
      throw exists
        ? new HttpError(409, 'reviewAlreadyAnswered')
        : new HttpError(404, 'reviewNotFound');
    }
    const [author] = await tx.select(authorColumns).from(users).where(eq(users.id, row.consumerId));
    return toReview(row, author ?? { firstName: '', lastName: '' });
  });
}

/** The newest reviews for the operator, hidden ones included. */
export async function listReviewsForModeration(db: Reader): Promise<AdminReview[]> {
  const agents = alias(users, 'agent_user');
  const rows = await db
    .select({
      review: agentReviews,
      author: authorColumns,
      agentFirstName: agents.firstName,
      agentLastName: agents.lastName,
    })
    .from(agentReviews)
    .innerJoin(users, eq(users.id, agentReviews.consumerId))
    .innerJoin(agents, eq(agents.id, agentReviews.agentId))
    .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
    .limit(200);
  return rows.map((row) => ({
    ...toReview(row.review, row.author),
    agentId: row.review.agentId,
    agentName: `${row.agentFirstName} ${row.agentLastName}`,
    hiddenAt: iso(row.review.hiddenAt),
    hiddenReason: row.review.hiddenReason,
  }));
}

/**
 * Hides a review that breaks the written rules, in the caller's transaction (the operator's
 * console writes its audit row in the same one). Returns the review's agent.
 */
export async function hideReview(
  tx: Pick<Tx, 'update' | 'select'>,
  reviewId: string,
  reason: string,
): Promise<{ agentId: string }> {
  if (!isUuid(reviewId)) throw new HttpError(404, 'reviewNotFound');
  const [row] = await tx
    .update(agentReviews)
    .set({ hiddenAt: new Date(), hiddenReason: reason })
    .where(and(eq(agentReviews.id, reviewId), isNull(agentReviews.hiddenAt)))
    .returning({ agentId: agentReviews.agentId });
  if (row) return row;
  const [exists] = await tx
    .select({ id: agentReviews.id })
    .from(agentReviews)
    .where(eq(agentReviews.id, reviewId));
  throw exists ? new HttpError(409, 'reviewAlreadyHidden') : new HttpError(404, 'reviewNotFound');
}

/** The reviews a consumer wrote, hidden ones too (their data download). */
export async function reviewsWrittenBy(db: Reader, consumerId: string) {
  const rows = await db
    .select({ review: agentReviews, author: authorColumns })
    .from(agentReviews)
    .innerJoin(users, eq(users.id, agentReviews.consumerId))
    .where(eq(agentReviews.consumerId, consumerId))
    .orderBy(desc(agentReviews.createdAt));
  return rows.map((row) => ({
    ...toReview(row.review, row.author),
    agentId: row.review.agentId,
    offerId: row.review.offerId,
    hiddenAt: iso(row.review.hiddenAt),
    hiddenReason: row.review.hiddenReason,
  }));
}
