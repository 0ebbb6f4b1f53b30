import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import { findInsurer } from '../../../shared/insurers';

/** Email, company (or 'Not specified') and role. */
export function SettingsPanel({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['agent', 'session']);
  const company = user.company
    ? (findInsurer(user.company)?.name ?? user.company)
    : t('agent:settings.notSpecified');
  const rows = [
    { label: t('agent:settings.email'), value: user.email },
    { label: t('agent:settings.company'), value: company },
    { label: t('agent:settings.role'), value: t(`session:roles.${user.role}`) },
  ];
  return (
    <section
      aria-labelledby="settings-heading"
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="settings-heading" className="text-lg font-bold text-brand-navy">
        {t('agent:settings.heading')}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
