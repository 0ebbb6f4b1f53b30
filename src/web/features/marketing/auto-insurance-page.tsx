import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { autoPageOffer } from '../seo';
import type { IconName } from './icon-names';
import { CardSection, ClosingCta, InsuranceHero, QuoteTiles } from './insurance-sections';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { SectionHeading } from './section-heading';
import { useInsuranceSeo } from './use-insurance-seo';
import { WhenVisible } from './when-visible';

const AutoCoverageGuide = lazy(() => import('./auto-guide'));
const AutoFaq = lazy(() => import('./auto-guide').then((module) => ({ default: module.AutoFaq })));

const vehicleIcons = {
  suv: 'car-front',
  sedan: 'car',
  pickup: 'truck',
  trailer: 'caravan',
} as const satisfies Record<string, IconName>;
const whyIcons = {
  prices: 'piggy-bank',
  coverage: 'shield-check',
  agents: 'badge-check',
  privacy: 'phone-off',
} as const satisfies Record<string, IconName>;
const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** The auto insurance marketing page (spec section 2). */
export function AutoInsurancePage({
  header,
  statePanel,
  assistant,
}: {
  header: ReactNode;
  statePanel?: ReactNode;
  assistant?: ReactNode;
}) {
  const { t } = useTranslation(['insuranceAuto', 'marketing', 'common']);
  useInsuranceSeo('auto', {
    namespace: 'insuranceAuto',
    coverage: [],
    product: { offer: autoPageOffer },
  });

  return (
    <PageShell header={header} footer={<MarketingFooter />}>
      <InsuranceHero
        type="auto"
        title={t('insuranceAuto:hero.title')}
        body={t('insuranceAuto:hero.body')}
      >
        <QuoteTiles
          type="auto"
          detail="vehicle"
          label={t('insuranceAuto:hero.vehiclesLabel')}
          tiles={keysOf(vehicleIcons).map((key) => ({
            key,
            label: t(`insuranceAuto:vehicles.${key}`),
            icon: vehicleIcons[key],
          }))}
        />
      </InsuranceHero>

      <CardSection
        id="why-compare"
        tone="white"
        title={t('insuranceAuto:why.title')}
        intro={t('insuranceAuto:why.intro')}
        items={keyedTexts(t, 'insuranceAuto:why', keysOf(whyIcons), ['title', 'body']).map(
          (item) => ({ ...item, icon: whyIcons[item.key] }),
        )}
      />

      <WhenVisible minHeight={1600} rootMargin="200px 0px">
        <AutoCoverageGuide />
      </WhenVisible>

      <section aria-labelledby="state-requirements" className="px-4 py-14">
        <SectionHeading
          id="state-requirements"
          title={t('insuranceAuto:state.title')}
          intro={t('insuranceAuto:state.intro')}
        />
        <div className="mx-auto max-w-4xl">{statePanel}</div>
      </section>

      <WhenVisible minHeight={560} rootMargin="200px 0px">
        <AutoFaq />
      </WhenVisible>

      <ClosingCta
        type="auto"
        title={t('insuranceAuto:closing.title')}
        body={t('insuranceAuto:closing.body')}
        assistant={assistant}
      />
    </PageShell>
  );
}
