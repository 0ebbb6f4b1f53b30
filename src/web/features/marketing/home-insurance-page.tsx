import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { homeMinPremium } from '../seo';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { CardSection, ClosingCta, InsuranceHero, QuoteTiles } from './insurance-sections';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { SectionHeading } from './section-heading';
import { useInsuranceSeo } from './use-insurance-seo';
import { WhenVisible } from './when-visible';

const HomeCoverageGuide = lazy(() => import('./home-guide'));
const HomeFaq = lazy(() => import('./home-guide').then((module) => ({ default: module.HomeFaq })));

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
  const { t } = useTranslation(['insuranceHome', 'marketing', 'common']);

  useInsuranceSeo('home', {
    namespace: 'insuranceHome',
    coverage: t('insuranceHome:seo.coverage').split(', '),
    product: { minPremium: homeMinPremium },
  });

  return (
    <PageShell header={header} footer={<MarketingFooter />}>
      <InsuranceHero
        type="home"
        title={t('insuranceHome:heading')}
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
        title={t('insuranceHome:heading')}
        items={keyedTexts(t, 'insuranceHome:benefits', keysOf(benefitIcons), ['title', 'body']).map(
          (item) => ({ ...item, icon: benefitIcons[item.key] }),
        )}
      />

      <WhenVisible minHeight={1100} rootMargin="200px 0px">
        <HomeCoverageGuide />
      </WhenVisible>

      <WhenVisible minHeight={920} rootMargin="200px 0px">
        <HomeFaq />
      </WhenVisible>

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
