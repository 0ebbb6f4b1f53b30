import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lastSeqNotFrom, newerSummary } from './merge-messages';
import { type ConversationState, messageKeys, postReadMark } from './messages-api';
import { useIsVisible } from './use-is-visible';

const readDelayMs = 500;

/** Moves the reader's read mark to the newest message of the other member, once it has shown a moment. */
export function useMarkRead(state: ConversationState, userId: string) {
  const queryClient = useQueryClient();
  const isVisible = useIsVisible();
  const { id, myReadSeq } = state.conversation;
  const lastFromOther = lastSeqNotFrom(state.messages, userId);
  useEffect(() => {
    if (!isVisible || lastFromOther <= myReadSeq) return;
    const timer = setTimeout(() => {
      postReadMark(id, lastFromOther).then(
        (summary) => {
          queryClient.setQueryData<ConversationState>(messageKeys.conversation(id), (held) =>
            held ? { ...held, conversation: newerSummary(held.conversation, summary) } : held,
          );
          void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
          void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
        },
        // The next change or visit marks it again; a read mark is never worth an error here.
        () => undefined,
      );
    }, readDelayMs);
    return () => clearTimeout(timer);
  }, [id, isVisible, lastFromOther, myReadSeq, queryClient]);
  return lastFromOther;
}
