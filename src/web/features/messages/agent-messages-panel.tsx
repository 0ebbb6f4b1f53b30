import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NotesPanel } from './notes-panel';

/**
 * The agent portal's Messages tab: conversations with unread counts and last message ('No
 * messages yet' when none); one opens in place, with the agent's private notes beside it.
 */
export function AgentMessagesPanel({
  userId,
  openId,
  onOpen,
}: {
  userId: string;
  openId: string | null;
  onOpen: (conversationId: string | null) => void;
}) {
  const { t } = useTranslation('messages');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasOpened = useRef(false);
  useEffect(() => {
    if (!openId && hasOpened.current) listHeadingRef.current?.focus();
    hasOpened.current ||= openId !== null;
  }, [openId]);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,4fr)_minmax(0,2fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {/* On a phone an open conversation takes the screen; Close brings the list back. */}
      <section
        aria-labelledby="agent-conversations-heading"
        className={`self-start rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 ${openId ? 'hidden lg:block' : ''}`}
      >
        <h2
          id="agent-conversations-heading"
          ref={listHeadingRef}
          tabIndex={-1}
          className="text-lg font-bold text-brand-navy"
        >
          {t('agentListHeading')}
        </h2>
        <ConversationList
          userId={userId}
          labelledBy="agent-conversations-heading"
          openId={openId}
          onOpen={onOpen}
        />
      </section>
      {openId && (
        <>
          <ConversationView
            key={openId}
            conversationId={openId}
            userId={userId}
            isComposerFocusedOnOpen
            actions={
              <button
                type="button"
                onClick={() => onOpen(null)}
                className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('close')}
              </button>
            }
          />
          <NotesPanel key={`notes-${openId}`} conversationId={openId} />
        </>
      )}
    </div>
  );
}
