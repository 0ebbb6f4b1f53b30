import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../lib/use-live-events';
import { catchUpConversation, catchUpEveryConversation } from './conversation-sync';
import { messageKeys } from './messages-api';
import { outboxOf } from './use-message-outbox';

/**
 * Keeps messaging current while a messaging screen is mounted: a changed conversation is caught
 * up and the list and the unread count re-read; a lead taken back or a withdrawn consent changes
 * who may write, so the lists are read again. After a (re)connect the open conversations catch up
 * and the outbox sends what waited.
 */
export function useMessagesLive(userId: string): void {
  const queryClient = useQueryClient();
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
  };
  useLiveEvents({
    onEvent: (event) => {
      if (event.kind === 'conversation.changed') {
        if (event.conversationId) void catchUpConversation(event.conversationId);
        refreshLists();
        return;
      }
      if (event.kind === 'lead.revoked' || event.kind === 'sharing.updated') {
        refreshLists();
        catchUpEveryConversation();
      }
    },
    onResync: () => {
      refreshLists();
      catchUpEveryConversation();
      outboxOf(userId).flush();
    },
  });
}
