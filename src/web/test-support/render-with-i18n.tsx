import { cleanup, type RenderResult, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { baseValidationMessages } from '../../shared/base-validation-messages';
import type { Language } from '../../shared/languages';
import { leadValidationMessages } from '../../shared/lead-validation-messages';
import enQuote from '../locales/en/quote.json';
import enQuoteDetails from '../locales/en/quoteDetails.json';
import esQuote from '../locales/es/quote.json';
import esQuoteDetails from '../locales/es/quoteDetails.json';

afterEach(cleanup);

/**
 * Renders a component test's tree with the app's real texts (the `validation`, `quote` and
 * `quoteDetails` namespaces) in English or Spanish, initialised synchronously so the first render has them.
 */
export function renderWithI18n(ui: ReactElement, language: Language = 'en'): RenderResult {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    resources: {
      en: {
        validation: { ...baseValidationMessages.en, ...leadValidationMessages.en },
        quote: enQuote,
        quoteDetails: enQuoteDetails,
      },
      es: {
        validation: { ...baseValidationMessages.es, ...leadValidationMessages.es },
        quote: esQuote,
        quoteDetails: esQuoteDetails,
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
