import { useTranslation } from 'react-i18next';
import { type AgentStatus, agentStatuses } from '../../../shared/contracts/auth';
import { useAgentStatus, useSetAgentStatus } from './dashboard-api';

const dotColors: Record<AgentStatus, string> = {
  available: 'bg-green-600',
  busy: 'bg-amber-500',
  unavailable: 'bg-slate-500',
};

/** The status indicator and its three buttons. */
export function StatusControl() {
  const { t } = useTranslation('agent');
  const { data } = useAgentStatus();
  const setStatus = useSetAgentStatus();
  const current: AgentStatus = data?.manualStatus ?? 'available';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        role="status"
        className="inline-flex items-center gap-2 text-sm font-medium text-slate-800"
      >
        <span aria-hidden="true" className={`h-3 w-3 rounded-full ${dotColors[current]}`} />
        {t('status.current', { status: t(`status.values.${current}`) })}
      </p>
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t('status.setLabel')}</legend>
        {agentStatuses.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={status === current}
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate(status)}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-pressed:border-brand-navy aria-pressed:bg-brand-navy aria-pressed:text-white"
          >
            {t(`status.values.${status}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
