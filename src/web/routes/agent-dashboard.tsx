import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { AgentDashboardScreen } from '../features/agent-dashboard/agent-dashboard';
import { RouteGuard } from '../features/session/route-guard';
import { SessionInactivity } from '../features/session/session-inactivity';
import { QueryProvider } from '../lib/query-provider';
import { usePageTitle } from '../lib/use-page-title';

const NotificationBell = lazy(() => import('../features/notifications/notification-bell'));

/** /agent: the only guarded route (agents only). */
export default function AgentDashboardRoute() {
  const { t } = useTranslation(['agent', 'session', 'licences', 'location', 'messages']);
  usePageTitle(t('agent:pageTitle'));
  return (
    <QueryProvider>
      <PageShell
        header={
          <SiteHeader variant="agent">
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
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
