import { useSyncExternalStore } from 'react';
import { queryClient } from '../../lib/query-provider';
import { messageOutboxKey, safeStorage } from '../../lib/storage-keys';
import { mergeIntoConversation } from './conversation-sync';
import { MessageOutbox } from './message-outbox';
import { messageKeys, sendMessageRequest } from './messages-api';

const outboxes = new Map<string, MessageOutbox>();

/** The outbox of a signed-in user, created on first use; it sends again when the tab is back online. */
export function outboxOf(userId: string): MessageOutbox {
  const held = outboxes.get(userId);
  if (held) return held;
  const outbox = new MessageOutbox({
    storage: safeStorage,
    key: messageOutboxKey(userId),
    send: (entry) =>
      sendMessageRequest({
        conversationId: entry.conversationId,
        clientId: entry.clientId,
        body: entry.body,
      }),
    onSent: (message) => {
      mergeIntoConversation(message.conversationId, [message]);
      void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
    },
    // Offline, a request could only fail: wait for the 'online' event instead.
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  });
  window.addEventListener('online', () => outbox.flush());
  outboxes.set(userId, outbox);
  // Messages left from an earlier visit (a reload, a closed tab) go out now.
  outbox.flush();
  return outbox;
}

export function useMessageOutbox(userId: string) {
  const outbox = outboxOf(userId);
  const entries = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.list(),
  );
  return { outbox, entries };
}
