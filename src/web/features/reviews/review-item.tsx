import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../shared/contracts/reviews';
import { formatDate, useFormatters } from '../../lib/format';
import { Stars } from './stars';

/**
 * One review as anyone reads it: the stars with their figure in words, 'Maria G.', the date, the
 * comment and the agent's answer. `children` adds what the reader may do (answer, hide).
 */
export function ReviewItem({
  review,
  agentName,
  children,
}: {
  review: Review;
  /** Who answered: the agent's name as the reader knows it. */
  agentName: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const { language } = useFormatters();
  const author = t('author', {
    firstName: review.authorFirstName,
    lastInitial: review.authorLastInitial,
  });
  return (
    <li
      aria-label={t('itemLabel', { author, rating: review.rating })}
      className="rounded-md border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm font-semibold text-slate-900">
          {t('ratingOutOfFive', { rating: review.rating })}
        </span>
        <span className="text-sm text-slate-700">
          {t('byOn', { author, date: formatDate(review.createdAt, language) })}
        </span>
      </div>
      {review.comment && (
        <p className="mt-1 whitespace-pre-line text-slate-900">{review.comment}</p>
      )}
      {review.response && (
        <div className="mt-2 border-l-4 border-slate-300 pl-3">
          <p className="text-sm font-semibold text-slate-800">
            {t('responseBy', { agent: agentName })}
          </p>
          <p className="whitespace-pre-line text-sm text-slate-900">{review.response}</p>
        </div>
      )}
      {children}
    </li>
  );
}
