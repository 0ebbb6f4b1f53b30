import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChannelChoice,
  kindsByRole,
  type NotificationKind,
  type NotificationPreferences,
  notificationChannels,
  type UpdatePreferences,
} from '../../../shared/contracts/notifications';
import { renewalReminderDays } from '../../../shared/contracts/profiles';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { useNotificationPreferences, useSavePreferences } from './notifications-api';
import { enablePush, type PushState, pushState } from './push-device';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const usTimeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];
const selectClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-[var(--accent)]';

function hourLabel(hour: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    hour: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2020, 0, 1, hour)));
}

/**
 * Notification settings (issue 21): each kind of the person's role by channel, quiet hours in
 * their time zone, and 'Notify me on this device'. Every change is saved at once.
 */
export function NotificationPreferencesSection({
  accountRole: role,
  className = 'mt-6',
}: {
  accountRole: 'agent' | 'consumer';
  className?: string;
}) {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  // One per page (the profile or the agent's settings): the profile's section list links to it.
  const headingId = 'notification-preferences-heading';
  return (
    <Panel headingId={headingId} heading={t('preferences.heading')} className={className}>
      <p className="mt-1 text-sm text-slate-700">{t('preferences.intro')}</p>
      {preferences.isPending && <Spinner label={t('common:loading')} />}
      {preferences.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('preferences.loadFailed')}
        </p>
      )}
      {preferences.data && <PreferencesForm role={role} preferences={preferences.data} />}
    </Panel>
  );
}

function PreferencesForm({
  role,
  preferences,
}: {
  role: 'agent' | 'consumer';
  preferences: NotificationPreferences;
}) {
  const { t, i18n } = useTranslation('notifications');
  const save = useSavePreferences();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [push, setPush] = useState<PushState | 'working'>('off');
  useEffect(() => {
    pushState()
      .then(setPush)
      .catch(() => setPush('unsupported'));
  }, []);

  const change = async (update: UpdatePreferences) => {
    try {
      await save(update);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };
  const setChannel = (kind: NotificationKind, choice: ChannelChoice) =>
    change({ kinds: { [kind]: choice } });
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = [...new Set([preferences.timeZone, browserZone, ...usTimeZones])];
  const hasQuiet = preferences.quietStart !== null && preferences.quietEnd !== null;

  return (
    <div className="mt-4 flex flex-col gap-6">
      <table className="w-full max-w-xl text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 font-medium">
              {t('preferences.kindColumn')}
            </th>
            <th scope="col" className="w-20 py-2 text-center font-medium">
              {t('preferences.emailColumn')}
            </th>
            <th scope="col" className="w-20 py-2 text-center font-medium">
              {t('preferences.pushColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kindsByRole[role].map((kind) => {
            const choice = preferences.kinds[kind] ?? { email: false, push: false };
            const name = t(`kinds.${kind}`);
            return (
              <tr key={kind} className="border-b border-slate-100">
                <th scope="row" className="py-2 font-normal text-slate-900">
                  {name}
                  {kind === 'renewal' && !preferences.hasRenewalDate && (
                    <span className="block text-xs text-slate-600">
                      {t('preferences.renewalNeedsDate', { days: renewalReminderDays })}
                    </span>
                  )}
                </th>
                {notificationChannels.map((channel) => (
                  <td key={channel} className="py-2 text-center">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-[var(--accent)]"
                      aria-label={t(`preferences.${channel}Label`, { kind: name.toLowerCase() })}
                      checked={choice[channel]}
                      onChange={(event) =>
                        void setChannel(kind, { ...choice, [channel]: event.target.checked })
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>

      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-slate-900">{t('preferences.quietHeading')}</legend>
        <p className="text-sm text-slate-700">{t('preferences.quietIntro')}</p>
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('preferences.quietStart')}
            <select
              className={selectClass}
              value={hasQuiet ? String(preferences.quietStart) : ''}
              onChange={(event) => {
                const value = event.target.value;
                void change(
                  value === ''
                    ? { quietStart: null, quietEnd: null }
                    : { quietStart: Number(value), quietEnd: preferences.quietEnd ?? 7 },
                );
              }}
            >
              <option value="">{t('preferences.quietNone')}</option>
              {hours.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour, i18n.language)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('preferences.quietEnd')}
            <select
              className={selectClass}
              disabled={!hasQuiet}
              value={hasQuiet ? String(preferences.quietEnd) : ''}
              onChange={(event) => void change({ quietEnd: Number(event.target.value) })}
            >
              {!hasQuiet && <option value="">{t('preferences.quietNone')}</option>}
              {hours.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour, i18n.language)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('preferences.timeZone')}
            <select
              className={selectClass}
              value={preferences.timeZone}
              onChange={(event) => void change({ timeZone: event.target.value })}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{t('preferences.pushHeading')}</h3>
        {push === 'on' ? (
          <p className="text-sm text-slate-700">
            {t('preferences.pushOn', { count: Math.max(1, preferences.pushDevices) })}
          </p>
        ) : (
          <div>
            <button
              type="button"
              className="btn-brand rounded-md px-4 py-2 font-semibold"
              disabled={push === 'working' || push === 'unsupported'}
              onClick={() => {
                setPush('working');
                enablePush()
                  .then(setPush)
                  .catch(() => {
                    setPush('off');
                    setStatus('failed');
                  });
              }}
            >
              {t('preferences.pushEnable')}
            </button>
          </div>
        )}
        {push === 'unsupported' && (
          <p className="text-sm text-slate-700">{t('preferences.pushUnsupported')}</p>
        )}
        {push === 'denied' && (
          <p className="text-sm text-slate-700">{t('preferences.pushDenied')}</p>
        )}
        {push === 'unavailable' && (
          <p className="text-sm text-slate-700">{t('preferences.pushUnavailable')}</p>
        )}
        {push === 'refused' && (
          <p role="alert" className="text-sm text-red-700">
            {t('preferences.pushFailed')}
          </p>
        )}
      </div>

      <p role="status" aria-live="polite" className="text-sm">
        {status === 'saved' && <span className="text-green-800">{t('preferences.saved')}</span>}
        {status === 'failed' && <span className="text-red-700">{t('preferences.saveFailed')}</span>}
      </p>
    </div>
  );
}

export default NotificationPreferencesSection;
