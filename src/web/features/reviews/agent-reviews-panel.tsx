import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Review,
  type ReviewResponseInput,
  reviewResponseInputSchema,
  reviewTextMaxLength,
} from '../../../shared/contracts/reviews';
import { useErrorText } from '../../components/form/form-controls';
import { describedBy, FieldFrame, inputClassName } from '../../components/form/form-field';
import { applyServerIssues } from '../../components/form/server-issues';
import { Alert } from '../../components/ui/alert';
import { secondaryButtonClassName } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { requestFailureText } from '../../lib/request-failure-text';
import { addReviewValidationMessages } from '../../lib/review-validation-messages';
import { ReviewItem } from './review-item';
import { useAnswerReview, useOwnReviews } from './reviews-api';

addReviewValidationMessages();

/**
 * The agent portal's reviews: the figure consumers see on the agent's card, every visible review,
 * and one public answer per review.
 */
export function AgentReviewsPanel({ agentName }: { agentName: string }) {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const reviews = useOwnReviews();
  const summary = reviews.data?.summary;
  return (
    <Panel heading={t('agent.heading')} headingId={headingId}>
      {reviews.isPending && <p role="status">{t('loading')}</p>}
      {reviews.isError && (
        <Alert className="mt-2">{requestFailureText(reviews.error, t('loadFailed'))}</Alert>
      )}
      {summary && (
        <p className="mt-2 text-slate-800">
          {summary.average === null
            ? t('agent.newOnLion', { count: summary.count })
            : t('agent.average', { average: summary.average, count: summary.count })}
        </p>
      )}
      {reviews.data && reviews.data.items.length === 0 && (
        <p className="mt-2 text-slate-700">{t('agent.empty')}</p>
      )}
      {reviews.data && reviews.data.items.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-3 flex flex-col gap-2">
          {reviews.data.items.map((review) => (
            <ReviewItem key={review.id} review={review} agentName={agentName}>
              {review.response === null && <AnswerForm review={review} />}
            </ReviewItem>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function AnswerForm({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const answer = useAnswerReview();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();
  const form = useForm<ReviewResponseInput>({
    resolver: zodResolver(reviewResponseInputSchema),
    defaultValues: { response: '' },
  });
  const error = errorText(form.formState.errors.response);
  const author = t('author', {
    firstName: review.authorFirstName,
    lastInitial: review.authorLastInitial,
  });
  if (!isOpen) {
    return (
      <button
        type="button"
        className={`${secondaryButtonClassName} mt-2`}
        onClick={() => setIsOpen(true)}
      >
        {t('agent.answer', { author })}
      </button>
    );
  }
  const submit = form.handleSubmit(async ({ response }) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ reviewId: review.id, response });
    } catch (caught) {
      setFailure(applyServerIssues(caught, ['response'], form.setError));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-2">
      <FieldFrame
        id={fieldId}
        label={t('agent.answerLabel', { author })}
        hint={t('agent.answerHint')}
        error={error}
      >
        <textarea
          id={fieldId}
          rows={3}
          maxLength={reviewTextMaxLength}
          // biome-ignore lint/a11y/noAutofocus: opened by the agent's click on 'Answer'
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, true, error)}
          className={inputClassName}
          {...form.register('response')}
        />
      </FieldFrame>
      {failure && <Alert>{failure}</Alert>}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="btn-brand rounded-md px-3 py-1.5 text-sm font-semibold"
        >
          {form.formState.isSubmitting ? t('agent.answering') : t('agent.publish')}
        </button>
        <button type="button" className={secondaryButtonClassName} onClick={() => setIsOpen(false)}>
          {t('agent.cancel')}
        </button>
      </div>
    </form>
  );
}
