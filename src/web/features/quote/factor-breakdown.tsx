import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompactEstimate, EstimateFactor, QuoteInput } from '../../../shared/contracts/quotes';
import type { InsuranceType } from '../../../shared/insurance-types';
import { useFormatters } from '../../lib/format';
import {
  type FactorTexts,
  factorAnswer,
  factorEffect,
  factorLabel,
  sourceCitation,
} from './factor-text';
import { fetchEstimateSources, fetchFullEstimates } from './quote-api';
import { QuoteInputContext } from './quote-input-context';

/** An estimate as the results hold it: compact from the server, with factors when re-priced here. */
export type ShownEstimate = CompactEstimate & { factors?: EstimateFactor[] };

/** The factors of one carrier's estimate: its own, else the server's full answer for the input. */
function useFactors(estimate: ShownEstimate, input: QuoteInput | null) {
  const full = useQuery({
    queryKey: ['quote-estimate-full', input],
    queryFn: ({ signal }) => fetchFullEstimates(input as QuoteInput, signal),
    enabled: !estimate.factors && input !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const factors =
    estimate.factors ??
    full.data?.estimates.find((item) => item.carrier === estimate.carrier)?.factors;
  return { factors, full };
}

/**
 * 'Why this price?' (decisions 0050, 0051): one line per factor, readable at phone width: what it
 * is, the answer as the person gave it, what it does to the price, and where the figure is from
 * (publisher and date). The factors come with the estimate when the browser priced it, else from
 * `POST /api/quotes/estimate?detail=full`; the sources from `GET /api/estimate-sources`, once.
 */
export function FactorBreakdown({
  estimate,
  name,
  type,
  engineVersion,
}: {
  estimate: ShownEstimate;
  name: string;
  type: InsuranceType;
  engineVersion: string;
}) {
  const { t, i18n } = useTranslation(['quoteDetails', 'quote']);
  const { language } = useFormatters();
  const input = useContext(QuoteInputContext);
  const { factors, full } = useFactors(estimate, input);
  const sources = useQuery({
    queryKey: ['estimate-sources', engineVersion],
    queryFn: ({ signal }) => fetchEstimateSources(engineVersion, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const texts: FactorTexts = {
    t: (key, options) => t(key, options ?? {}) as string,
    exists: (key) => i18n.exists(key),
    language,
  };

  const heading = (
    <h4 className="font-semibold text-slate-900">{t('breakdown.heading', { carrier: name })}</h4>
  );
  if (!factors) {
    const failed = full.isError || (!estimate.factors && input === null);
    return (
      <div className="mt-3">
        {heading}
        {failed ? (
          <div role="alert" className="mt-2 text-sm text-red-800">
            <p>{t('breakdown.failed')}</p>
            {input !== null && (
              <button
                type="button"
                onClick={() => void full.refetch()}
                className="mt-2 rounded-md border border-red-700 bg-white px-3 py-1.5 font-semibold"
              >
                {t('breakdown.retry')}
              </button>
            )}
          </div>
        ) : (
          <p role="status" className="mt-2 text-sm text-slate-700">
            {t('breakdown.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="mt-3">
      {heading}
      <p className="mt-1 text-sm text-slate-700">{t('breakdown.intro')}</p>
      <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
        {factors.map((factor) => {
          const citation = sourceCitation(factor.source, sources.data?.sources, texts);
          return (
            <li key={`${factor.name}:${factor.value}`} className="py-2" data-factor={factor.name}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-900">{factorLabel(factor, texts)}</span>
                <span className="font-semibold whitespace-nowrap text-slate-900">
                  {factorEffect(factor, texts)}
                </span>
              </div>
              <p className="text-sm text-slate-800">{factorAnswer(factor, type, texts)}</p>
              {citation && (
                <p className="text-xs text-slate-600">
                  {t('breakdown.source', { source: citation })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
