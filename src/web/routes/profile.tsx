import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { ConsumerIncomingCall } from '../features/messages/consumer-incoming-call';
import { UnreadBell } from '../features/messages/unread-bell';
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
            <UnreadBell />
            <ConsumerIncomingCall />
          </SiteHeader>
        }
      >
        <ProfileScreen />
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
