import { useTranslation } from 'react-i18next';
import { type LineReview, licenceLines } from '../../../shared/contracts/licences';
import { LicenceStatusLabel } from './licence-status-label';

/** Each licensed state with its lines and the review status of every (state, line) pair. */
export function LicenceReviewList({ review }: { review: readonly LineReview[] }) {
  const { t } = useTranslation(['licences', 'location']);
  const byState = new Map<string, LineReview[]>();
  for (const pair of review) byState.set(pair.state, [...(byState.get(pair.state) ?? []), pair]);
  if (byState.size === 0) return <p className="text-slate-700">{t('licences:review.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {[...byState].map(([state, pairs]) => (
        <li key={state}>
          <span className="font-semibold text-slate-900">
            {t('licences:review.state', { name: t(`location:states.${state}`), code: state })}
          </span>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {[...pairs]
              .sort((a, b) => licenceLines.indexOf(a.line) - licenceLines.indexOf(b.line))
              .map((pair) => (
                <li key={pair.line} className="inline-flex items-center gap-1.5 text-sm">
                  <span className="text-slate-800">{t(`licences:lines.${pair.line}`)}</span>
                  <LicenceStatusLabel status={pair.status} />
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
