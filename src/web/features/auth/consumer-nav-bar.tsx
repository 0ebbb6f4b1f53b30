import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../components/ui/sign-out-button';
import { QueryProvider } from '../../lib/query-provider';
import { ConsumerIncomingCall, UnreadBell } from '../messages';
import { useLogout } from '../session';
import { CallAvailabilityToggle } from './call-availability-toggle';
import { TutorialDialog } from './tutorial-dialog';

/**
 * The /home navigation of a signed-in consumer: Tutorial, call availability, the unread bell, a
 * ringing call, logout.
 */
export default function ConsumerNavBar() {
  return (
    <QueryProvider>
      <ConsumerNavItems />
    </QueryProvider>
  );
}

function ConsumerNavItems() {
  // Loads the namespaces that the nav items read before they render.
  useTranslation(['consumerNav', 'session', 'messages']);
  const { signOut, isPending } = useLogout('consumer');
  return (
    <>
      <TutorialDialog />
      <CallAvailabilityToggle />
      <UnreadBell />
      <ConsumerIncomingCall />
      <SignOutButton onSignOut={signOut} isPending={isPending} variant="nav" />
    </>
  );
}
