import { quoteValidationMessages } from '../../../shared/quote-validation-messages';
import { i18n, languages } from '../../lib/i18n';

/** The profile and vehicle messages join the `validation` namespace when this screen loads. */
export function addQuoteValidationMessages(): void {
  for (const language of languages) {
    i18n.addResourceBundle(language, 'validation', quoteValidationMessages[language], true, true);
  }
}
