import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useMyPolicies } from './desk-api';
import { formatDay } from './desk-time';

/** The consumer's policies as their agents recorded them, with the renewal date; none: nothing. */
function ConsumerPoliciesContent() {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.resolvedLanguage ?? 'en';
  const policies = useMyPolicies();
  const headingId = useId();
  if (!policies.data || policies.data.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-navy">
        {t('consumer.heading')}
      </h2>
      <p className="text-slate-800">{t('consumer.intro')}</p>
      <ul className="flex flex-col gap-2">
        {policies.data.map((policy) => (
          <li key={policy.id} className="rounded-md border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              {policy.carrier}
              {policy.policyNumber ? ` · ${t('consumer.number')} ${policy.policyNumber}` : ''}
            </p>
            <p className="text-slate-800">
              {t('consumer.renewal')} {formatDay(policy.renewalDate, language)}
            </p>
            <p className="text-sm text-slate-700">
              {t('consumer.effective')}: {formatDay(policy.effectiveDate, language)} ·{' '}
              {t('consumer.premium')}: {formatMoney(policy.premium, language)} (
              {t('consumer.term', { count: policy.termMonths })}) · {t('consumer.agent')}:{' '}
              {policy.agent}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Waits for the `desk` texts without holding up the screen around it. */
export function ConsumerPolicies() {
  return (
    <Suspense fallback={null}>
      <ConsumerPoliciesContent />
    </Suspense>
  );
}
