import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agentSignUpPath, paths } from '../../../shared/paths';
import { PageShell } from '../../components/layout/page-shell';
import { agentPricingText } from '../../lib/agent-pricing-text';
import { getPublicConfig } from '../../lib/public-config';
import { buildServices, usePageSeo } from '../seo';
import { ClaimList, IconCardGrid } from './card-grid';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { NumberedSteps } from './numbered-steps';
import { SectionHeading } from './section-heading';

/** Spec section 9: the four-step section scrolls into view 100 ms after it opens. */
export const scrollIntoViewDelayMs = 100;

const stepKeys = ['join', 'receive', 'connect', 'close'] as const;
const claimKeys = ['cap', 'consent', 'verified'] as const;
const benefitIcons = {
  qualified: 'target',
  time: 'timer',
  revenue: 'trending-up',
  book: 'users',
} as const satisfies Record<string, IconName>;
const toolIcons = {
  profiles: 'user-round',
  quotes: 'send',
  messages: 'messages-square',
  licence: 'badge-check',
  performance: 'chart-line',
} as const satisfies Record<string, IconName>;
const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** The agent landing page at /agent-landing and /for-agents (spec section 2). */
export function AgentLandingPage({ header }: { header: ReactNode }) {
  const { t, i18n } = useTranslation(['agentLanding', 'marketing', 'common']);
  const [isExpanded, setIsExpanded] = useState(false);
  const [isGlowing, setIsGlowing] = useState(true);
  const stepsRef = useRef<HTMLElement>(null);
  const stepsId = useId();
  const { supportEmail } = getPublicConfig();
  const pricing = agentPricingText(i18n.resolvedLanguage === 'es' ? 'es' : 'en');
  const benefits = keyedTexts(t, 'agentLanding:benefits', keysOf(benefitIcons), ['title', 'body']);

  usePageSeo({
    title: t('agentLanding:pageTitle'),
    description: t('agentLanding:seo.description'),
    keywords: t('agentLanding:seo.keywords').split(', '),
    path: paths.agentLanding,
    extraBlocks: (business) => [
      buildServices(
        benefits.map((benefit) => ({
          name: benefit.title,
          description: benefit.body,
          url: paths.agentLanding,
        })),
        business,
      ),
    ],
  });

  useEffect(() => {
    if (!isExpanded) return;
    const timer = window.setTimeout(() => {
      const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      stepsRef.current?.scrollIntoView({
        behavior: prefersReducedMotion ? 'auto' : 'smooth',
        block: 'start',
      });
    }, scrollIntoViewDelayMs);
    return () => window.clearTimeout(timer);
  }, [isExpanded]);

  const toggleSteps = () => {
    setIsGlowing(false);
    setIsExpanded((expanded) => !expanded);
  };

  return (
    <PageShell
      header={header}
      footer={
        <MarketingFooter>
          <Link
            to={agentSignUpPath}
            className="inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-navy"
          >
            {t('agentLanding:footer.signUp')}
          </Link>
          <p className="mt-4 font-semibold text-white">{t('agentLanding:footer.support')}</p>
          <a href={`mailto:${supportEmail}`} className="break-all text-slate-100 underline">
            {supportEmail}
          </a>
          <p className="mt-4 font-semibold text-white">{t('agentLanding:footer.hoursTitle')}</p>
          <p className="text-slate-200">{t('agentLanding:footer.weekdays')}</p>
          <p className="text-slate-200">{t('agentLanding:footer.saturday')}</p>
        </MarketingFooter>
      }
    >
      <section className="bg-gradient-to-b from-white to-violet-50 px-4 py-16 text-center md:py-24">
        <div className="mx-auto max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">
            <Icon name="briefcase-business" size={16} />
            {t('agentLanding:heroBadge')}
          </p>
          <h1 className="mt-4 text-4xl font-bold text-brand-navy md:text-5xl">
            {t('agentLanding:heroTitle')}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t('agentLanding:heroBody')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to={agentSignUpPath}
              className="btn-brand rounded-md px-6 py-3 text-lg font-semibold"
            >
              {t('agentLanding:startLeads')}
            </Link>
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={stepsId}
              data-glowing={isGlowing}
              onClick={toggleSteps}
              className="relative rounded-md border border-violet-300 bg-white px-6 py-3 text-lg font-semibold text-violet-900 hover:bg-violet-50"
            >
              {isGlowing && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute -inset-1 rounded-lg ring-4 ring-violet-400/60 motion-safe:animate-pulse"
                />
              )}
              {t('agentLanding:learnMore')}
            </button>
          </div>
          <ClaimList
            label={t('agentLanding:claims.label')}
            claims={keyedTexts(t, 'agentLanding:claims', claimKeys, ['value', 'label'])}
            className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4"
          />
        </div>
      </section>

      <section aria-labelledby="agent-pricing" className="bg-white px-4 py-10">
        <div className="mx-auto max-w-3xl rounded-lg border border-violet-200 bg-violet-50 p-6 text-center">
          <h2 id="agent-pricing" className="text-2xl font-bold text-brand-navy">
            {t('agentLanding:pricing.title')}
          </h2>
          <p className="mt-2 text-lg text-slate-800" data-testid="agent-pricing">
            {pricing}
          </p>
        </div>
      </section>

      <section
        ref={stepsRef}
        id={stepsId}
        hidden={!isExpanded}
        aria-labelledby="agent-steps"
        className="scroll-mt-4 bg-white px-4 py-16"
      >
        <SectionHeading
          id="agent-steps"
          title={t('agentLanding:steps.title')}
          intro={t('agentLanding:steps.intro')}
        />
        <NumberedSteps
          steps={keyedTexts(t, 'agentLanding:steps', stepKeys, ['title', 'body'])}
          badgeClassName="bg-violet-700"
        />
      </section>

      <section aria-labelledby="agent-benefits" className="px-4 py-16">
        <SectionHeading id="agent-benefits" title={t('agentLanding:benefits.title')} />
        <IconCardGrid
          cards={benefits.map((benefit) => ({ ...benefit, icon: benefitIcons[benefit.key] }))}
          iconClassName="text-violet-700"
        />
      </section>

      <section aria-labelledby="agent-tools" className="bg-white px-4 py-16">
        <SectionHeading id="agent-tools" title={t('agentLanding:tools.title')} />
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {keysOf(toolIcons).map((key) => (
            <li key={key} className="flex items-center gap-3 text-slate-800">
              <Icon name={toolIcons[key]} className="shrink-0 text-violet-700" size={24} />
              {t(`agentLanding:tools.${key}`)}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="agent-cta"
        className="bg-brand-navy px-4 py-14 text-center text-white"
      >
        <h2 id="agent-cta" className="text-3xl font-bold">
          {t('agentLanding:cta.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-100">{t('agentLanding:cta.body')}</p>
        <Link
          to={agentSignUpPath}
          className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-navy hover:bg-slate-100"
        >
          {t('agentLanding:startLeads')}
        </Link>
      </section>
    </PageShell>
  );
}
