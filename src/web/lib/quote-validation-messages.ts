import { quoteValidationMessages } from '../../shared/quote-validation-messages';
import { i18n, languages } from './i18n';

/**
 * The quote and profile messages join the `validation` namespace when a quote or profile screen
 * loads (the public pages never download them). Before i18n is initialised (unit tests, or a module
 * evaluated early) they are added as soon as it is.
 */
export function addQuoteValidationMessages(): void {
  const add = () => {
    for (const language of languages) {
      i18n.addResourceBundle(language, 'validation', quoteValidationMessages[language], true, true);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
