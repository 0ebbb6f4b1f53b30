import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../lib/query-provider';
import { useLogout } from '../session/use-logout';
import { CallAvailabilityToggle } from './call-availability-toggle';
import { TutorialDialog } from './tutorial-dialog';

/** The /home navigation of a signed-in consumer: Tutorial, call availability, logout. */
export default function ConsumerNavBar() {
  return (
    <QueryProvider>
      <ConsumerNavItems />
    </QueryProvider>
  );
}

function ConsumerNavItems() {
  const { t } = useTranslation(['consumerNav', 'session']);
  const { signOut, isPending } = useLogout('consumer');
  return (
    <>
      <TutorialDialog />
      <CallAvailabilityToggle />
      <button
        type="button"
        onClick={signOut}
        disabled={isPending}
        className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <LogOut aria-hidden="true" size={16} />
        {isPending ? t('session:loggingOut') : t('session:logout')}
      </button>
    </>
  );
}
