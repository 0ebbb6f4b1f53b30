import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompactEstimateResult, EstimateCarrierId } from '../../../shared/contracts/quotes';
import { useFormatters } from '../../lib/format';
import { EstimateCard } from './estimate-card';
import { EstimateChart } from './estimate-chart';
import {
  carrierName,
  isOutOfDate,
  orderEstimates,
  type ResultsSort,
  resultsSorts,
} from './results-order';

/**
 * 'Your quotes': one item per carrier (a list on phones, cards side by side on wide screens),
 * sorted cheapest first, with sort, carrier filter, the savings line, the notice that these are
 * estimates and a bar chart. Shared by the flow's results and the saved compare view.
 */
export function QuoteResults({
  result,
  adjust,
  children,
}: {
  /** Compact from the server, or with factors (re-priced in the browser, saved). */
  result: CompactEstimateResult;
  /** Controls that re-price the results (coverage level, deductible). */
  adjust?: ReactNode;
  /** Actions under the results (save, re-check). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['quote', 'quoteDetails']);
  const { dollars, date } = useFormatters();
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
      <h2 id={headingId} className="text-2xl font-bold text-brand-navy">
        {t('results.heading')}
      </h2>
      <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-slate-900">
        {t(`quoteDetails:notice.${result.type}`)}{' '}
        <span className="font-semibold">
          {t('results.computedOn', { date: date(result.computedAt) })}
        </span>
        {isStale && (
          <span className="ml-2 inline-block rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
            {t('results.outOfDate')}
          </span>
        )}
      </p>
      {isStale && <p className="mt-2 text-slate-800">{t('results.outOfDateBody')}</p>}
      {result.yearlySavings !== null && result.yearlySavings > 0 && (
        <p className="mt-4 text-xl font-bold text-green-800">
          {t('results.savings', { amount: dollars(result.yearlySavings) })}
        </p>
      )}
      {result.basis === 'market' && (
        <p className="mt-4 text-slate-800">
          {t('results.marketBasis', { type: t(`lines.${result.type}`) })}
        </p>
      )}
      {adjust}

      {carriers.length > 1 && (
        <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <fieldset>
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
          <div className="flex flex-col gap-1">
            <label htmlFor={sortId} className="font-medium text-slate-900">
              {t('results.sortLabel')}
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as ResultsSort)}
              className="rounded-md border border-slate-400 bg-white px-3 py-2"
            >
              {resultsSorts.map((option) => (
                <option key={option} value={option}>
                  {t(`results.sort.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}

      {shown.length === 0 ? (
        <p className="mt-6 text-slate-800">{t('results.noneShown')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
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

      {result.estimates.length > 1 && (
        <EstimateChart estimates={orderEstimates(result.estimates, 'price')} nameOf={labelOf} />
      )}
      {children}
    </section>
  );
}
