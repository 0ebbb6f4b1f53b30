import { quoteValidationMessages } from '../../shared/quote-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/** The quote and profile messages join the `validation` namespace when those screens load. */
export function addQuoteValidationMessages(): void {
  addValidationMessages(quoteValidationMessages);
}
