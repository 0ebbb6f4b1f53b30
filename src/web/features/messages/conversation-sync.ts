import type { Message } from '../../../shared/contracts/messages';
import { queryClient } from '../../lib/query-provider';
import { mergeMessages, newerSummary } from './merge-messages';
import {
  type ConversationState,
  fetchConversationPage,
  isConversationGone,
  messageKeys,
} from './messages-api';

const running = new Map<string, Promise<void>>();
const wantsAnother = new Set<string>();

/** Puts messages (a send's answer, an older page) into the conversation the view holds. */
export function mergeIntoConversation(
  conversationId: string,
  messages: readonly Message[],
  change: Partial<Pick<ConversationState, 'hasOlder'>> = {},
): void {
  queryClient.setQueryData<ConversationState>(messageKeys.conversation(conversationId), (held) =>
    held ? { ...held, ...change, messages: mergeMessages(held.messages, messages) } : held,
  );
}

async function catchUpOnce(conversationId: string): Promise<void> {
  const queryKey = messageKeys.conversation(conversationId);
  const held = queryClient.getQueryData<ConversationState>(queryKey);
  // Not on screen: it is read afresh when it opens.
  if (!held) return;
  let page: Awaited<ReturnType<typeof fetchConversationPage>>;
  try {
    page = await fetchConversationPage(conversationId, { since: held.conversation.lastChange });
  } catch (error) {
    // Taken away (access withdrawn): re-reading makes the view say so.
    if (isConversationGone(error)) await queryClient.invalidateQueries({ queryKey });
    return;
  }
  if (page.reset) {
    await queryClient.invalidateQueries({ queryKey });
    return;
  }
  queryClient.setQueryData<ConversationState>(queryKey, (current) =>
    current
      ? {
          conversation: newerSummary(current.conversation, page.conversation),
          messages: mergeMessages(current.messages, page.messages),
          hasOlder: current.hasOlder,
        }
      : current,
  );
}

/**
 * Fetches what changed in a conversation after the last change the view holds (`?since=`) and
 * merges it by seq. One catch-up per conversation at a time; an event arriving meanwhile runs
 * one more afterwards, so nothing that happened during a fetch is missed.
 */
export function catchUpConversation(conversationId: string): Promise<void> {
  const current = running.get(conversationId);
  if (current) {
    wantsAnother.add(conversationId);
    return current;
  }
  const run = (async () => {
    do {
      wantsAnother.delete(conversationId);
      await catchUpOnce(conversationId);
    } while (wantsAnother.has(conversationId));
  })().finally(() => running.delete(conversationId));
  running.set(conversationId, run);
  return run;
}

/** Catches up every conversation the cache holds (after a reconnect). */
export function catchUpEveryConversation(): void {
  for (const [queryKey] of queryClient.getQueriesData<ConversationState>({
    queryKey: [...messageKeys.all, 'conversation'],
  })) {
    const id = queryKey[2];
    if (typeof id === 'string') void catchUpConversation(id);
  }
}
