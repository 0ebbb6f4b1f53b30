import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import { conversationPath } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { useCompanyName, useCounterpartName } from './counterpart-name';
import { useConversations } from './messages-api';

const itemClassName =
  'flex w-full flex-col gap-0.5 rounded-md border p-3 text-left hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-navy';

/**
 * Conversations, the latest first: who, their company, the last message and how many are unread.
 * Consumers follow links (each conversation has its address); the agent's tab opens one in place.
 */
export function ConversationList({
  userId,
  labelledBy,
  openId,
  onOpen,
}: {
  userId: string;
  labelledBy: string;
  openId: string | null;
  /** Opens in place; without it each conversation is a link to its page. */
  onOpen?: (conversationId: string) => void;
}) {
  const { t } = useTranslation('messages');
  const conversations = useConversations();
  if (conversations.isPending) return <Spinner label={t('loadingList')} />;
  if (conversations.isError) {
    return (
      <p role="alert" className="mt-3 text-red-700">
        {t('listFailed')}
      </p>
    );
  }
  if (conversations.data.length === 0) {
    return <p className="mt-3 text-slate-700">{t('noMessagesYet')}</p>;
  }
  return (
    <ul aria-labelledby={labelledBy} className="mt-3 flex flex-col gap-2">
      {conversations.data.map((conversation) => (
        <ConversationListItem
          key={conversation.id}
          conversation={conversation}
          userId={userId}
          isOpen={conversation.id === openId}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}

function ConversationListItem({
  conversation,
  userId,
  isOpen,
  onOpen,
}: {
  conversation: ConversationSummary;
  userId: string;
  isOpen: boolean;
  onOpen?: (conversationId: string) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const nameOf = useCounterpartName();
  const companyName = useCompanyName();
  const name = nameOf(conversation.counterpart);
  const company = companyName(conversation.counterpart);
  const last = conversation.lastMessage;
  const preview = !last
    ? t('noMessagesInConversation')
    : last.body === ''
      ? t('deleted')
      : last.senderId === userId
        ? t('fromYou', { body: last.body })
        : last.body;
  const time = last
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(last.createdAt))
    : null;
  const content = (
    <>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{name}</span>
        {conversation.unread > 0 && (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('unread', { count: conversation.unread })}
          </span>
        )}
      </span>
      {company && <span className="text-sm text-slate-700">{company}</span>}
      <span className="line-clamp-2 break-words text-sm text-slate-800">{preview}</span>
      {time && last && (
        <time dateTime={last.createdAt} className="text-xs text-slate-600">
          {time}
        </time>
      )}
      {!conversation.canSend && (
        <span className="text-xs font-semibold text-amber-900">{t('closedShort')}</span>
      )}
    </>
  );
  const stateClassName = isOpen ? 'border-brand-navy bg-blue-50' : 'border-slate-200 bg-white';
  return (
    <li>
      {onOpen ? (
        <button
          type="button"
          aria-current={isOpen ? 'true' : undefined}
          onClick={() => onOpen(conversation.id)}
          className={`${itemClassName} ${stateClassName}`}
        >
          {content}
        </button>
      ) : (
        <Link
          to={conversationPath(conversation.id)}
          aria-current={isOpen ? 'page' : undefined}
          className={`${itemClassName} ${stateClassName}`}
        >
          {content}
        </Link>
      )}
    </li>
  );
}
