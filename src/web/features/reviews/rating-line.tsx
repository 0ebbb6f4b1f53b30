import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingSummary } from '../../../shared/contracts/reviews';
import { requestFailureText } from '../../lib/request-failure-text';
import { ReviewItem } from './review-item';
import { useAgentReviews } from './reviews-api';
import { Stars } from './stars';

/**
 * The agent card's reviews figure: the average and count from 3 reviews, 'New on Lion' before;
 * with any review, a button that shows them (read when opened).
 */
export function RatingLine({
  agentId,
  agentName,
  rating,
}: {
  agentId: string;
  agentName: string;
  rating: RatingSummary;
}) {
  const { t } = useTranslation('reviews');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const reviews = useAgentReviews(agentId, isOpen);
  return (
    <div className="text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {rating.average === null ? (
          <span>{t('newOnLion')}</span>
        ) : (
          <>
            <Stars rating={rating.average} size={14} />
            <span>{t('average', { average: rating.average, count: rating.count })}</span>
          </>
        )}
        {rating.count > 0 && (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => setIsOpen((open) => !open)}
            className="font-semibold text-brand-navy underline underline-offset-2"
          >
            {isOpen
              ? t('hideReviews')
              : t('readReviews', { count: rating.count, agent: agentName })}
          </button>
        )}
      </div>
      {isOpen && (
        <div id={listId} className="mt-2">
          {reviews.isPending && <p role="status">{t('loading')}</p>}
          {reviews.isError && (
            <p role="alert" className="text-red-700">
              {requestFailureText(reviews.error, t('loadFailed'))}
            </p>
          )}
          {reviews.data && (
            <ul aria-label={t('listLabel', { agent: agentName })} className="flex flex-col gap-2">
              {reviews.data.items.map((review) => (
                <ReviewItem key={review.id} review={review} agentName={agentName} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
