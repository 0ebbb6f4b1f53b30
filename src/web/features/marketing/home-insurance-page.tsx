import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { homeMinPremium } from '../seo/business';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import {
  CardSection,
  ClosingCta,
  FaqSection,
  InsuranceHero,
  QuoteTiles,
} from './insurance-sections';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { SectionHeading } from './section-heading';
import { useInsuranceSeo } from './use-insurance-seo';

const benefitIcons = {
  save: 'piggy-bank',
  providers: 'shield-check',
  experts: 'messages-square',
  simple: 'circle-check',
} as const satisfies Record<string, IconName>;
const propertyIcons = {
  house: 'house',
  condo: 'building',
  apartment: 'building-complex',
  manufactured: 'caravan',
} as const satisfies Record<string, IconName>;
const coverageIcons = {
  dwelling: 'house',
  otherStructures: 'building',
  personalProperty: 'key-round',
  personalLiability: 'scale',
  additionalLiving: 'briefcase-business',
  medicalPayments: 'heart-pulse',
} as const satisfies Record<string, IconName>;
export const homeTipKeys = ['bundle', 'security', 'deductible', 'credit'] as const;
export const homeFaqKeys = [
  'lowestRates',
  'premiumFactors',
  'whatCovered',
  'howMuchCoverage',
  'flood',
  'replacementCost',
] as const;
export const homeCoverageListKeys = [
  'fire',
  'wind',
  'lightning',
  'theft',
  'vandalism',
  'fallingObjects',
  'iceSnow',
  'water',
  'explosion',
  'liability',
] as const;
const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** The home insurance marketing page (spec section 2). */
export function HomeInsurancePage({
  header,
  statePanel,
  quoteWidget,
  assistant,
}: {
  header: ReactNode;
  statePanel?: ReactNode;
  quoteWidget?: ReactNode;
  assistant?: ReactNode;
}) {
  const { t } = useTranslation(['insuranceHome', 'insurance', 'marketing', 'common']);
  const faqs = keyedTexts(t, 'insuranceHome:faq', homeFaqKeys, ['question', 'answer']);
  const coverageList = homeCoverageListKeys.map((key) => t(`insuranceHome:coverageList.${key}`));

  useInsuranceSeo('home', {
    namespace: 'insuranceHome',
    faqs,
    coverage: coverageList,
    product: { minPremium: homeMinPremium },
  });

  return (
    <PageShell header={header} footer={<MarketingFooter />}>
      <InsuranceHero
        type="home"
        title={t('insurance:home.heading')}
        body={t('insuranceHome:hero.body')}
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-green-100 px-4 py-1 font-semibold text-green-900">
          <Icon name="piggy-bank" size={20} />
          {t('insuranceHome:hero.savings')}
        </p>
        <QuoteTiles
          type="home"
          detail="property"
          label={t('insuranceHome:hero.propertiesLabel')}
          tiles={keysOf(propertyIcons).map((key) => ({
            key,
            label: t(`insuranceHome:properties.${key}`),
            icon: propertyIcons[key],
          }))}
        />
      </InsuranceHero>

      <CardSection
        id="home-benefits"
        tone="white"
        title={t('insurance:home.heading')}
        items={keyedTexts(t, 'insuranceHome:benefits', keysOf(benefitIcons), ['title', 'body']).map(
          (item) => ({ ...item, icon: benefitIcons[item.key] }),
        )}
      />

      <CardSection
        id="home-coverage"
        title={t('insuranceHome:coverage.title')}
        intro={t('insuranceHome:coverage.intro')}
        columns="lg:grid-cols-3"
        items={keyedTexts(t, 'insuranceHome:coverage', keysOf(coverageIcons), [
          'title',
          'body',
        ]).map((item) => ({ ...item, icon: coverageIcons[item.key] }))}
      />

      <CardSection
        id="home-tips"
        tone="white"
        title={t('insurance:tipsTitle')}
        items={keyedTexts(t, 'insuranceHome:tips', homeTipKeys, ['title', 'body']).map((tip) => ({
          ...tip,
          icon: 'lightbulb' as const,
        }))}
      />

      <FaqSection items={faqs} />

      <section aria-labelledby="coverage-list" className="bg-white px-4 py-14">
        <SectionHeading id="coverage-list" title={t('insuranceHome:coverageList.title')} />
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {coverageList.map((item) => (
            <li key={item} className="flex items-center gap-3 text-slate-800">
              <Icon name="circle-check" size={20} className="shrink-0 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="state-guidelines" className="px-4 py-14">
        <SectionHeading
          id="state-guidelines"
          title={t('insuranceHome:state.title')}
          intro={t('insuranceHome:state.intro')}
        />
        <div className="mx-auto max-w-4xl">{statePanel}</div>
      </section>

      <section aria-labelledby="home-quote" className="bg-white px-4 py-14">
        <SectionHeading id="home-quote" title={t('insuranceHome:widget.title')} />
        <div className="mx-auto max-w-2xl">{quoteWidget}</div>
      </section>

      <ClosingCta
        type="home"
        title={t('insuranceHome:closing.title')}
        body={t('insuranceHome:closing.body')}
        assistant={assistant}
      />
    </PageShell>
  );
}
