import { type ReactNode, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompactEstimateResult, EstimateCarrierId } from '../../../shared/contracts/quotes';
import { useFormatters } from '../../lib/format';
import { CurrentPolicySummary } from './current-policy-summary';
import { coverageRows, EstimateCard } from './estimate-card';
import { EstimateChart } from './estimate-chart';
import { QuoteInputContext } from './quote-input-context';
import {
  carrierName,
  isOutOfDate,
  orderEstimates,
  type ResultsSort,
  resultsSorts,
} from './results-order';

/**
 * 'Your quotes': the prices first (one item per carrier, cheapest first, a list on phones and
 * cards side by side on wide screens), the saving beside the heading and the page's one next step
 * above them, then one notice that these are estimates, the save section, the controls that re-price, the
 * carrier filter and a bar chart. Shared by the flow's results and the saved compare view.
 */
export function QuoteResults({
  result,
  adjust,
  nextStep,
  children,
}: {
  /** Compact from the server, or with factors (re-priced in the browser, saved). */
  result: CompactEstimateResult;
  /** Controls that re-price the results (coverage level, deductible). */
  adjust?: ReactNode;
  /** The page's one next step (save, ask agents), above the cards: it belongs to no carrier. */
  nextStep?: ReactNode;
  /** Actions under the prices and the notice (save, re-check). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['quote', 'quoteDetails']);
  const { dollars, date } = useFormatters();
  const input = useContext(QuoteInputContext);
  const headingId = useId();
  const sortId = useId();
  const [sort, setSort] = useState<ResultsSort>('price');
  const [hidden, setHidden] = useState<ReadonlySet<EstimateCarrierId>>(new Set());
  const carriers = orderEstimates(result.estimates, 'carrier').map((estimate) => estimate.carrier);
  const shown = orderEstimates(
    result.estimates,
    sort,
    new Set(carriers.filter((carrier) => !hidden.has(carrier))),
  );
  const isStale = isOutOfDate(result.computedAt);
  const covered = coverageRows(result, t, dollars);
  const labelOf = (carrier: EstimateCarrierId) => carrierName(carrier) ?? t('results.marketRange');

  const toggleCarrier = (carrier: EstimateCarrierId) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(carrier)) next.delete(carrier);
      else next.add(carrier);
      return next;
    });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-2xl font-bold text-brand-navy">
          {t('results.heading')}
        </h2>
        {carriers.length > 1 && (
          <div className="flex items-center gap-2">
            {/* On a phone the select sits beside the heading; its label is read, not shown. */}
            <label htmlFor={sortId} className="text-sm font-medium text-slate-900 max-sm:sr-only">
              {t('results.sortLabel')}
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as ResultsSort)}
              className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm"
            >
              {resultsSorts.map((option) => (
                <option key={option} value={option}>
                  {t(`results.sort.${option}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {/* The policy held today and a saving only for the same cover (issue 30). */}
      <CurrentPolicySummary input={input} result={result} />
      {covered.length > 0 && (
        <dl aria-label={t('covered.label')} className="mt-1 text-sm text-slate-800">
          {covered.map((row) => (
            <div key={row.label} className="inline after:content-['_·_'] last:after:content-none">
              <dt className="inline">{row.label}:</dt>{' '}
              <dd className="inline font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {shown.length === 0 ? (
        <p className="mt-4 text-slate-800">{t('results.noneShown')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((estimate) => (
            <EstimateCard
              key={estimate.carrier}
              estimate={estimate}
              result={result}
              name={labelOf(estimate.carrier)}
            />
          ))}
        </ul>
      )}

      {nextStep}

      {/* One notice for every price above. */}
      <div
        role="note"
        className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900"
      >
        <p>
          {t(`quoteDetails:notice.${result.type}`)}{' '}
          <span className="font-semibold">
            {t('results.computedOn', { date: date(result.computedAt) })}
          </span>
          {isStale && (
            <span className="ml-2 inline-block rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">
              {t('results.outOfDate')}
            </span>
          )}
        </p>
        {isStale && <p className="mt-1">{t('results.outOfDateBody')}</p>}
        {result.basis === 'market' && (
          <p className="mt-1">{t('results.marketBasis', { type: t(`lines.${result.type}`) })}</p>
        )}
      </div>

      {children}
      {adjust}

      {carriers.length > 1 && (
        <fieldset className="mt-6">
          <legend className="font-medium text-slate-900">{t('results.filterLabel')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {carriers.map((carrier) => (
              <label key={carrier} className="flex items-center gap-2 text-slate-900">
                <input
                  type="checkbox"
                  checked={!hidden.has(carrier)}
                  onChange={() => toggleCarrier(carrier)}
                />
                {labelOf(carrier)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {result.estimates.length > 1 && (
        <EstimateChart estimates={orderEstimates(result.estimates, 'price')} nameOf={labelOf} />
      )}
    </section>
  );
}
