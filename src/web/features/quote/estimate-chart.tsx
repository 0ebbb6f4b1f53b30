import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompactEstimate, EstimateCarrierId } from '../../../shared/contracts/quotes';
import { EstimateTable } from '../../components/ui/estimate-table';
import { useFormatters } from '../../lib/format';

/** Monthly estimates as horizontal bars (plain elements), with the same figures as a table. */
export function EstimateChart({
  estimates,
  nameOf,
}: {
  estimates: readonly CompactEstimate[];
  nameOf: (carrier: EstimateCarrierId) => string;
}) {
  const { t } = useTranslation('quote');
  const { dollars } = useFormatters();
  const captionId = useId();
  const tableId = useId();
  const [isTableShown, setIsTableShown] = useState(false);
  const highest = Math.max(...estimates.map((estimate) => estimate.monthly), 1);

  return (
    <figure aria-labelledby={captionId} className="mt-8">
      <figcaption id={captionId} className="text-lg font-semibold text-slate-900">
        {t('chart.caption')}
      </figcaption>
      <div aria-hidden="true" className="mt-3 flex flex-col gap-2">
        {estimates.map((estimate) => (
          <div key={estimate.carrier} className="grid grid-cols-[8rem_1fr] items-center gap-2">
            <span className="truncate text-sm text-slate-800">{nameOf(estimate.carrier)}</span>
            <div className="flex items-center gap-2">
              <div
                className="h-5 rounded-sm bg-brand-navy"
                style={{ width: `${Math.max(2, (estimate.monthly / highest) * 80)}%` }}
              />
              <span className="text-sm font-medium text-slate-900">
                {t('results.perMonth', { price: dollars(estimate.monthly) })}
              </span>
            </div>
          </div>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setIsTableShown((shown) => !shown)}
        className="mt-3 text-sm font-semibold text-blue-800 underline"
      >
        {t(isTableShown ? 'chart.hideTable' : 'chart.showTable')}
      </button>
      <div id={tableId} className={isTableShown ? 'mt-2' : 'sr-only'}>
        <EstimateTable estimates={estimates} nameOf={nameOf} caption={t('chart.tableCaption')} />
      </div>
    </figure>
  );
}
