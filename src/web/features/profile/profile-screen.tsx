import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/auth';
import { findInsurer } from '../../../shared/insurers';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { useLogout } from '../session/use-logout';
import { useSession } from '../session/use-session';

const consumerLoginPath = `${paths.consumerAuth}?tab=login`;

/** A consumer's account: name, email, current insurer and sign-out. */
export function ProfileScreen() {
  const { t } = useTranslation(['profile', 'common']);
  const { user, isLoading, isAgent, isAdmin } = useSession();
  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (!user) return <Navigate to={consumerLoginPath} replace />;
  if (isAgent || isAdmin) return <Navigate to={paths.agentDashboard} replace />;
  return <ProfileDetails user={user} />;
}

function insurerLabel(company: string | null, t: (key: string) => string): string {
  if (!company) return t('profile:insurer.notSpecified');
  if (company === 'none' || company === 'other') return t(`profile:insurer.${company}`);
  return findInsurer(company)?.name ?? company;
}

function ProfileDetails({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['profile', 'session']);
  const { signOut, isPending } = useLogout('consumer');
  const rows = [
    { label: t('profile:fields.name'), value: `${user.firstName} ${user.lastName}` },
    { label: t('profile:fields.email'), value: user.email },
    { label: t('profile:fields.currentInsurer'), value: insurerLabel(user.company, t) },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-navy">{t('profile:heading')}</h1>
          <p className="mt-1 text-slate-700">{t('profile:intro')}</p>
        </div>
        <button
          type="button"
          onClick={signOut}
          disabled={isPending}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          <LogOut aria-hidden="true" size={16} />
          {isPending ? t('session:loggingOut') : t('session:logout')}
        </button>
      </div>
      <section
        aria-labelledby="account-heading"
        className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="account-heading" className="text-lg font-bold text-brand-navy">
          {t('profile:account')}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-slate-700">{row.label}</dt>
              <dd className="text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
