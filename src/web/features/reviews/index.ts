/** Public entry of the reviews feature (issue 29, decision 0120): what other features use. */
export { AgentReviewsPanel } from './agent-reviews-panel';
export { ReviewModerationPanel } from './moderation-panel';
export { OfferReviewPanel } from './offer-review-panel';
export { RatingLine } from './rating-line';
