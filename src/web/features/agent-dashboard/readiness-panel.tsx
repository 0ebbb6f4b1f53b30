import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentLicence, LeadReadinessStep } from '../../../shared/contracts/licences';
import { secondaryButtonClassName } from '../../components/ui/button';
import { requestFailureText } from '../../lib/request-failure-text';
import { useResendConfirmation } from './licence-api';

/** Steps the Settings tab completes. */
const settingsSteps: readonly LeadReadinessStep[] = [
  'submitLicence',
  'licenceReview',
  'serviceArea',
];

/**
 * What stands between the agent and consumers' requests, from the server's `missing` list, or that
 * nothing does.
 */
export function ReadinessPanel({
  licence,
  email,
  onOpenSettings,
}: {
  licence: AgentLicence;
  email: string;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation('agent');
  const isReady = licence.missing.length === 0;
  const stepText = (step: LeadReadinessStep) => {
    if (step === 'confirmEmail') return t('readiness.steps.confirmEmail', { email });
    if (step === 'licenceReview') {
      return licence.status === 'rejected'
        ? t('readiness.steps.licenceReviewRejected')
        : t('readiness.steps.licenceReviewPending');
    }
    return t(`readiness.steps.${step}`);
  };
  const needsSettings = licence.missing.some(
    (step) =>
      settingsSteps.includes(step) && (step !== 'licenceReview' || licence.status === 'rejected'),
  );
  return (
    <section
      aria-labelledby="readiness-heading"
      className={`rounded-lg border-l-4 bg-white p-6 shadow-sm ring-1 ring-slate-200 ${
        isReady ? 'border-green-600' : 'border-amber-500'
      }`}
    >
      <h2
        id="readiness-heading"
        className="flex items-center gap-2 text-lg font-bold text-brand-navy"
      >
        {isReady ? (
          <CheckCircle2 aria-hidden="true" className="text-green-700" size={20} />
        ) : (
          <CircleAlert aria-hidden="true" className="text-amber-600" size={20} />
        )}
        {t(isReady ? 'readiness.headingReady' : 'readiness.headingMissing')}
      </h2>
      {isReady ? (
        <p className="mt-2 text-slate-800">{t('readiness.ready')}</p>
      ) : (
        <ol className="mt-3 flex list-decimal flex-col gap-3 pl-5 text-slate-800 [overflow-wrap:anywhere]">
          {licence.missing.map((step) => (
            <li key={step}>
              <p>{stepText(step)}</p>
              {step === 'confirmEmail' && <ResendConfirmation email={email} />}
            </li>
          ))}
        </ol>
      )}
      {needsSettings && (
        <button
          type="button"
          onClick={onOpenSettings}
          className={`${secondaryButtonClassName} mt-4`}
        >
          {t('readiness.openSettings')}
        </button>
      )}
    </section>
  );
}

/** The resend button with what came of it: sent, or the server's reason (at most once a minute). */
function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation(['agent', 'common']);
  const resend = useResendConfirmation();
  const failure = requestFailureText(resend.error, t('common:errors.generic'));
  return (
    <div className="mt-2 flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        className={secondaryButtonClassName}
      >
        {resend.isPending ? t('agent:readiness.resending') : t('agent:readiness.resend')}
      </button>
      <p role="status" className="text-sm font-medium text-green-800">
        {resend.isSuccess ? t('agent:readiness.resent', { email }) : ''}
      </p>
      {resend.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
