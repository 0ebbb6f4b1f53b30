import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { QueryProvider } from '../../lib/query-provider';
import { CallAvailabilityToggle, ConsumerIncomingCall, UnreadBell } from '../messages';
import { useLogout } from '../session';
import { TutorialDialog } from './tutorial-dialog';

const navItemClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:px-3';

/**
 * The one header of a signed-in consumer, on every screen they visit (public pages included;
 * decision 0056): Tutorial, call availability, the unread bell, a ringing call, My profile and
 * logout. On a phone the items show their icons, with their names for screen readers.
 */
export default function ConsumerNavBar({
  openConversationId = null,
}: {
  /** On /messages/:id, the conversation open on screen (its own ringing banner answers). */
  openConversationId?: string | null;
}) {
  return (
    <QueryProvider>
      <ConsumerNavItems openConversationId={openConversationId} />
    </QueryProvider>
  );
}

function ConsumerNavItems({ openConversationId }: { openConversationId: string | null }) {
  // Loads the namespaces that the nav items read before they render.
  const { t } = useTranslation(['consumerNav', 'calls', 'session', 'messages', 'common']);
  const { signOut, isPending } = useLogout('consumer');
  return (
    <>
      {/* Tells the site header to give the nav the brand name's room on a phone. */}
      <span data-compact-nav hidden />
      <TutorialDialog />
      <CallAvailabilityToggle compact />
      <UnreadBell />
      <ConsumerIncomingCall openConversationId={openConversationId} />
      <Link to={paths.profile} className={navItemClass}>
        <UserRound aria-hidden="true" size={18} />
        <span className="sr-only md:not-sr-only">{t('common:nav.profile')}</span>
      </Link>
      <button type="button" onClick={signOut} disabled={isPending} className={navItemClass}>
        <LogOut aria-hidden="true" size={18} />
        <span className="sr-only md:not-sr-only">
          {isPending ? t('session:loggingOut') : t('session:logout')}
        </span>
      </button>
    </>
  );
}
