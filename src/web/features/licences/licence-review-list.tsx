import { useTranslation } from 'react-i18next';
import {
  type LineReview,
  type LineReviewStatus,
  licenceLines,
} from '../../../shared/contracts/licences';
import { stateCodes } from '../../../shared/states/state-names';
import { LicenceStatusLabel } from './licence-status-label';

const statusOrder: readonly LineReviewStatus[] = ['pending', 'rejected', 'verified'];

/**
 * Each line with the states in each review status ('Auto: Verified TX, CA · Pending review NY'),
 * so a record of 51 states and 4 lines reads in four lines.
 */
export function LicenceReviewList({ review }: { review: readonly LineReview[] }) {
  const { t } = useTranslation('licences');
  if (review.length === 0) return <p className="text-slate-700">{t('review.none')}</p>;
  const order = (state: string) => stateCodes.indexOf(state as (typeof stateCodes)[number]);
  return (
    <ul className="flex flex-col gap-2">
      {licenceLines
        .filter((line) => review.some((pair) => pair.line === line))
        .map((line) => (
          <li key={line} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="w-20 font-semibold text-slate-900">{t(`lines.${line}`)}</span>
            {statusOrder.map((status) => {
              const states = review
                .filter((pair) => pair.line === line && pair.status === status)
                .map((pair) => pair.state)
                .sort((a, b) => order(a) - order(b));
              if (states.length === 0) return null;
              return (
                <span key={status} className="inline-flex flex-wrap items-baseline gap-1.5 text-sm">
                  <LicenceStatusLabel status={status} />
                  <span className="text-slate-800">
                    {states.length === stateCodes.length
                      ? t('review.allStates', { count: states.length })
                      : states.join(', ')}
                  </span>
                </span>
              );
            })}
          </li>
        ))}
    </ul>
  );
}
