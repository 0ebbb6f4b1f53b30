import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { AgentDashboardScreen } from '../features/agent-dashboard/agent-dashboard';
import { RouteGuard } from '../features/session/route-guard';
import { SessionInactivity } from '../features/session/session-inactivity';
import { useSession } from '../features/session/use-session';
import { QueryProvider } from '../lib/query-provider';
import { usePageTitle } from '../lib/use-page-title';

const NotificationBell = lazy(() => import('../features/notifications/notification-bell'));

/** The bell reads the agent's own notifications: nothing is asked before the role is known. */
function AgentBell() {
  const { isAgent } = useSession();
  if (!isAgent) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

/** /agent: the only guarded route (agents only). */
export default function AgentDashboardRoute() {
  const { t } = useTranslation(['agent', 'session', 'licences', 'location', 'messages']);
  usePageTitle(t('agent:pageTitle'));
  return (
    <QueryProvider>
      <PageShell
        header={
          <SiteHeader variant="agent">
            <AgentBell />
          </SiteHeader>
        }
      >
        <RouteGuard requiredRole="agent">
          <AgentDashboardScreen />
        </RouteGuard>
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
