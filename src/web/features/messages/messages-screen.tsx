import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { PublicUser } from '../../../shared/contracts/auth';
import { paths } from '../../../shared/paths';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../session';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { useMessagesLive } from './use-messages-live';

const consumerLoginPath = `${paths.consumerAuth}?tab=login`;

/** /messages and /messages/:conversationId for consumers; agents talk from their portal's tab. */
export function MessagesScreen({ conversationId }: { conversationId: string | null }) {
  const { t } = useTranslation(['messages', 'common']);
  const { user, isLoading, isConsumer } = useSession();
  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (!user) return <Navigate to={consumerLoginPath} replace />;
  if (!isConsumer) return <Navigate to={paths.agentDashboard} replace />;
  return <ConsumerMessages user={user} conversationId={conversationId} />;
}

function ConsumerMessages({
  user,
  conversationId,
}: {
  user: PublicUser;
  conversationId: string | null;
}) {
  const { t } = useTranslation('messages');
  useMessagesLive(user.id);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasOpened = useRef(false);
  // Going back to the list (or opening another) moves the reader with it.
  useEffect(() => {
    if (!conversationId && hasOpened.current) listHeadingRef.current?.focus();
    hasOpened.current ||= conversationId !== null;
  }, [conversationId]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title={t('heading')}
        intro={<p className="mt-1 text-slate-700">{t('intro')}</p>}
        action={
          <Link to={paths.profile} className="font-semibold text-blue-800 underline">
            {t('backToProfile')}
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby="conversations-heading"
          className={`self-start rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 ${conversationId ? 'hidden lg:block' : ''}`}
        >
          <h2
            id="conversations-heading"
            ref={listHeadingRef}
            tabIndex={-1}
            className="text-lg font-bold text-brand-navy"
          >
            {t('listHeading')}
          </h2>
          <ConversationList
            userId={user.id}
            labelledBy="conversations-heading"
            openId={conversationId}
          />
        </section>
        {conversationId ? (
          <ConversationView
            key={conversationId}
            conversationId={conversationId}
            userId={user.id}
            actions={
              <Link to={paths.messages} className="text-sm font-semibold text-blue-800 underline">
                {t('allConversations')}
              </Link>
            }
          />
        ) : (
          <p className="self-center text-slate-700">{t('pickConversation')}</p>
        )}
      </div>
    </div>
  );
}
