import { licenceValidationMessages } from '../../shared/licence-validation-messages';
import { quoteValidationMessages } from '../../shared/quote-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/**
 * The licence, confirmation and review messages join the `validation` namespace when the agent,
 * admin and link screens load. The licence contract also answers the quote set's `stateInvalid`,
 * so that set comes along.
 */
export function addLicenceValidationMessages(): void {
  addValidationMessages(quoteValidationMessages);
  addValidationMessages(licenceValidationMessages);
}
