import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/** Agent reviews (issue 29, decision 0120). */
const m = (key: ValidationMessageKey) => ({ message: key });

/** Reviews an agent needs before the cards show an average ('New on Lion' until then). */
export const reviewsBeforeAverage = 3;
export const reviewTextMaxLength = 1000;

export const reviewInputSchema = z.object({
  rating: z
    .number(m('reviewRatingRequired'))
    .int(m('reviewRatingRequired'))
    .min(1, m('reviewRatingRequired'))
    .max(5, m('reviewRatingRequired')),
  comment: z
    .string(m('invalidValue'))
    .trim()
    .max(reviewTextMaxLength, m('reviewCommentTooLong'))
    .default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewResponseInputSchema = z.object({
  response: z
    .string(m('reviewResponseRequired'))
    .trim()
    .min(3, m('reviewResponseRequired'))
    .max(reviewTextMaxLength, m('reviewResponseRequired')),
});
export type ReviewResponseInput = z.infer<typeof reviewResponseInputSchema>;

/** A review as anyone who may read it sees it: the author as 'Maria G.', never more. */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  authorFirstName: z.string(),
  authorLastInitial: z.string(),
  createdAt: z.string(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The agent cards' figure: an average only from `reviewsBeforeAverage` reviews. */
export const ratingSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  average: z.number().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** `GET /api/offers/:id/review`: the consumer's own review of an offer, and whether they may write one. */
export const offerReviewStateSchema = z.object({
  review: reviewSchema.nullable(),
  canReview: z.boolean(),
});
export type OfferReviewState = z.infer<typeof offerReviewStateSchema>;

/** `GET /api/agents/:id/reviews`: the visible reviews of one agent, newest first. */
export const agentReviewListSchema = z.object({
  summary: ratingSummarySchema,
  items: z.array(reviewSchema),
});
export type AgentReviewList = z.infer<typeof agentReviewListSchema>;

/** `GET /api/admin/reviews`: the newest reviews, hidden ones included, for moderation. */
export const adminReviewSchema = reviewSchema.extend({
  agentId: z.string(),
  agentName: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema) });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
