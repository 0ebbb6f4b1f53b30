import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import { normalizeRole } from '../../../shared/roles';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { SignOutButton } from '../../components/ui/sign-out-button';
import { Spinner } from '../../components/ui/spinner';
import { useLogout } from '../session/use-logout';
import { AccessDenied } from './access-denied';
import { useAgentDashboard, useCurrentUser } from './dashboard-api';
import { RecentActivity } from './recent-activity';
import { SettingsPanel } from './settings-panel';
import { StatCards } from './stat-cards';
import { StatusControl } from './status-control';

const tabs = ['dashboard', 'messages', 'quotes', 'settings'] as const;

const tabTriggerClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-navy data-[state=active]:text-white';

/** The agent portal: verifies the user with the server, then shows the dashboard to agents only. */
export function AgentDashboardScreen() {
  const { t } = useTranslation('agent');
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <Spinner label={t('verifying')} />;
  const user = currentUser.data;
  if (!user || normalizeRole(user.role) !== 'agent') {
    return <AccessDenied role={user ? normalizeRole(user.role) : null} />;
  }
  return <AgentDashboardContent user={user} />;
}

function AgentDashboardContent({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['agent', 'session']);
  const dashboard = useAgentDashboard();
  const { signOut, isPending } = useLogout('agent');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title={t('agent:heading')}
        intro={
          <p className="mt-1 text-lg text-slate-800">
            {t('agent:welcome', { username: user.username })}
          </p>
        }
        action={<SignOutButton onSignOut={signOut} isPending={isPending} variant="outlined" />}
      />
      <StatusControl />
      <StatCards stats={dashboard.data?.stats} />
      <Tabs.Root defaultValue="dashboard">
        <Tabs.List
          aria-label={t('agent:tabs.label')}
          className="flex flex-wrap gap-1 border-b border-slate-200 pb-2"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={tabTriggerClass}>
              {t(`agent:tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard" className="mt-4">
          <RecentActivity
            activity={dashboard.data?.recentActivity}
            isLoading={dashboard.isPending}
          />
        </Tabs.Content>
        <Tabs.Content value="messages" className="mt-4">
          <EmptyPanel heading={t('agent:tabs.messages')} text={t('agent:empty.messages')} />
        </Tabs.Content>
        <Tabs.Content value="quotes" className="mt-4">
          <EmptyPanel heading={t('agent:tabs.quotes')} text={t('agent:empty.quotes')} />
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-4">
          <SettingsPanel user={user} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function EmptyPanel({ heading, text }: { heading: string; text: string }) {
  return (
    <Panel heading={heading}>
      <p className="mt-3 text-slate-700">{text}</p>
    </Panel>
  );
}
