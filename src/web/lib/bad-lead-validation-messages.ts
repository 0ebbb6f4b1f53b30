import { badLeadValidationMessages } from '../../shared/bad-lead-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/** The report dialog's and the operator's messages join `validation` with their screens. */
export function addBadLeadValidationMessages(): void {
  addValidationMessages(badLeadValidationMessages);
}
