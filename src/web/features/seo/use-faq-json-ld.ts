import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { injectJsonLd } from './json-ld';
import { buildFaqPage, type FaqInput } from './structured-data';

/**
 * The schema-faq block belongs to the FAQ section that shows the questions: injected when it
 * mounts, removed when it unmounts or its questions change (decision 0018).
 */
export function useFaqJsonLd(faqs: FaqInput[]): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const serialized = JSON.stringify(faqs);
  useEffect(() => {
    const items = JSON.parse(serialized) as FaqInput[];
    if (items.length === 0) return;
    return injectJsonLd('schema-faq', buildFaqPage(items, language));
  }, [serialized, language]);
}
