import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/auth';
import { findInsurer } from '../../../shared/insurers';
import { paths } from '../../../shared/paths';
import { DefinitionList } from '../../components/ui/definition-list';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { SignOutButton } from '../../components/ui/sign-out-button';
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
      <PageHeader
        title={t('profile:heading')}
        intro={<p className="mt-1 text-slate-700">{t('profile:intro')}</p>}
        action={<SignOutButton onSignOut={signOut} isPending={isPending} variant="outlined" />}
      />
      <Panel headingId="account-heading" heading={t('profile:account')} className="mt-6">
        <DefinitionList rows={rows} columnsClassName="sm:grid-cols-[12rem_1fr]" />
      </Panel>
    </div>
  );
}
