import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typingDisplayMs } from '../../../shared/contracts/live';
import type { Message } from '../../../shared/contracts/messages';
import { Spinner } from '../../components/ui/spinner';
import { useNow } from '../../lib/time-format';
import { useLiveEvents } from '../../lib/use-live-events';
import { CallControls } from './call-controls';
import { CallNotice } from './call-notice';
import { catchUpConversation, mergeIntoConversation } from './conversation-sync';
import {
  buildTimeline,
  type TimelineItem,
  timelineKey,
  timelineTime,
} from './conversation-timeline';
import { useCompanyName, useCounterpartName } from './counterpart-name';
import { localDayKey } from './merge-messages';
import { type ConversationItem, itemKey, MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import {
  type ConversationState,
  fetchConversationPage,
  isConversationGone,
  useConversation,
} from './messages-api';
import { useDayLabel } from './use-day-label';
import { useIsOffline } from './use-is-offline';
import { useMarkRead } from './use-mark-read';
import { useMessageOutbox } from './use-message-outbox';
import { useVoiceCall } from './use-voice-call';

/** Closer than this to an edge counts as being there (scrolled to the bottom, or to the top). */
const edgePx = 80;

/**
 * A conversation, for both members: messages oldest to newest under day headings, the composer,
 * older pages on demand. A conversation taken away (the agent after a withdrawal) says so.
 */
export function ConversationView({
  conversationId,
  userId,
  actions,
  isComposerFocusedOnOpen = false,
}: {
  conversationId: string;
  userId: string;
  /** Controls beside the heading (Back to the list). */
  actions?: ReactNode;
  /** Bring the conversation to the top of the screen and put the cursor in its message box. */
  isComposerFocusedOnOpen?: boolean;
}) {
  const { t } = useTranslation('messages');
  const query = useConversation(conversationId);
  if (query.isError && isConversationGone(query.error)) {
    return (
      <section className="rounded-lg border-l-4 border-amber-500 bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold text-brand-navy">{t('unavailableHeading')}</h2>
        <p role="alert" className="mt-2 text-slate-800">
          {t('unavailable')}
        </p>
        {actions && <div className="mt-4">{actions}</div>}
      </section>
    );
  }
  if (query.isPending) return <Spinner label={t('loadingConversation')} />;
  if (query.isError) {
    return (
      <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold"
          >
            {t('retry')}
          </button>
          {actions}
        </div>
      </section>
    );
  }
  return (
    <ConversationContent
      state={query.data}
      userId={userId}
      actions={actions}
      isComposerFocusedOnOpen={isComposerFocusedOnOpen}
    />
  );
}

function ConversationContent({
  state,
  userId,
  actions,
  isComposerFocusedOnOpen,
}: {
  state: ConversationState;
  userId: string;
  actions?: ReactNode;
  isComposerFocusedOnOpen: boolean;
}) {
  const { t } = useTranslation('messages');
  const { conversation, messages, hasOlder } = state;
  const nameOf = useCounterpartName();
  const companyName = useCompanyName();
  const name = nameOf(conversation.counterpart);
  const company = companyName(conversation.counterpart);
  const dayLabel = useDayLabel();
  const headingId = useId();
  const now = useNow(30_000).getTime();
  const isOffline = useIsOffline();
  const { outbox, entries } = useMessageOutbox(userId);
  const lastFromOther = useMarkRead(state, userId);
  const scrollRef = useRef<HTMLElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const isAtBottomRef = useRef(true);
  const heightBeforeOlderRef = useRef<number | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const announcedUpToRef = useRef(lastFromOther);
  const [typingUntil, setTypingUntil] = useState(0);

  // Opened to write in: the whole conversation on screen, the cursor in the message box (once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the conversation opens.
  useEffect(() => {
    if (!isComposerFocusedOnOpen) return;
    const section = sectionRef.current;
    if (!section) return;
    section.querySelector<HTMLTextAreaElement>('textarea')?.focus({ preventScroll: true });
    const bringToTop = () => section.scrollIntoView({ block: 'start' });
    bringToTop();
    // The calls notice and the panels beside load after the first paint and move the box down:
    // keep the conversation at the top while they settle, unless the person scrolls first.
    const observer = new ResizeObserver(bringToTop);
    observer.observe(section);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = window.setTimeout(stop, 2_000);
    const stopEvents = ['wheel', 'touchmove', 'keydown'] as const;
    for (const name of stopEvents) window.addEventListener(name, stop, { once: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const name of stopEvents) window.removeEventListener(name, stop);
    };
  }, [conversation.id]);

  // A conversation read earlier may have changed while no messaging screen was listening.
  useEffect(() => {
    void catchUpConversation(conversation.id);
  }, [conversation.id]);

  const voiceCall = useVoiceCall(conversation.id, userId, t('calls.failed'));
  const storedClientIds = new Set(messages.map((message) => message.clientId));
  const unsent = entries
    .filter(
      (entry) => entry.conversationId === conversation.id && !storedClientIds.has(entry.clientId),
    )
    .map((entry): ConversationItem => ({ kind: 'outbox', entry }));
  // Calls older than the oldest loaded message wait until that page is loaded.
  const oldestShown = hasOlder ? messages[0]?.createdAt : undefined;
  const calls = voiceCall.calls.filter((call) => !oldestShown || call.createdAt >= oldestShown);
  const items = buildTimeline(messages, calls, unsent);
  const days: { key: string; label: string; items: TimelineItem[] }[] = [];
  for (const item of items) {
    const key = localDayKey(timelineTime(item));
    const last = days.at(-1);
    if (last?.key === key) last.items.push(item);
    else days.push({ key, label: dayLabel(timelineTime(item)), items: [item] });
  }

  // A new message of the other member is read out once; the first page is not.
  useEffect(() => {
    if (lastFromOther <= announcedUpToRef.current) return;
    const fresh = messages.filter(
      (message) =>
        message.senderId !== userId && message.seq > announcedUpToRef.current && !message.deletedAt,
    );
    announcedUpToRef.current = lastFromOther;
    setTypingUntil(0);
    if (fresh.length > 0) {
      setAnnouncement(
        fresh.map((message) => t('announcement', { name, body: message.body })).join(' '),
      );
    }
  }, [lastFromOther, messages, name, t, userId]);

  useLiveEvents({
    onTyping: (frame) => {
      if (
        frame.conversationId === conversation.id &&
        frame.userId === conversation.counterpart.id
      ) {
        setTypingUntil(Date.now() + typingDisplayMs);
      }
    },
  });
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  // Older messages go above without moving what the reader sees; new ones follow the bottom.
  const firstKey = items[0] ? timelineKey(items[0]) : '';
  const lastKey = items.at(-1) ? timelineKey(items.at(-1) as TimelineItem) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an item is added at either end or the typing line appears, which the keys and typingUntil stand for.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (heightBeforeOlderRef.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlderRef.current;
      heightBeforeOlderRef.current = null;
      return;
    }
    if (isAtBottomRef.current) element.scrollTop = element.scrollHeight;
  }, [firstKey, lastKey, typingUntil]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first || isLoadingOlder) return;
    setIsLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await fetchConversationPage(conversation.id, { before: first.seq });
      heightBeforeOlderRef.current = scrollRef.current?.scrollHeight ?? null;
      isAtBottomRef.current = false;
      mergeIntoConversation(conversation.id, page.messages, { hasOlder: page.hasOlder });
    } catch {
      setOlderFailed(true);
    } finally {
      setIsLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    isAtBottomRef.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < edgePx;
    if (element.scrollTop < edgePx && hasOlder && !olderFailed) void loadOlder();
  };

  const send = (body: string) => {
    isAtBottomRef.current = true;
    outbox.add(conversation.id, body);
  };

  const onChanged = (message: Message) => mergeIntoConversation(conversation.id, [message]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="flex min-w-0 scroll-mt-2 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-brand-navy">
            {t('conversationWith', { name })}
          </h2>
          {company && <p className="text-sm text-slate-700">{company}</p>}
        </div>
        {actions}
      </div>
      <CallControls conversation={conversation} userId={userId} name={name} voiceCall={voiceCall} />
      <section
        ref={scrollRef}
        onScroll={onScroll}
        aria-label={t('historyLabel', { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the arrow keys can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
        className="flex max-h-[min(28rem,calc(100dvh-26rem))] min-h-[10rem] flex-col gap-3 overflow-y-auto rounded-md border border-slate-200 p-3"
      >
        {hasOlder && (
          <button
            type="button"
            onClick={() => void loadOlder()}
            disabled={isLoadingOlder}
            className="self-center rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {isLoadingOlder ? t('loadingOlder') : t('loadOlder')}
          </button>
        )}
        {olderFailed && (
          <p role="alert" className="text-center text-sm text-red-700">
            {t('olderFailed')}
          </p>
        )}
        {items.length === 0 && <p className="text-slate-700">{t('empty')}</p>}
        {days.map((day) => (
          <div key={day.key} className="flex flex-col gap-2">
            <h3 className="self-center rounded-full bg-slate-100 px-3 py-0.5 text-xs font-semibold text-slate-700">
              {day.label}
            </h3>
            <ol className="flex flex-col gap-2">
              {day.items.map((item) => {
                if (item.kind === 'call') {
                  return <CallNotice key={timelineKey(item)} call={item.call} userId={userId} />;
                }
                const isOwn =
                  item.kind === 'outbox' ||
                  (item.kind === 'stored' && item.message.senderId === userId);
                return (
                  <MessageBubble
                    key={itemKey(item)}
                    item={item}
                    isOwn={isOwn}
                    senderName={name}
                    theirReadSeq={conversation.theirReadSeq}
                    canSend={conversation.canSend}
                    now={now}
                    isOffline={isOffline}
                    onChanged={onChanged}
                    onRetry={(clientId) => outbox.retry(clientId)}
                    onDiscard={(clientId) => outbox.discard(clientId)}
                  />
                );
              })}
            </ol>
          </div>
        ))}
      </section>
      <p className="min-h-5 text-sm italic text-slate-700">
        {typingUntil > 0 ? t('typing', { name }) : ''}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {conversation.canSend ? (
        <MessageComposer conversationId={conversation.id} recipient={name} onSend={send} />
      ) : (
        <p className="rounded-md bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-300">
          {conversation.counterpart.role === 'agent' ? t('closedConsumer') : t('closedAgent')}
        </p>
      )}
    </section>
  );
}
