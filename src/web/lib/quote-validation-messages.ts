import { quoteValidationMessages } from '../../shared/quote-validation-messages';
import { i18n, languages } from './i18n';

/** The quote messages join the `validation` namespace when a quote or profile screen loads (not before). */
export function addQuoteValidationMessages(): void {
  for (const language of languages) {
    i18n.addResourceBundle(language, 'validation', quoteValidationMessages[language], true, true);
  }
}
