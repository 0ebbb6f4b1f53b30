import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { suspensionInputSchema } from '../../../shared/contracts/admin';
import { Alert } from '../../components/ui/alert';
import { Panel } from '../../components/ui/panel';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { formatDateTime, useFormatters } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { addReviewValidationMessages } from '../../lib/review-validation-messages';
import { ReviewItem } from './review-item';
import { useHideReview, useModerationReviews } from './reviews-api';

addReviewValidationMessages();

/** The operator's reviews: the newest 200, hidden ones marked with their reason; Hide asks why. */
export function ReviewModerationPanel() {
  const { t } = useTranslation('reviews');
  const { language } = useFormatters();
  const headingId = useId();
  const reviews = useModerationReviews();
  const hide = useHideReview();
  return (
    <Panel heading={t('moderation.heading')} headingId={headingId}>
      <p className="mt-1 text-sm text-slate-700">{t('moderation.intro')}</p>
      {reviews.isPending && <p role="status">{t('loading')}</p>}
      {reviews.isError && (
        <Alert className="mt-2">{requestFailureText(reviews.error, t('loadFailed'))}</Alert>
      )}
      {reviews.data?.length === 0 && <p className="mt-2">{t('moderation.empty')}</p>}
      {reviews.data && reviews.data.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-3 flex flex-col gap-2">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} agentName={review.agentName}>
              <p className="mt-1 text-sm text-slate-700">
                {t('moderation.about', { agent: review.agentName })}
              </p>
              {review.hiddenAt ? (
                <p className="mt-1 text-sm font-semibold text-slate-800">
                  {t('moderation.hidden', {
                    date: formatDateTime(review.hiddenAt, language),
                    reason: review.hiddenReason ?? '',
                  })}
                </p>
              ) : (
                <div className="mt-2">
                  <ReasonDialog
                    texts={{
                      trigger: t('moderation.hide'),
                      title: t('moderation.hideTitle', { agent: review.agentName }),
                      description: t('moderation.hideDescription'),
                      reason: t('moderation.reason'),
                      reasonHint: t('moderation.reasonHint'),
                      cancel: t('moderation.cancel'),
                      confirm: t('moderation.hideConfirm'),
                      confirming: t('moderation.hiding'),
                      close: t('moderation.close'),
                    }}
                    schema={suspensionInputSchema}
                    onSubmit={(reason) => hide.mutateAsync({ reviewId: review.id, reason })}
                    onDecided={() => undefined}
                  />
                </div>
              )}
            </ReviewItem>
          ))}
        </ul>
      )}
    </Panel>
  );
}
