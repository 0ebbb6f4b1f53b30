import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { phoneNavItemClass } from '../../components/layout/phone-nav-item';
import { useLiveEvents } from '../../lib/use-live-events';
import { loadNotificationBell } from '../notifications/lazy';
import { useSession } from '../session';
import { messageKeys, useUnreadCount } from './messages-api';
import { unreadBadgeText } from './unread-badge-text';

/** The notification list (issue 21), a chunk of its own: public pages do not pay for it. */
const NotificationBell = lazy(loadNotificationBell);

/**
 * The consumers' unread bell (spec section 2): a link to their messages with the number of unread
 * messages, '9+' above 9, kept current by the live channel. Renders nothing for anyone else.
 */
export function UnreadBell({ labelled = false }: { labelled?: boolean } = {}) {
  const { isConsumer } = useSession();
  return isConsumer ? (
    <>
      <ConsumerBell labelled={labelled} />
      <Suspense fallback={null}>
        <NotificationBell labelled={labelled} />
      </Suspense>
    </>
  ) : null;
}

/** `labelled`: the phone header's look, the icon over its name (decision 0087). */
function ConsumerBell({ labelled }: { labelled: boolean }) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const unread = useUnreadCount();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
  useLiveEvents({
    onEvent: (event) => {
      // Withdrawing access does not change a consumer's unread count; messages and reads do.
      if (event.kind === 'conversation.changed') refresh();
    },
    onResync: refresh,
  });
  const count = unread.data ?? 0;
  return (
    <Link
      to={paths.messages}
      aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
      className={
        labelled
          ? phoneNavItemClass
          : 'relative inline-flex items-center rounded-md p-2 text-slate-800 hover:bg-slate-100'
      }
    >
      <MessageSquare aria-hidden="true" size={labelled ? 20 : 22} />
      {labelled && <span aria-hidden="true">{t('bell.label')}</span>}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {unreadBadgeText(count)}
        </span>
      )}
    </Link>
  );
}
