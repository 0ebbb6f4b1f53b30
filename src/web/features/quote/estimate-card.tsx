import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompactEstimateResult } from '../../../shared/contracts/quotes';
import { useFormatters } from '../../lib/format';
import { usePriceRange } from '../../lib/price-range';
import { FactorBreakdown, type ShownEstimate } from './factor-breakdown';

type Translate = ReturnType<typeof useTranslation<'quote'>>['t'];
type Dollars = ReturnType<typeof useFormatters>['dollars'];

/**
 * What every estimate of a result covers (the same for each carrier, so said once above the
 * cards): liability, the amount insured, the deductible.
 */
export function coverageRows(result: CompactEstimateResult, t: Translate, dollars: Dollars) {
  const { coverage } = result;
  const rows: { label: string; value: string }[] = [];
  if (coverage.liability !== null) {
    // Renters liability is one limit in thousands; auto limits are per person/accident/property.
    const limits =
      result.type === 'renters'
        ? dollars(Number(coverage.liability) * 1000)
        : t('results.liabilityLimits', { limits: coverage.liability });
    rows.push({
      label: t('results.liability'),
      value: coverage.comprehensiveAndCollision
        ? t('results.liabilityWithPhysical', { limits })
        : limits,
    });
  }
  if (coverage.amount !== null) {
    rows.push({ label: t(`results.amount.${result.type}`), value: dollars(coverage.amount) });
  }
  if (result.type !== 'life') {
    rows.push({
      label: t('results.deductible'),
      value:
        coverage.deductible === null ? t('results.noDeductible') : dollars(coverage.deductible),
    });
  }
  return rows;
}

/**
 * One carrier's estimate: its name and monthly price on one line, the periods and the range,
 * and why this price. What the estimates cover, the notice that they are estimates and the next
 * step (save, ask agents) are said once, around the list.
 */
export function EstimateCard({
  estimate,
  result,
  name,
}: {
  estimate: ShownEstimate;
  result: CompactEstimateResult;
  name: string;
}) {
  const { t } = useTranslation('quote');
  const { dollars } = useFormatters();
  const headingId = useId();
  const breakdownId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const priceRange = usePriceRange();

  const rows: { label: string; value: string }[] = [
    { label: t('results.sixMonths'), value: dollars(estimate.sixMonth) },
    { label: t('results.perYear'), value: dollars(estimate.annual) },
    {
      label: t('results.range'),
      value: priceRange(estimate.low, estimate.high),
    },
  ];

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {name}
          </h3>
          <span className="rounded bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">
            {t('results.estimate')}
          </span>
        </div>
        <p className="shrink-0 whitespace-nowrap text-right text-2xl font-bold text-brand-navy">
          {t('results.perMonth', { price: dollars(estimate.monthly) })}
        </p>
      </div>
      {estimate.carrier === 'market' && (
        <p className="mt-2 text-sm text-slate-700">
          {t('results.marketItem', { type: t(`lines.${result.type}`) })}
        </p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={breakdownId}
        aria-describedby={headingId}
        onClick={() => setIsOpen((open) => !open)}
        className="mt-3 self-start rounded-md border border-brand-navy px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-blue-50"
      >
        {t('results.why')}
      </button>
      <div id={breakdownId} hidden={!isOpen}>
        {isOpen && (
          <FactorBreakdown
            estimate={estimate}
            name={name}
            type={result.type}
            engineVersion={result.engineVersion}
          />
        )}
      </div>
    </li>
  );
}
