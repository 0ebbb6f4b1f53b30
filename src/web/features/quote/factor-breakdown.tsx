import { useContext, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CompactEstimate,
  EstimateFactor,
  EstimateSources,
  FullEstimateResult,
  QuoteInput,
} from '../../../shared/contracts/quotes';
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

/**
 * Loads kept for the page's life, one per key: the full answer for one set of answers (the last
 * few), the source catalogue per engine version (the browser's HTTP cache keeps it across pages).
 * No query library: the public quote pages do not load it (decision 0002).
 */
const fullAnswers = new Map<string, Promise<FullEstimateResult>>();
const sourceCatalogues = new Map<string, Promise<EstimateSources>>();

function loadFull(input: QuoteInput): Promise<FullEstimateResult> {
  const key = JSON.stringify(input);
  let pending = fullAnswers.get(key);
  if (!pending) {
    pending = fetchFullEstimates(input);
    fullAnswers.set(key, pending);
    if (fullAnswers.size > 5) fullAnswers.delete(fullAnswers.keys().next().value as string);
    // A failure is not kept: 'Try again' asks again.
    pending.catch(() => fullAnswers.delete(key));
  }
  return pending;
}

function loadSources(engineVersion: string): Promise<EstimateSources> {
  let pending = sourceCatalogues.get(engineVersion);
  if (!pending) {
    pending = fetchEstimateSources(engineVersion);
    sourceCatalogues.set(engineVersion, pending);
    pending.catch(() => sourceCatalogues.delete(engineVersion));
  }
  return pending;
}

/** A promise's value once it settles (`undefined` before), or its failure. */
function useLoaded<T>(load: (() => Promise<T>) | null, key: string, attempt: number) {
  const [state, setState] = useState<{ key: string; value?: T; failed?: boolean }>({ key });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and attempt name the load.
  useEffect(() => {
    if (!load) return;
    let isCurrent = true;
    load().then(
      (value) => isCurrent && setState({ key, value }),
      () => isCurrent && setState({ key, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, attempt]);
  return state.key === key ? state : { key };
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
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  // The factors come with the estimate when the browser priced it; else from the full answer.
  const full = useLoaded(
    !estimate.factors && input ? () => loadFull(input) : null,
    input ? JSON.stringify(input) : '',
    attempt,
  );
  const factors =
    estimate.factors ??
    full.value?.estimates.find((item) => item.carrier === estimate.carrier)?.factors;
  const sources = useLoaded(() => loadSources(engineVersion), engineVersion, attempt);
  const texts: FactorTexts = {
    t: (key, options) => t(key, options ?? {}) as string,
    exists: (key) => i18n.exists(key),
    language,
  };

  const heading = (
    <h4 id={headingId} className="font-semibold text-slate-900">
      {t('breakdown.heading', { carrier: name })}
    </h4>
  );
  if (!factors) {
    const failed = full.failed === true || (!estimate.factors && input === null);
    return (
      <div className="mt-3">
        {heading}
        {failed ? (
          <div role="alert" className="mt-2 text-sm text-red-800">
            <p>{t('breakdown.failed')}</p>
            {input !== null && (
              <button
                type="button"
                onClick={() => setAttempt((count) => count + 1)}
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
      {/* A definition list, not a table: each factor reads on its own lines at phone width. */}
      <dl
        aria-labelledby={headingId}
        className="mt-2 divide-y divide-slate-200 border-y border-slate-200"
      >
        {factors.map((factor) => {
          const citation = sourceCitation(factor.source, sources.value?.sources, texts);
          return (
            <div
              key={`${factor.name}:${factor.value}`}
              data-factor={factor.name}
              className="grid grid-cols-[1fr_auto] gap-x-3 py-2"
            >
              <dt className="font-medium text-slate-900">{factorLabel(factor, texts)}</dt>
              <dd className="text-right font-semibold whitespace-nowrap text-slate-900">
                {factorEffect(factor, texts)}
              </dd>
              <dd className="col-span-2 text-sm text-slate-800">
                {factorAnswer(factor, type, texts)}
              </dd>
              {citation && (
                <dd className="col-span-2 text-xs text-slate-600">
                  {t('breakdown.source', { source: citation })}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
