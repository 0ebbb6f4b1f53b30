import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { AgentDashboardScreen } from '../features/agent-dashboard/agent-dashboard';
import { RouteGuard } from '../features/session/route-guard';
import { SessionInactivity } from '../features/session/session-inactivity';
import { QueryProvider } from '../lib/query-provider';
import { usePageTitle } from '../lib/use-page-title';

/** /agent: the only guarded route (agents only). */
export default function AgentDashboardRoute() {
  const { t } = useTranslation(['agent', 'session', 'licences', 'location', 'messages']);
  usePageTitle(t('agent:pageTitle'));
  return (
    <QueryProvider>
      <PageShell header={<SiteHeader variant="agent" />}>
        <RouteGuard requiredRole="agent">
          <AgentDashboardScreen />
        </RouteGuard>
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
