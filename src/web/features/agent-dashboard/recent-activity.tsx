import { useTranslation } from 'react-i18next';
import type { AgentDashboard } from '../../../shared/contracts/agents';
import { Panel } from '../../components/ui/panel';

type Activity = AgentDashboard['recentActivity'][number];

function describeActivity(
  activity: Activity,
  t: (key: string, options?: Record<string, string>) => string,
) {
  if (activity.kind === 'status_changed') {
    const status = activity.detail.status ?? activity.detail.manualStatus ?? activity.detail.to;
    return status
      ? t('activity.status_changed', { status: t(`status.values.${status}`) })
      : t('activity.status_changed_plain');
  }
  if (activity.kind === 'lead_received') {
    const { line, state } = activity.detail;
    return line && state
      ? t('activity.lead_received', { line: t(`lines.${line}`), state })
      : t('activity.lead_received_plain');
  }
  return t(`activity.${activity.kind}`);
}

/** Real events of the agent's account, leads and quotes, newest first. */
export function RecentActivity({
  activity,
  isLoading,
}: {
  activity: Activity[] | undefined;
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation('agent');
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Panel headingId="recent-activity-heading" heading={t('activity.heading')}>
      {isLoading ? (
        <p className="mt-3 text-slate-700">{t('activity.loading')}</p>
      ) : !activity || activity.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('activity.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {activity.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-2 text-sm">
              <span className="text-slate-900">{describeActivity(item, t)}</span>
              <time dateTime={item.createdAt} className="shrink-0 text-slate-600">
                {time.format(new Date(item.createdAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
