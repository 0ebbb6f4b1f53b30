import { Bell, Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSession, SessionPlace } from '../../../shared/contracts/account';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { useAccountSessions, useEndSessions } from './account-api';
import { FormMessage, type Outcome } from './form-message';

const locales = { en: 'en-US', es: 'es-US' } as const;

function useDeviceWords() {
  const { t, i18n } = useTranslation('account');
  const locale = locales[(i18n.resolvedLanguage ?? 'en').startsWith('es') ? 'es' : 'en'];
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const place = (value: SessionPlace) => {
    switch (value.kind) {
      case 'city':
        return `${value.city}, ${value.state}`;
      case 'country':
        try {
          return (
            new Intl.DisplayNames([locale], { type: 'region' }).of(value.country) ?? value.country
          );
        } catch {
          return value.country;
        }
      case 'local':
        return t('devices.localNetwork');
      default:
        return t('devices.unknownPlace');
    }
  };
  const device = (session: AccountSession) =>
    t('devices.device', {
      browser: session.browser ?? t('devices.unknownBrowser'),
      system: session.system ?? t('devices.unknownSystem'),
    });
  return { time, place, device };
}

const mobileSystems = new Set(['iOS', 'iPadOS', 'Android']);

/** The account's signed-in devices: what, where, when; sign out one or all the others. */
export function DevicesSection() {
  const { t } = useTranslation(['account', 'common']);
  const sessions = useAccountSessions();
  const end = useEndSessions();
  const words = useDeviceWords();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const signOut = async (id: string | undefined) => {
    setOutcome(null);
    try {
      const { message } = await end.mutateAsync(id);
      setOutcome({ isSuccess: true, text: message });
    } catch (error) {
      console.warn('Sign-out of a device refused', error);
      setOutcome({ isSuccess: false, error });
    }
  };
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <Panel headingId="account-devices-heading" heading={t('account:devices.heading')}>
      <p className="mt-1 text-sm text-slate-700">{t('account:devices.intro')}</p>
      {sessions.isPending && <Spinner label={t('account:devices.loading')} />}
      {sessions.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('account:devices.loadFailed')}
        </p>
      )}
      {list.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200" aria-labelledby="account-devices-heading">
          {list.map((session) => {
            const Icon = mobileSystems.has(session.system ?? '') ? Smartphone : Laptop;
            const name = words.device(session);
            const lastActive = words.time(session.lastActiveAt);
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                <Icon aria-hidden="true" size={24} className="text-slate-600" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {name}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                        {t('account:devices.thisDevice')}
                      </span>
                    )}
                    {session.push && (
                      <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        <Bell aria-hidden="true" size={12} />
                        {t('account:devices.getsPush')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-700">
                    {words.place(session.place)} ·{' '}
                    {t('account:devices.lastActive', { time: lastActive })}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    onClick={() => void signOut(session.id)}
                    disabled={end.isPending}
                    aria-label={t('account:devices.signOutLabel', {
                      device: name,
                      time: lastActive,
                    })}
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    {t('account:devices.signOut')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sessions.data && others.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('account:devices.onlyThis')}</p>
      )}
      <div className="mt-3 flex flex-col gap-3">
        <FormMessage outcome={outcome} />
        {others.length > 0 && (
          <button
            type="button"
            onClick={() => void signOut(undefined)}
            disabled={end.isPending}
            className="self-start rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('account:devices.signOutOthers')}
          </button>
        )}
      </div>
    </Panel>
  );
}
