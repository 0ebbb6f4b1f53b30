import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { phoneNavItemClass } from '../../components/layout/phone-nav-item';
import { DialogCloseButton } from '../../components/ui/dialog-parts';
import { QueryProvider } from '../../lib/query-provider';
import { phoneMediaQuery, useMediaQuery } from '../../lib/use-media-query';
import { CallAvailabilityToggle, ConsumerIncomingCall, UnreadBell } from '../messages';
import { useLogout } from '../session';
import { TutorialDialog } from './tutorial-dialog';

const navItemClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:px-3';

/**
 * The one header of a signed-in consumer, on every screen they visit (public pages included;
 * decision 0056): Tutorial, call availability, the unread bell, a ringing call, My profile and
 * logout. A phone shows four labelled items: Messages, Alerts, My profile and a Menu that holds
 * the tutorial, call availability and logout (decision 0087).
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
  const isPhone = useMediaQuery(phoneMediaQuery);
  if (isPhone) {
    return (
      <>
        <span data-compact-nav hidden />
        <ConsumerIncomingCall openConversationId={openConversationId} />
        <UnreadBell labelled />
        <Link to={paths.profile} className={phoneNavItemClass}>
          <UserRound aria-hidden="true" size={20} />
          {t('common:nav.profileShort')}
        </Link>
        <PhoneMenu />
      </>
    );
  }
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

/** The phone header's Menu: what the wider header shows inline besides the destinations. */
function PhoneMenu() {
  const { t } = useTranslation(['consumerNav', 'session']);
  const { signOut, isPending } = useLogout('consumer');
  return (
    <Dialog.Root>
      <Dialog.Trigger className={phoneNavItemClass}>
        <Menu aria-hidden="true" size={20} />
        {t('consumerNav:menu.button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed right-2 top-2 z-[75] w-[min(20rem,calc(100vw-1rem))] rounded-lg bg-white p-4 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-brand-navy">
            {t('consumerNav:menu.title')}
          </Dialog.Title>
          <DialogCloseButton label={t('consumerNav:menu.close')} />
          <div className="mt-4 flex flex-col items-start gap-4">
            <TutorialDialog isLabelShown />
            <CallAvailabilityToggle />
            <button type="button" onClick={signOut} disabled={isPending} className={navItemClass}>
              <LogOut aria-hidden="true" size={18} />
              {isPending ? t('session:loggingOut') : t('session:logout')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
