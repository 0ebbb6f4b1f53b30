import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reviewInputSchema, reviewTextMaxLength } from '../../../shared/contracts/reviews';
import { useErrorText } from '../../components/form/form-controls';
import { describedBy, FieldFrame, inputClassName } from '../../components/form/form-field';
import { applyServerIssues } from '../../components/form/server-issues';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { addReviewValidationMessages } from '../../lib/review-validation-messages';
import { ReviewItem } from './review-item';
import { useOfferReview, useWriteReview } from './reviews-api';

addReviewValidationMessages();

type FormValues = { rating: string; comment: string };

/** The radios give text: '' (none chosen) reads as 0, which the contract refuses with its message. */
const formSchema = z.object({
  rating: z.coerce.number<string>().pipe(reviewInputSchema.shape.rating),
  comment: reviewInputSchema.shape.comment.unwrap(),
});

/**
 * Under an accepted offer: rate its agent from 1 to 5 stars with an optional comment, once; after
 * that, the review as others read it (and the agent's answer). Nothing while the offer may not be
 * rated (not accepted, or the read failed: the offer card stays usable).
 */
export function OfferReviewPanel({
  offerId,
  agentName,
  onReviewed,
}: {
  offerId: string;
  agentName: string;
  /** After the review is written (the agent's card shows one more). */
  onReviewed: () => void;
}) {
  const { t } = useTranslation('reviews');
  const state = useOfferReview(offerId);
  const headingId = useId();
  if (!state.data) return null;
  const { review, canReview } = state.data;
  if (!review && !canReview) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md border border-slate-200 p-3">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {review ? t('yourReview') : t('rateHeading', { agent: agentName })}
      </h4>
      {review ? (
        <ul className="mt-2">
          <ReviewItem review={review} agentName={agentName} />
        </ul>
      ) : (
        <ReviewForm offerId={offerId} agentName={agentName} onReviewed={onReviewed} />
      )}
    </section>
  );
}

function ReviewForm({
  offerId,
  agentName,
  onReviewed,
}: {
  offerId: string;
  agentName: string;
  onReviewed: () => void;
}) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const write = useWriteReview(offerId);
  const [failure, setFailure] = useState<string | null>(null);
  const commentId = useId();
  const ratingErrorId = useId();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { rating: '', comment: '' },
  });
  const ratingError = errorText(form.formState.errors.rating);
  const commentError = errorText(form.formState.errors.comment);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await write.mutateAsync(values);
      onReviewed();
    } catch (error) {
      setFailure(applyServerIssues(error, ['rating', 'comment'], form.setError));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('rateIntro', { agent: agentName })}</p>
      <fieldset
        aria-describedby={ratingError ? ratingErrorId : undefined}
        aria-invalid={ratingError ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">{t('ratingLegend')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
            >
              <input type="radio" value={String(value)} {...form.register('rating')} />
              <span aria-hidden="true" className="text-amber-600">
                {'★'.repeat(value)}
              </span>
              <span>{t('stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={ratingErrorId} className="mt-1 text-sm text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <FieldFrame
        id={commentId}
        label={t('commentLabel')}
        hint={t('commentHint', { max: reviewTextMaxLength })}
        error={commentError}
      >
        <textarea
          id={commentId}
          rows={3}
          maxLength={reviewTextMaxLength}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={describedBy(commentId, true, commentError)}
          className={inputClassName}
          {...form.register('comment')}
        />
      </FieldFrame>
      {failure && <Alert>{failure}</Alert>}
      <div>
        <SubmitButton
          isSubmitting={form.formState.isSubmitting}
          label={t('submit')}
          pendingLabel={t('submitting')}
        />
      </div>
    </form>
  );
}
