import { type Language, languages } from '../../shared/languages';
import { i18n } from './i18n';

/**
 * Adds a screen's own validation messages to the `validation` namespace, so the public pages never
 * download them. Before i18n is initialised (unit tests, or a module evaluated early) they are added
 * as soon as it is.
 */
export function addValidationMessages(
  messages: Record<Language, Readonly<Record<string, string>>>,
): void {
  const add = () => {
    for (const language of languages) {
      i18n.addResourceBundle(language, 'validation', messages[language], true, true);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
