import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { SessionNav } from '../features/auth/session-nav';
import { ProfileScreen } from '../features/profile/profile-screen';
import { SessionInactivity } from '../features/session/session-inactivity';
import { QueryProvider } from '../lib/query-provider';
import { usePageTitle } from '../lib/use-page-title';

/** /profile: where consumers land after sign-in; signed-out visitors go to the consumer login. */
export default function ProfileRoute() {
  const { t } = useTranslation([
    'profile',
    'session',
    'location',
    'offers',
    'licences',
    'messages',
  ]);
  usePageTitle(t('profile:pageTitle'));
  return (
    <QueryProvider>
      <PageShell
        header={
          <SiteHeader>
            <SessionNav />
          </SiteHeader>
        }
      >
        <ProfileScreen />
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
