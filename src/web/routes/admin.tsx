import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { AdminScreen } from '../features/admin/admin-screen';
import { RouteGuard } from '../features/session/route-guard';
import { SessionInactivity } from '../features/session/session-inactivity';
import { QueryProvider } from '../lib/query-provider';
import { usePageTitle } from '../lib/use-page-title';

/** /admin: the licence review queue, for admins (who sign in at the agent door). */
export default function AdminRoute() {
  const { t } = useTranslation(['admin', 'session', 'licences', 'location']);
  usePageTitle(t('admin:pageTitle'));
  return (
    <QueryProvider>
      <PageShell header={<SiteHeader variant="agent" />}>
        <RouteGuard requiredRole="admin">
          <AdminScreen />
        </RouteGuard>
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
