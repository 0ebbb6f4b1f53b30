import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/auth';
import { normalizeRole } from '../../../shared/roles';
import { PageHeader } from '../../components/ui/page-header';
import { SignOutButton } from '../../components/ui/sign-out-button';
import { Spinner } from '../../components/ui/spinner';
import { addAgencyValidationMessages } from '../../lib/agency-validation-messages';
import { addLeadFlowValidationMessages } from '../../lib/lead-flow-validation-messages';
import { addLeadValidationMessages } from '../../lib/lead-validation-messages';
import { addLicenceValidationMessages } from '../../lib/licence-validation-messages';
import { agentVisitedKey, safeStorage } from '../../lib/storage-keys';
import { useAgentAgency, useProviderText } from '../agency';
import { LeadsPanel, QuotesPanel, useAgentLiveUpdates, WaitingLeads } from '../agent-leads';
import { loadPipelinePanel, loadSpeedToLeadCard } from '../agent-pipeline/lazy';
import { RenewalsView, TodayView } from '../desk';
import { LicenceBadge } from '../licences';
import {
  AgentMessagesPanel,
  CallAvailabilityToggle,
  IncomingCallBanner,
  useMessagesLive,
} from '../messages';
import { AgentReviewsPanel } from '../reviews';
import { useLogout } from '../session';
import { AccessDenied } from './access-denied';
import { useAgentDashboard, useCurrentUser } from './dashboard-api';
import { useAgentLicence } from './licence-api';
import { PerformancePanel } from './performance-panel';
import { ReadinessPanel } from './readiness-panel';
import { RecentActivity } from './recent-activity';
import { SettingsPanel } from './settings-panel';
import { StatCards } from './stat-cards';
import { StatusControl } from './status-control';

addLicenceValidationMessages();
addLeadValidationMessages();
addAgencyValidationMessages();
addLeadFlowValidationMessages();

/** The spec's four tabs, with Leads beside Dashboard, then the desk: Pipeline, Today, Renewals (issue 29). */
const tabs = [
  'dashboard',
  'leads',
  'pipeline',
  'today',
  'renewals',
  'messages',
  'quotes',
  'settings',
] as const;
type Tab = (typeof tabs)[number];

/** The pipeline loads with its tab: its own chunk and texts. */
const PipelinePanel = lazy(loadPipelinePanel);
const SpeedToLeadCard = lazy(loadSpeedToLeadCard);

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

/**
 * 'Welcome back' only to an agent who has been here before: greeted in this browser already, or
 * with a licence record saved (from any browser). Undefined until that can be told.
 */
function useGreetingKey(userId: string, hasRecord: boolean | undefined) {
  const key = agentVisitedKey(userId);
  const [hasVisited] = useState(() => safeStorage.get(key) !== null);
  useEffect(() => safeStorage.set(key, new Date().toISOString()), [key]);
  if (hasVisited || hasRecord) return 'agent:welcome' as const;
  return hasRecord === undefined ? undefined : ('agent:welcomeFirst' as const);
}

