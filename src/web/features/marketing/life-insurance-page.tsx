import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { FaqSection } from './faq-section';
import type { IconName } from './icon-names';
import { CardSection, ClosingCta, InsuranceHero } from './insurance-sections';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { useInsuranceSeo } from './use-insurance-seo';

const typeIcons = {
  term: 'timer',
  whole: 'shield-check',
  universal: 'sliders-horizontal',
  variable: 'chart-line',
} as const satisfies Record<string, IconName>;
export const lifeFaqKeys = ['howMuch', 'termOrWhole'] as const;
const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];
const lifeImage = '/images/life-family.svg';

/** The life insurance marketing page (spec section 2). */
export function LifeInsurancePage({
  header,
  assistant,
}: {
  header: ReactNode;
  assistant?: ReactNode;
}) {
  const { t } = useTranslation(['insuranceLife', 'marketing', 'common']);
  const faqs = keyedTexts(t, 'insuranceLife:faq', lifeFaqKeys, ['question', 'answer']);
  const types = keyedTexts(t, 'insuranceLife:types', keysOf(typeIcons), ['title', 'body']);
  useInsuranceSeo('life', {
    namespace: 'insuranceLife',
    coverage: types.map((item) => item.title),
    imageUrl: lifeImage,
  });

  return (
    <PageShell header={header} footer={<MarketingFooter />}>
      <InsuranceHero
        type="life"
        title={t('insuranceLife:hero.title')}
        body={t('insuranceLife:hero.body')}
      />
      <CardSection
        id="life-types"
        tone="white"
        title={t('insuranceLife:types.title')}
        items={types.map((item) => ({ ...item, icon: typeIcons[item.key] }))}
      />
      <section aria-labelledby="life-rule" className="px-4 py-14">
        <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-2">
          <div>
            <h2 id="life-rule" className="text-3xl font-bold text-brand-navy">
              {t('insuranceLife:rule.title')}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{t('insuranceLife:rule.body')}</p>
            <p className="mt-3 font-semibold text-slate-900">{t('insuranceLife:rule.example')}</p>
          </div>
          <img
            src={lifeImage}
            alt={t('insuranceLife:hero.imageAlt')}
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-lg"
          />
        </div>
      </section>
      <FaqSection items={faqs} />
      <ClosingCta
        type="life"
        title={t('insuranceLife:closing.title')}
        body={t('insuranceLife:closing.body')}
        assistant={assistant}
      />
    </PageShell>
  );
}
