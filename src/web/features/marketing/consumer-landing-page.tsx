import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AppPath, paths } from '../../../shared/paths';
import { PageShell } from '../../components/layout/page-shell';
import { getPublicConfig } from '../../lib/public-config';
import { buildLocalBusiness, buildServices, usePageSeo } from '../seo';
import { ClaimList, IconCardGrid } from './card-grid';
import { CtaLink } from './cta-link';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { NumberedSteps } from './numbered-steps';
import { QuoteStartLink } from './quote-start-link';
import { revealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

const stepKeys = ['create', 'receive', 'compare', 'choose'] as const;
const featureIcons = {
  noPhone: 'phone-off',
  messaging: 'messages-square',
  account: 'user-round',
  comparison: 'scale',
} as const satisfies Record<string, IconName>;
const benefitIcons = {
  save: 'piggy-bank',
  privacy: 'shield-check',
  licensed: 'badge-check',
  control: 'sliders-horizontal',
  free: 'gift',
} as const satisfies Record<string, IconName>;
const coverageIcons = {
  auto: 'car',
  home: 'house',
  renters: 'key-round',
  life: 'heart-pulse',
} as const satisfies Record<string, IconName>;
/** Each coverage card's Learn More opens that line's page (decision 0047). */
const coveragePages = {
  auto: paths.insuranceAuto,
  home: paths.insuranceHome,
  renters: paths.insuranceRenters,
  life: paths.insuranceLife,
} as const satisfies Record<keyof typeof coverageIcons, AppPath>;
const claimKeys = ['agents', 'phone', 'states', 'licensed'] as const;

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** The consumer landing page at / and /consumer (spec section 2). */
export function ConsumerLandingPage({ header }: { header: ReactNode }) {
  const { t } = useTranslation(['landing', 'marketing', 'common']);
  const [isHowOpen, setIsHowOpen] = useState(false);
  const stepsId = useId();
  // Set by the Learn How It Works button: the section is revealed once it is rendered open.
  const shouldRevealSteps = useRef(false);
  useEffect(() => {
    if (!isHowOpen || !shouldRevealSteps.current) return;
    shouldRevealSteps.current = false;
    revealSection(document.getElementById('how-it-works'));
  }, [isHowOpen]);
  const { supportEmail, supportPhone } = getPublicConfig();
  const features = keyedTexts(t, 'landing:features', keysOf(featureIcons), ['title', 'body']);
  const coverage = keyedTexts(t, 'landing:coverage', keysOf(coverageIcons), ['title', 'body']);

  usePageSeo({
    title: t('landing:pageTitle'),
    description: t('landing:seo.description'),
    keywords: t('landing:seo.keywords').split(', '),
    path: paths.consumerLanding,
    products: coverage.map((card) => ({
      name: card.title,
      category: card.key,
      description: card.body,
    })),
    extraBlocks: (business) => [
      buildLocalBusiness(business),
      buildServices(
        features.map((feature) => ({ name: feature.title, description: feature.body })),
        business,
      ),
    ],
  });

  return (
    <PageShell
      header={header}
      footer={
        <MarketingFooter>
          <Link to={paths.agentLanding} className="font-semibold text-white underline">
            {t('landing:footer.agentJoin')}
          </Link>
        </MarketingFooter>
      }
    >
      <section className="bg-gradient-to-b from-white to-blue-50 px-4 py-16 text-center md:py-24">
        <div className="mx-auto max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-900">
            <Icon name="badge-check" size={16} />
            {t('landing:heroBadge')}
          </p>
          <h1 className="mt-4 text-4xl font-bold text-brand-navy md:text-5xl">
            {t('landing:heroTitle')}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t('landing:heroBody')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <QuoteStartLink
              targetId="coverage"
              className="btn-brand rounded-md px-6 py-3 text-lg font-semibold"
            >
              {t('landing:getQuote')}
            </QuoteStartLink>
            <button
              type="button"
              aria-expanded={isHowOpen}
              aria-controls={stepsId}
              onClick={() => {
                shouldRevealSteps.current = !isHowOpen;
                setIsHowOpen(!isHowOpen);
              }}
              className="rounded-md border border-slate-300 bg-white px-6 py-3 text-lg font-semibold text-brand-navy hover:bg-slate-50"
            >
              {t('landing:learnHow')}
            </button>
          </div>
          <ClaimList
            label={t('landing:claims.label')}
            claims={keyedTexts(t, 'landing:claims', claimKeys, ['value', 'label'])}
            className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-4"
          />
        </div>
      </section>

      <section
        id={stepsId}
        hidden={!isHowOpen}
        aria-labelledby="how-it-works"
        className="bg-white px-4 py-16"
      >
        <SectionHeading
          id="how-it-works"
          title={t('landing:steps.title')}
          intro={t('landing:steps.intro')}
        />
        <NumberedSteps
          steps={keyedTexts(t, 'landing:steps', stepKeys, ['title', 'body'])}
          badgeClassName="bg-brand-navy"
        />
      </section>

      <section aria-labelledby="features" className="px-4 py-16">
        <SectionHeading id="features" title={t('landing:features.title')} />
        <IconCardGrid
          cards={features.map((feature) => ({ ...feature, icon: featureIcons[feature.key] }))}
          iconClassName="text-[var(--accent)]"
        />
      </section>

      <section aria-labelledby="benefits" className="bg-white px-4 py-16">
        <SectionHeading id="benefits" title={t('landing:benefits.title')} />
        <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3 lg:grid-cols-5">
          {keyedTexts(t, 'landing:benefits', keysOf(benefitIcons), ['title', 'body']).map(
            (benefit) => {
              return (
                <li key={benefit.key} className="text-center">
                  <Icon
                    name={benefitIcons[benefit.key]}
                    className="mx-auto text-brand-navy"
                    size={36}
                  />
                  <h3 className="mt-3 font-semibold text-slate-900">{benefit.title}</h3>
                  <p className="mt-2 text-sm text-slate-700">{benefit.body}</p>
                </li>
              );
            },
          )}
        </ul>
      </section>

      <section aria-labelledby="coverage" className="px-4 py-16">
        <SectionHeading
          id="coverage"
          title={t('landing:coverage.title')}
          intro={t('landing:coverage.intro')}
        />
        <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coverage.map((card) => {
            const isPopular = card.key === 'auto';
            return (
              <li
                key={card.key}
                className={`relative flex flex-col rounded-lg bg-white p-6 shadow-sm ${
                  isPopular ? 'ring-2 ring-[var(--accent)]' : 'border border-slate-200'
                }`}
              >
                {isPopular && (
                  <span className="absolute -top-3 left-6 rounded-full bg-brand-navy px-3 py-0.5 text-xs font-semibold text-white">
                    {t('landing:coverage.mostPopular')}
                  </span>
                )}
                <Icon name={coverageIcons[card.key]} className="text-brand-navy" size={32} />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{card.body}</p>
                <CtaLink
                  details={{ type: card.key }}
                  className="btn-brand mt-4 inline-block rounded-md px-4 py-2 text-center font-semibold"
                >
                  {t('landing:coverage.compareQuotes')}
                  <span className="sr-only">
                    {' '}
                    {t('landing:coverage.compareQuotesFor', { type: card.title })}
                  </span>
                </CtaLink>
                <Link
                  to={coveragePages[card.key]}
                  className="mt-2 inline-block rounded-md border border-brand-navy px-4 py-2 text-center font-semibold text-brand-navy hover:bg-blue-50"
                >
                  {t('landing:coverage.learnMore')}
                  <span className="sr-only">
                    {' '}
                    {t('landing:coverage.learnMoreAbout', { type: card.title })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="cta-band"
        className="bg-brand-navy px-4 py-14 text-center text-white"
      >
        <h2 id="cta-band" className="text-3xl font-bold">
          {t('landing:ctaBand.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-100">{t('landing:ctaBand.body')}</p>
        <QuoteStartLink
          targetId="coverage"
          className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-navy hover:bg-slate-100"
        >
          {t('landing:ctaBand.button')}
        </QuoteStartLink>
      </section>

      <section aria-labelledby="help" className="bg-white px-4 py-16">
        <SectionHeading id="help" title={t('landing:help.title')} intro={t('landing:help.intro')} />
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-3">
          <li className="rounded-lg border border-slate-200 p-6 text-center">
            <Icon name="phone" className="mx-auto text-brand-navy" size={28} />
            <h3 className="mt-3 font-semibold">{t('landing:help.phone')}</h3>
            <a
              href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
              className="mt-1 inline-block text-blue-800 underline"
            >
              {supportPhone}
            </a>
          </li>
          <li className="rounded-lg border border-slate-200 p-6 text-center">
            <Icon name="mail" className="mx-auto text-brand-navy" size={28} />
            <h3 className="mt-3 font-semibold">{t('landing:help.email')}</h3>
            <a
              href={`mailto:${supportEmail}`}
              className="mt-1 inline-block break-all text-blue-800 underline"
            >
              {supportEmail}
            </a>
          </li>
          <li className="rounded-lg border border-slate-200 p-6 text-center">
            <Icon name="map-pin" className="mx-auto text-brand-navy" size={28} />
            <h3 className="mt-3 font-semibold">{t('landing:help.states')}</h3>
            <p className="mt-1 text-slate-700">{t('landing:help.statesBody')}</p>
          </li>
        </ul>
      </section>
    </PageShell>
  );
}
