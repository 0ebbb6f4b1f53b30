import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agentReviews, notifications, offers } from '../../db/schema';

/** Days after an accepted offer that its consumer is asked to rate the agent (issue 29). */
export const reviewRequestAfterDays = 14;
/** Offers accepted longer ago than this are not asked any more (a job that was down for weeks). */
const reviewRequestWindowDays = 30;

/**
 * The review requests due now: one per accepted offer `reviewRequestAfterDays` after it was
 * accepted, while it is still accepted and not reviewed, once (`review:<offer>` dedupe key).
 */
export async function dueReviewRequests(tx: Pick<Tx, 'select'>, now: Date) {
  const day = 86_400_000;
  const rows = await tx
    .select({ id: offers.id, consumerId: offers.consumerId, quoteId: offers.quoteId })
    .from(offers)
    .where(
      and(
        eq(offers.status, 'accepted'),
        lte(offers.answeredAt, new Date(now.getTime() - reviewRequestAfterDays * day)),
        gt(
          offers.answeredAt,
          new Date(now.getTime() - (reviewRequestAfterDays + reviewRequestWindowDays) * day),
        ),
        sql`not exists (select 1 from ${agentReviews} r where r.offer_id = ${offers.id})`,
        sql`not exists (select 1 from ${notifications} n where n.dedupe_key = 'review:' || ${offers.id})`,
      ),
    )
    .limit(1000);
  return rows.map((offer) => ({
    userId: offer.consumerId,
    kind: 'review_request' as const,
    offerId: offer.id,
    quoteId: offer.quoteId,
    dedupeKey: `review:${offer.id}`,
  }));
}
