import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpeedToLead } from './pipeline-api';

/**
 * Speed to lead (issue 29): the agent's median time to first contact, the last 7 days against the
 * 7 before. On the dashboard and atop the pipeline.
 */
export default function SpeedToLeadCard() {
  const { t } = useTranslation('pipeline');
  const speed = useSpeedToLead();
  const headingId = useId();
  const minutes = (value: number | null | undefined) =>
    value === null || value === undefined ? t('speed.none') : t('speed.minutes', { count: value });
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="font-bold text-brand-navy">
        {t('speed.heading')}
      </h3>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{t('speed.thisWeek')}</dt>
          <dd className="text-xl font-bold text-slate-900">
            {minutes(speed.data?.thisWeekMedianMinutes)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('speed.lastWeek')}</dt>
          <dd className="text-xl font-bold text-slate-900">
            {minutes(speed.data?.lastWeekMedianMinutes)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
