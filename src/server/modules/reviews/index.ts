/** Agent reviews (issue 29, decision 0120): what other modules may use. */
export {
  hideReview,
  listOwnReviews,
  listReviewsForModeration,
  ratingSummaries,
  reviewsWrittenBy,
} from './reviews';
export { registerReviewRoutes } from './routes';
