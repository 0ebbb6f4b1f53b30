/** Public entry of the licences feature: what other features use. */

export { LicenceBadge } from './licence-badge';
export { LicenceReviewList } from './licence-review-list';
export { LicenceStatusLabel } from './licence-status-label';
