import { useTranslation } from 'react-i18next';
import { useFaqJsonLd } from '../seo';
import { type FaqItem, FaqList } from './faq-list';
import { SectionHeading } from './section-heading';

/** The questions of a page, with their schema-faq structured data. */
export function FaqSection({ items }: { items: FaqItem[] }) {
  const { t } = useTranslation('marketing');
  useFaqJsonLd(items);
  return (
    <section aria-labelledby="faq" className="px-4 py-14">
      <SectionHeading id="faq" title={t('faqTitle')} />
      <div className="mx-auto max-w-3xl">
        <FaqList items={items} />
      </div>
    </section>
  );
}
