import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { autoPageOffer } from '../seo/business';
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
/** Ten coverages: liability and, in some states, UM and PIP are required; the rest optional. */
export const requiredAutoCoverages = ['bodilyInjury', 'propertyDamage'] as const;
export const someStatesAutoCoverages = ['uninsuredMotorist', 'pip'] as const;
export const optionalAutoCoverages = [
  'collision',
  'comprehensive',
  'medicalPayments',
  'underinsuredMotorist',
  'gap',
  'rental',
] as const;
export const autoTipKeys = [
  'compare',
  'bundle',
  'deductible',
  'record',
  'credit',
  'discounts',
] as const;
export const autoFaqKeys = [
  'cost',
  'minimum',
  'fullCoverage',
  'factors',
  'noFault',
  'switch',
] as const;
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
  const { t } = useTranslation(['insuranceAuto', 'insurance', 'marketing', 'common']);
  const faqs = keyedTexts(t, 'insuranceAuto:faq', autoFaqKeys, ['question', 'answer']);
  const coverageText = (key: string) => ({
    key,
    title: t(`insuranceAuto:coverage.${key}.title`),
    body: t(`insuranceAuto:coverage.${key}.body`),
  });
  const required = [
    ...requiredAutoCoverages.map((key) => ({
      ...coverageText(key),
      badge: t('insurance:required'),
    })),
    ...someStatesAutoCoverages.map((key) => ({
      ...coverageText(key),
      badge: t('insurance:requiredSomeStates'),
    })),
  ];
  const optional = optionalAutoCoverages.map((key) => ({
    ...coverageText(key),
    badge: t('insurance:optional'),
  }));

  useInsuranceSeo('auto', {
    namespace: 'insuranceAuto',
    faqs,
    coverage: [...required, ...optional].map((item) => item.title),
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

      <section aria-labelledby="coverage-explained" className="px-4 py-14">
        <SectionHeading
          id="coverage-explained"
          title={t('insuranceAuto:coverage.title')}
          intro={t('insuranceAuto:coverage.intro')}
        />
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-2">
          {[
            {
              id: 'coverage-required',
              title: t('insuranceAuto:coverage.requiredGroup'),
              items: required,
            },
            {
              id: 'coverage-optional',
              title: t('insuranceAuto:coverage.optionalGroup'),
              items: optional,
            },
          ].map((group) => (
            <div key={group.id}>
              <h3 id={group.id} className="text-xl font-semibold text-slate-900">
                {group.title}
              </h3>
              <ul aria-labelledby={group.id} className="mt-4 space-y-3">
                {group.items.map((item) => (
                  <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-4">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {item.title}
                      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                        {item.badge}
                      </span>
                    </p>
                    <p className="mt-1 text-slate-700">{item.body}</p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <CardSection
        id="saving-tips"
        tone="white"
        title={t('insurance:tipsTitle')}
        columns="lg:grid-cols-3"
        items={keyedTexts(t, 'insuranceAuto:tips', autoTipKeys, ['title', 'body']).map((tip) => ({
          ...tip,
          icon: 'lightbulb' as const,
        }))}
      />

      <section aria-labelledby="state-requirements" className="px-4 py-14">
        <SectionHeading
          id="state-requirements"
          title={t('insuranceAuto:state.title')}
          intro={t('insuranceAuto:state.intro')}
        />
        <div className="mx-auto max-w-4xl">{statePanel}</div>
      </section>

      <FaqSection items={faqs} />

      <ClosingCta
        type="auto"
        title={t('insuranceAuto:closing.title')}
        body={t('insuranceAuto:closing.body')}
        assistant={assistant}
      />
    </PageShell>
  );
}
