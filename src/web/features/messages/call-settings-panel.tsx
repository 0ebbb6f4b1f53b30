import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/ui/panel';
import { useCallAvailability } from './call-availability-api';
import { CallAvailabilityToggle } from './call-availability-toggle';

/**
 * 'Voice calls' in the consumer's /profile and the agent's Settings: what calls are, whether
 * the person's are on, and the switch (`PUT /api/user/call-availability`).
 */
export function CallSettingsPanel({
  audience,
  className = 'mt-6',
}: {
  audience: 'consumer' | 'agent';
  className?: string;
}) {
  const { t } = useTranslation('calls');
  const stateId = useId();
  const { data } = useCallAvailability(true);
  return (
    <Panel headingId="call-settings-heading" heading={t('panel.heading')} className={className}>
      <p className="mt-1 text-sm text-slate-700">
        {t(audience === 'consumer' ? 'panel.introConsumer' : 'panel.introAgent')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <CallAvailabilityToggle describedBy={stateId} />
        <p id={stateId} className="text-sm font-medium text-slate-800">
          {data ? t(data.callsEnabled ? 'panel.on' : 'panel.off') : ''}
        </p>
      </div>
    </Panel>
  );
}
