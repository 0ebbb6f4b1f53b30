import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { FaqSection } from './faq-section';
import type { IconName } from './icon-names';
import { ClosingCta, InsuranceHero } from './insurance-sections';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { useInsuranceSeo } from './use-insurance-seo';

const coverageIcons = {
  personalProperty: 'key-round',
  liability: 'scale',
  additionalLiving: 'building',
  medicalPayments: 'heart-pulse',
} as const satisfies Record<string, IconName>;
export const rentersFaqKeys = ['cost', 'required'] as const;
const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];
const rentersImage = '/images/renters-apartment.svg';

/** The renters insurance marketing page (spec section 2). */
export function RentersInsurancePage({
  header,
  assistant,
}: {
  header: ReactNode;
  assistant?: ReactNode;
}) {
  const { t } = useTranslation(['insuranceRenters', 'marketing', 'common']);
  const faqs = keyedTexts(t, 'insuranceRenters:faq', rentersFaqKeys, ['question', 'answer']);
  const coverage = keyedTexts(t, 'insuranceRenters:coverage', keysOf(coverageIcons), [
    'title',
    'body',
  ]);
  useInsuranceSeo('renters', {
    namespace: 'insuranceRenters',
    coverage: coverage.map((item) => item.title),
    imageUrl: rentersImage,
    product: { offer: { lowPrice: 15, highPrice: 30, offerCount: 5, currency: 'USD' } },
  });

  return (
    <PageShell header={header} footer={<MarketingFooter />}>
      <InsuranceHero
        type="renters"
        title={t('insuranceRenters:hero.title')}
        body={t('insuranceRenters:hero.body')}
      >
        <p className="mt-6 text-2xl font-bold text-brand-navy">
          {t('insuranceRenters:hero.price')}
        </p>
        <p className="text-slate-700">{t('insuranceRenters:hero.priceNote')}</p>
      </InsuranceHero>
      <section aria-labelledby="renters-coverage" className="bg-white px-4 py-14">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 id="renters-coverage" className="text-3xl font-bold text-brand-navy">
              {t('insuranceRenters:coverage.title')}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {coverage.map((item) => (
                <li key={item.key} className="rounded-lg border border-slate-200 p-5">
                  <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-2 text-slate-700">{item.body}</p>
                </li>
              ))}
            </ul>
          </div>
          <img
            src={rentersImage}
            alt={t('insuranceRenters:hero.imageAlt')}
            width={360}
            height={300}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-sm"
          />
        </div>
      </section>
      <FaqSection items={faqs} />
      <ClosingCta
        type="renters"
        title={t('insuranceRenters:closing.title')}
        body={t('insuranceRenters:closing.body')}
        assistant={assistant}
      />
    </PageShell>
  );
}
