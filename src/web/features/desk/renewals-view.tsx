import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClassName } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatMoney } from '../../lib/format';
import { deskEndpoints, usePolicies } from './desk-api';
import { formatDay } from './desk-time';

const dayMs = 86_400_000;

/** The agent's recorded policies by renewal date (issue 29, item 6). */
function RenewalsViewContent({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  const { t, i18n } = useTranslation(['desk', 'agent']);
  const language = i18n.resolvedLanguage ?? 'en';
  const policies = usePolicies();
  const headingId = useId();
  const today = Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate());
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-brand-navy">
          {t('desk:renewals.heading')}
        </h2>
        <a className={secondaryButtonClassName} href={deskEndpoints.policiesCsv} download>
          {t('desk:renewals.export')}
        </a>
      </div>
      <p className="text-slate-800">{t('desk:renewals.intro')}</p>
      {policies.isPending && <Spinner label={t('desk:today.loading')} />}
      {policies.isError && (
        <p role="alert" className="text-red-700">
          {t('desk:today.loadFailed')}
        </p>
      )}
      {policies.data && policies.data.length === 0 && (
        <p className="text-slate-700">{t('desk:renewals.empty')}</p>
      )}
      {policies.data && policies.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {policies.data.map((policy) => {
            const days = Math.round(
              (Date.parse(`${policy.renewalDate}T00:00:00Z`) - today) / dayMs,
            );
            return (
              <li
                key={policy.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
              >
                <div>
                  <p className="font-semibold text-slate-900">
                    {policy.customer} · {policy.carrier}
                    {policy.policyNumber ? ` · ${policy.policyNumber}` : ''}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('desk:renewals.renewal')}: {formatDay(policy.renewalDate, language)}
                    {days >= 0 && ` (${t('desk:renewals.daysLeft', { count: days })})`} ·{' '}
                    {t('desk:renewals.premium')}: {formatMoney(policy.premium, language)} ·{' '}
                    {t('desk:policy.months', { count: policy.termMonths })} ·{' '}
                    {t(`desk:lines.${policy.line}`, { defaultValue: policy.line })} · {policy.state}
                  </p>
                </div>
                <button
                  type="button"
                  className={secondaryButtonClassName}
                  onClick={() => onOpenLead(policy.leadId)}
                >
                  {t('desk:task.openLead')}
                  <span className="sr-only">: {policy.customer}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Waits for the `desk` texts without holding up the screen around it. */
export function RenewalsView({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  return (
    <Suspense fallback={null}>
      <RenewalsViewContent onOpenLead={onOpenLead} />
    </Suspense>
  );
}
