import { leadValidationMessages } from '../../shared/lead-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/** The consent and offer messages join the `validation` namespace when the consumer's screens load. */
export function addLeadValidationMessages(): void {
  addValidationMessages(leadValidationMessages);
}
