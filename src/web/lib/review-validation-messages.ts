import { reviewValidationMessages } from '../../shared/review-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/** The review forms' messages join the `validation` namespace with the screens that show them. */
export function addReviewValidationMessages(): void {
  addValidationMessages(reviewValidationMessages);
}
