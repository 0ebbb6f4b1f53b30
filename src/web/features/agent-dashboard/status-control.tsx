import { useTranslation } from 'react-i18next';
import { type AgentStatus, agentStatuses } from '../../../shared/contracts/auth';
import type { AgentLicence } from '../../../shared/contracts/licences';
import { useAgentStatus, useSetAgentStatus } from './dashboard-api';

const dotColors: Record<AgentStatus, string> = {
  available: 'bg-green-600',
  busy: 'bg-amber-500',
  unavailable: 'bg-slate-500',
};

/** The short words for what still stands between the agent and consumers' requests. */
export function useMissingSummary() {
  const { t } = useTranslation('agent');
  return (licence: Pick<AgentLicence, 'missing' | 'status'>) =>
    licence.missing
      .map((step) =>
        step === 'licenceReview' && licence.status === 'rejected'
          ? t('status.missing.licenceRejected')
          : t(`status.missing.${step}`),
      )
      .join(', ');
}

/**
 * The status indicator and its three buttons. Until requests can reach the agent (the licence
 * record's `missing` steps), the indicator says so and what is missing, and the buttons set the
 * status the agent will have once ready: a green 'Available' would promise what is not true.
 * Nothing is claimed before both the record and the saved status arrive (issue 31, 13): the first
 * state shown is the true one, not an 'Available' replaced seconds later.
 */
export function StatusControl({
  licence,
  licenceFailed = false,
}: {
  /** Undefined while the record loads: no status is claimed until then. */
  licence: Pick<AgentLicence, 'missing' | 'status'> | undefined;
  /** The record could not be read (the portal says so): readiness is not claimed either way. */
  licenceFailed?: boolean;
}) {
  const { t } = useTranslation('agent');
  const status = useAgentStatus();
  const setStatus = useSetAgentStatus();
  const missingSummary = useMissingSummary();
  const current: AgentStatus | undefined = status.data?.manualStatus;
  const isLoading = (!licence && !licenceFailed) || status.isPending;
  const isReady = licence !== undefined && licence.missing.length === 0;
  const statusText = () => {
    if (isLoading) return t('status.loading');
    if (!licence)
      return current ? t('status.current', { status: t(`status.values.${current}`) }) : '';
    if (!isReady) return t('status.notReady', { missing: missingSummary(licence) });
    return current ? t('status.current', { status: t(`status.values.${current}`) }) : '';
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        role="status"
        aria-busy={isLoading}
        className="inline-flex items-center gap-2 text-sm font-medium text-slate-800"
      >
        {!isLoading && licence && (
          <span
            aria-hidden="true"
            className={`h-3 w-3 shrink-0 rounded-full ${isReady && current ? dotColors[current] : 'border-2 border-amber-600 bg-white'}`}
          />
        )}
        {statusText()}
      </p>
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="sr-only">
          {isReady || !licence ? t('status.setLabel') : t('status.setLabelLater')}
        </legend>
        {!isLoading && !isReady && licence && (
          <span className="mr-1 text-sm text-slate-700" aria-hidden="true">
            {t('status.setLabelLater')}:
          </span>
        )}
        {agentStatuses.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={!isLoading && value === current}
            disabled={isLoading || setStatus.isPending}
            onClick={() => setStatus.mutate(value)}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 aria-pressed:border-brand-navy aria-pressed:bg-brand-navy aria-pressed:text-white"
          >
            {t(`status.values.${value}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
