import { useTranslation } from 'react-i18next';
import type { Estimate, EstimateCarrierId } from '../../../shared/contracts/quotes';
import { useFormatters } from '../../lib/format';
import { usePriceRange } from '../../lib/price-range';

/**
 * Estimates as a table: carrier, monthly, annual and the monthly range, in the given order. The
 * column headings are the `quote` namespace's, which every screen showing estimates loads.
 */
export function EstimateTable({
  estimates,
  nameOf,
  caption,
  className = '',
}: {
  estimates: readonly Pick<Estimate, 'carrier' | 'monthly' | 'annual' | 'low' | 'high'>[];
  nameOf: (carrier: EstimateCarrierId) => string;
  /** Read by screen readers only. */
  caption: string;
  className?: string;
}) {
  const { t } = useTranslation('quote');
  const { dollars } = useFormatters();
  const priceRange = usePriceRange();
  return (
    <table className={`w-full text-left text-sm [overflow-wrap:anywhere] ${className}`.trim()}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-700">
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('chart.carrier')}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('chart.monthly')}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('chart.annual')}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {t('chart.range')}
          </th>
        </tr>
      </thead>
      <tbody>
        {estimates.map((estimate) => (
          <tr key={estimate.carrier} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 font-medium text-slate-900">
              {nameOf(estimate.carrier)}
            </th>
            <td className="py-1 pr-3">{dollars(estimate.monthly)}</td>
            <td className="py-1 pr-3">{dollars(estimate.annual)}</td>
            <td className="py-1">{priceRange(estimate.low, estimate.high)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
