import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { SavedQuote } from '../../../shared/contracts/quotes';
import type { ReshopComparison } from '../../../shared/contracts/reshop';
import { findInsurer } from '../../../shared/insurers';
import { paths, savedQuotePath } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, apiGet } from '../../lib/api-client';
import { useCoverDifferenceText } from '../../lib/cover-text';
import { useFormatters } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { RequestOffers } from '../offers';
import { useSession } from '../session';
import { fetchSavedQuote, quoteEndpoints } from './quote-api';
import { carrierName } from './results-order';

const consumerLoginPath = `${paths.consumerAuth}?tab=login`;

type Load =
  | { status: 'loading' }
  | { status: 'ready'; comparison: ReshopComparison; quote: SavedQuote }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/**
 * `/profile/reshop/:id`: a saved request re-priced today for the same cover before renewal
 * (issue 30, section 4): today's premium and carrier against the best like-for-like estimates,
 * what cannot be matched, and the existing way to share it with agents (consent, cap 3).
 */
export function ReshopScreen({ id }: { id: string }) {
  const { t } = useTranslation(['quote', 'common']);
  const { user, isLoading, isConsumer } = useSession();
  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (!user) return <Navigate to={consumerLoginPath} replace />;
  if (!isConsumer) return <Navigate to={paths.agentDashboard} replace />;
  return <ReshopDetails key={id} id={id} />;
}

function ReshopDetails({ id }: { id: string }) {
  const { t } = useTranslation(['quote', 'common']);
  const { dollars } = useFormatters();
  const coverText = useCoverDifferenceText();
  const [search] = useSearchParams();
  const from = search.get('from');
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    // Opened from the mail's or push's link: the server counts it opened (no pixel).
    const tracked = from === 'mail' || from === 'push' ? `?from=${from}` : '';
    Promise.all([
      apiGet<ReshopComparison>(`${quoteEndpoints.quote(id)}/reshop${tracked}`, {
        signal: controller.signal,
        retries: 0,
      }),
      fetchSavedQuote(id, controller.signal),
    ]).then(
      ([comparison, quote]) => setLoad({ status: 'ready', comparison, quote }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ status: 'notFound' });
        else setLoad({ status: 'failed', message: requestFailureText(error, t('reshop.failed')) });
      },
    );
    return () => controller.abort();
  }, [id, from, t]);

  if (load.status === 'loading') return <Spinner label={t('reshop.loading')} />;
  if (load.status !== 'ready') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-navy">
          {t(load.status === 'notFound' ? 'reshop.notFoundHeading' : 'saved.failedHeading')}
        </h1>
        <p className="mt-3 text-slate-700">
          {load.status === 'notFound' ? t('reshop.notFoundBody') : load.message}
        </p>
        <Link
          to={paths.profile}
          className="btn-brand mt-6 inline-block rounded-md px-5 py-2 font-semibold"
        >
          {t('saved.backToProfile')}
        </Link>
      </div>
    );
  }

  const { comparison, quote } = load;
  const carrier =
    comparison.carrierName || findInsurer(comparison.currentInsurer)?.name || undefined;
  const best = comparison.estimates[0];
  const unmatched = coverText(comparison.differences, 'estimates');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to={savedQuotePath(quote.id)} className="text-sm font-semibold text-blue-800 underline">
        {t('reshop.backToQuote')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-brand-navy">
        {t('reshop.heading', { type: t(`quote:lines.${comparison.line}`) })}
      </h1>
      <p className="mt-2 text-slate-700">{t('reshop.intro')}</p>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold text-slate-700">{t('reshop.today')}</h2>
          <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="reshop-premium">
            {t('reshop.perYear', { price: dollars(comparison.currentPremium) })}
          </p>
          <p className="text-slate-800" data-testid="reshop-carrier">
            {carrier ?? t('reshop.carrierUnknown')}
          </p>
        </div>
        {best && (
          <div className="rounded-lg border border-green-700 bg-green-50 p-4 shadow-sm">
            <h2 className="text-sm font-semibold text-slate-700">{t('reshop.bestToday')}</h2>
            <p className="mt-1 text-2xl font-bold text-green-900" data-testid="reshop-best">
              {t('reshop.perYear', { price: dollars(best.annual) })}
            </p>
            <p className="text-slate-800">
              {carrierName(best.carrier) ?? t('results.marketRange')}
            </p>
          </div>
        )}
      </div>

      <p
        className={`mt-4 text-lg font-semibold ${comparison.pays ? 'text-green-800' : 'text-slate-900'}`}
      >
        {comparison.savings > 0
          ? t(comparison.pays ? 'reshop.saves' : 'reshop.savesLittle', {
              amount: dollars(comparison.savings),
            })
          : t('reshop.noSaving')}
      </p>

      <section aria-labelledby="reshop-estimates" className="mt-6">
        <h2 id="reshop-estimates" className="text-xl font-bold text-slate-900">
          {t('reshop.estimatesHeading')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {comparison.estimates.map((estimate) => (
            <li
              key={estimate.carrier}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h3 className="font-bold text-slate-900">
                {carrierName(estimate.carrier) ?? t('results.marketRange')}
              </h3>
              <p className="text-lg font-semibold text-brand-navy">
                {t('reshop.perYear', { price: dollars(estimate.annual) })}
              </p>
              <p className="text-sm text-slate-700">
                {t('results.perMonth', { price: dollars(estimate.monthly) })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reshop-unmatched" className="mt-6">
        <h2 id="reshop-unmatched" className="text-xl font-bold text-slate-900">
          {t('reshop.unmatchedHeading')}
        </h2>
        {unmatched.length === 0 ? (
          <p className="mt-2 text-slate-800">{t('cover.likeForLikeExact')}</p>
        ) : (
          <ul className="mt-2 list-disc pl-6 text-slate-800" data-testid="reshop-unmatched">
            {unmatched.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-700">{t('reshop.estimatesNote')}</p>
      </section>

      {/* Sharing with agents is the offers feature's own: its consent dialog, at most 3 agents. */}
      <div className="mt-8">
        <RequestOffers quote={quote} />
      </div>
    </div>
  );
}
