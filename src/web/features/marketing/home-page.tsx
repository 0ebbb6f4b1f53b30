import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, quotePath } from '../../../shared/paths';
import { PageShell } from '../../components/layout/page-shell';
import { usePageSeo } from '../seo';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { keyedTexts } from './keyed';
import { MarketingFooter } from './marketing-footer';
import { QuoteStartLink } from './quote-start-link';
import { SectionHeading } from './section-heading';

const cardIcons = { auto: 'car', home: 'house', life: 'heart-pulse' } as const satisfies Record<
  string,
  IconName
>;
const cardKeys = ['auto', 'home', 'life'] as const;

/** Links under the top bar on medium and wider screens. */
function InsuranceTopLinks() {
  const { t } = useTranslation('home');
  return (
    <nav
      aria-label={t('topBar.label')}
      className="hidden border-b border-slate-200 bg-white md:block"
    >
      <ul className="mx-auto flex max-w-6xl gap-6 px-4 py-2 text-sm font-medium">
        <li>
          <Link
            to={paths.insuranceAuto}
            className="text-slate-800 hover:text-brand-navy hover:underline"
          >
            {t('topBar.auto')}
          </Link>
        </li>
        <li>
          <Link
            to={paths.insuranceHome}
            className="text-slate-800 hover:text-brand-navy hover:underline"
          >
            {t('topBar.home')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The top-level home with the top bar, served at /home (decision 0016). */
export function HomePage({ header }: { header: ReactNode }) {
  const { t } = useTranslation(['home', 'marketing', 'common']);
  const cards = keyedTexts(t, 'home:cards', cardKeys, ['title', 'body']);
  usePageSeo({
    title: t('home:pageTitle'),
    description: t('home:seo.description'),
    keywords: t('home:seo.keywords').split(', '),
    path: paths.home,
    products: cards.map((card) => ({
      name: card.title,
      category: card.key,
      description: card.body,
    })),
  });

  return (
    <PageShell
      header={
        <>
          {header}
          <InsuranceTopLinks />
        </>
      }
      footer={<MarketingFooter />}
    >
      <section className="bg-gradient-to-b from-white to-blue-50 px-4 py-16 text-center md:py-24">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-4xl font-bold text-brand-navy md:text-5xl">{t('home:heroTitle')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('home:heroBody')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <QuoteStartLink
              targetId="home-cards"
              className="btn-brand rounded-md px-6 py-3 text-lg font-semibold"
            >
              {t('home:getQuote')}
            </QuoteStartLink>
            <Link
              to={paths.agentAuth}
              className="rounded-md border border-slate-300 bg-white px-6 py-3 text-lg font-semibold text-brand-navy hover:bg-slate-50"
            >
              {t('home:agentPortal')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="home-cards" className="px-4 py-16">
        <SectionHeading id="home-cards" title={t('home:cards.title')} />
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.key}
              className="flex flex-col rounded-lg bg-white p-6 text-center shadow-sm"
            >
              <Icon name={cardIcons[card.key]} className="mx-auto text-brand-navy" size={40} />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.body}</p>
              <Link
                to={quotePath(card.key)}
                aria-label={t('home:cards.getQuoteFor', { type: card.title })}
                className="btn-brand mt-6 rounded-md px-4 py-2 font-semibold"
              >
                {t('home:cards.getQuote')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