function AgentDashboardContent({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['agent', 'session']);
  useAgentLiveUpdates();
  useMessagesLive(user.id);
  const dashboard = useAgentDashboard();
  const licence = useAgentLicence();
  const { signOut, isPending } = useLogout('agent');
  const greetingKey = useGreetingKey(
    user.id,
    licence.data ? licence.data.status !== 'not_submitted' : licence.isError ? false : undefined,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  // The pipeline keeps its view and filters in the address (`?tab=pipeline&stage=...`): a
  // bookmark opens the same view.
  const [tab, setTab] = useState<Tab>(() =>
    searchParams.get('tab') === 'pipeline' ? 'pipeline' : 'dashboard',
  );
  const [openConversationId, setOpenConversationId] = useState<string | null>(null);
  const settingsTabRef = useRef<HTMLButtonElement>(null);
  const messagesTabRef = useRef<HTMLButtonElement>(null);
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);
  // A notification's link (`/agent?lead=<id>`, `/agent?conversation=<id>`, issue 21) opens its
  // place: the Leads tab with the lead open, or the Messages tab with the conversation. The
  // parameter stays while that place is open (the bell marks its notifications read by it) and
  // leaves the address when the agent goes elsewhere, so the same link opens it again.
  const linkedLead = searchParams.get('lead');
  const linkedConversation = searchParams.get('conversation');
  useEffect(() => {
    if (linkedConversation) {
      setOpenConversationId(linkedConversation);
      setTab('messages');
    } else if (linkedLead) {
      setOpenLeadId(linkedLead);
      setTab('leads');
    }
  }, [linkedLead, linkedConversation]);
  const leaveLinkedPlace = () => {
    if (!linkedLead && !linkedConversation) return;
    setSearchParams(
      (params) => {
        params.delete('lead');
        params.delete('conversation');
        return params;
      },
      { replace: true },
    );
  };
  const changeTab = (next: Tab) => {
    setTab(next);
    if (next !== tab) leaveLinkedPlace();
    if (next === 'pipeline' && searchParams.get('tab') !== 'pipeline') {
      setSearchParams({ tab: 'pipeline' }, { replace: true });
    } else if (next !== 'pipeline' && tab === 'pipeline') {
      // The pipeline's filters leave the address with it.
      setSearchParams({}, { replace: true });
    }
  };
  const openLead = (leadId: string | null) => {
    setOpenLeadId(leadId);
    if (leadId !== linkedLead) leaveLinkedPlace();
  };
  // The Today and Renewals views open a lead where leads are read.
  const openLeadInLeads = (leadId: string) => {
    changeTab('leads');
    openLead(leadId);
  };
  const showConversation = (conversationId: string | null) => {
    setOpenConversationId(conversationId);
    if (conversationId !== linkedConversation) leaveLinkedPlace();
  };
  const openConversation = (conversationId: string) => {
    showConversation(conversationId);
    changeTab('messages');
    messagesTabRef.current?.focus();
  };
  const answerLead = (leadId: string) => {
    openLead(leadId);
    changeTab('leads');
  };
  const openSettings = () => {
    changeTab('settings');
    settingsTabRef.current?.focus();
  };
  // Offers go out under the provider customers see (decision 0045), shown read-only in the builder.
  const agency = useAgentAgency();
  const providerText = useProviderText();
  const providerName = agency.data ? providerText(agency.data.provider) : '';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <IncomingCallBanner
        userId={user.id}
        openConversationId={tab === 'messages' ? openConversationId : null}
        onAnswer={openConversation}
      />
      <PageHeader
        title={t('agent:heading')}
        intro={
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <p className="text-lg text-slate-800">
              {greetingKey ? t(greetingKey, { username: user.username }) : '\u00a0'}
            </p>
            <LicenceBadge states={licence.data?.verifiedStates ?? []} />
          </div>
        }
        action={<SignOutButton onSignOut={signOut} isPending={isPending} variant="outlined" />}
      />
      {/* Work first (issue 31, 9): what waits for an answer comes before readiness and figures.
          The Leads tab lists the same leads itself. */}
      {tab !== 'leads' && <WaitingLeads onOpenLead={answerLead} />}
      {licence.data && (
        <ReadinessPanel licence={licence.data} email={user.email} onOpenSettings={openSettings} />
      )}
      {licence.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('agent:readiness.loadFailed')}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusControl licence={licence.data} licenceFailed={licence.isError} />
        {/* Calls on or off from the portal's first screen too (issue 20); texts load with it. */}
        <Suspense fallback={null}>
          <CallAvailabilityToggle />
        </Suspense>
      </div>
      <StatCards stats={dashboard.data?.stats} />
      <Tabs.Root value={tab} onValueChange={(value) => changeTab(value as Tab)}>
        <Tabs.List
          aria-label={t('agent:tabs.label')}
          className="flex flex-wrap gap-1 border-b border-slate-200 pb-2"
        >
          {tabs.map((name) => (
            <Tabs.Trigger
              key={name}
              ref={
                name === 'settings'
                  ? settingsTabRef
                  : name === 'messages'
                    ? messagesTabRef
                    : undefined
              }
              value={name}
              className={tabTriggerClass}
            >
              {t(`agent:tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard" className="mt-4 flex flex-col gap-6">
          <PerformancePanel performance={dashboard.data?.performance} />
          {tab === 'dashboard' && (
            <Suspense fallback={null}>
              <SpeedToLeadCard />
            </Suspense>
          )}
          <RecentActivity
            activity={dashboard.data?.recentActivity}
            isLoading={dashboard.isPending}
          />
          <AgentReviewsPanel agentName={`${user.firstName} ${user.lastName.slice(0, 1)}.`} />
        </Tabs.Content>
        <Tabs.Content value="leads" className="mt-4">
          <LeadsPanel
            providerName={providerName}
            onOpenConversation={openConversation}
            openLeadId={openLeadId}
            onOpenLead={openLead}
          />
        </Tabs.Content>
        <Tabs.Content value="pipeline" className="mt-4">
          {tab === 'pipeline' && (
            <Suspense fallback={<Spinner label={t('agent:pipelineLoading')} />}>
              <PipelinePanel />
            </Suspense>
          )}
        </Tabs.Content>
        <Tabs.Content value="today" className="mt-4">
          <TodayView onOpenLead={openLeadInLeads} />
        </Tabs.Content>
        <Tabs.Content value="renewals" className="mt-4">
          <RenewalsView onOpenLead={openLeadInLeads} />
        </Tabs.Content>
        <Tabs.Content value="messages" className="mt-4">
          <AgentMessagesPanel
            userId={user.id}
            openId={openConversationId}
            onOpen={showConversation}
          />
        </Tabs.Content>
        <Tabs.Content value="quotes" className="mt-4">
          <QuotesPanel />
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-4">
          <SettingsPanel user={user} licence={licence} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
