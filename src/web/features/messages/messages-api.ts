import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationList,
  ConversationPage,
  ConversationSummary,
  Message,
  Note,
} from '../../../shared/contracts/messages';
import { ApiError, apiGet, apiPost, apiRequest } from '../../lib/api-client';

const conversationBase = (id: string) => `/api/messages/conversations/${encodeURIComponent(id)}`;

export const messageEndpoints = {
  conversations: '/api/messages/conversations',
  conversation: conversationBase,
  read: (id: string) => `${conversationBase(id)}/read`,
  notes: (id: string) => `${conversationBase(id)}/notes`,
  unread: '/api/messages/unread',
  send: '/api/messages',
  message: (id: string) => `/api/messages/${encodeURIComponent(id)}`,
} as const;

/** One prefix for everything messaging reads, so a resync can invalidate it at once. */
export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'conversations'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  notes: (id: string) => [...messageKeys.all, 'notes', id] as const,
};

/** What the conversation view holds: the messages loaded so far, ordered by seq. */
export interface ConversationState {
  conversation: ConversationSummary;
  messages: Message[];
  hasOlder: boolean;
}

/** A conversation the reader can no longer see (access withdrawn) or never could. */
export const isConversationGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

export function useConversations() {
  return useQuery({
    queryKey: messageKeys.list(),
    queryFn: ({ signal }) => apiGet<ConversationList>(messageEndpoints.conversations, { signal }),
    select: (list) => list.conversations,
    staleTime: 0,
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => apiGet<{ count: number }>(messageEndpoints.unread, { signal }),
    select: (answer) => answer.count,
    staleTime: 0,
  });
}

export function fetchConversationPage(
  id: string,
  query: { before?: number; since?: number } = {},
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return apiGet<ConversationPage>(messageEndpoints.conversation(id), { query, signal });
}

/** The latest page of a conversation; older pages and catch-ups are merged into it. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: messageKeys.conversation(id),
    queryFn: async ({ signal }): Promise<ConversationState> => {
      const page = await fetchConversationPage(id, {}, signal);
      return { conversation: page.conversation, messages: page.messages, hasOlder: page.hasOlder };
    },
    staleTime: Number.POSITIVE_INFINITY,
    // A conversation taken away answers 404 at once; asking again changes nothing.
    retry: (count, error) => !isConversationGone(error) && count < 1,
  });
}

/**
 * Opens (or finds) the conversation of a lead. For an agent this also accepts a pending lead; a
 * consumer gets 409 until the agent accepted.
 */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      apiPost<ConversationSummary>(messageEndpoints.conversations, { leadId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
    },
  });
}

export function postReadMark(id: string, seq: number): Promise<ConversationSummary> {
  return apiPost<ConversationSummary>(messageEndpoints.read(id), { seq });
}

export function sendMessageRequest(input: {
  conversationId: string;
  clientId: string;
  body: string;
}): Promise<Message> {
  return apiPost<Message>(messageEndpoints.send, input);
}

export function editMessageRequest(id: string, body: string): Promise<Message> {
  return apiRequest<Message>(messageEndpoints.message(id), { method: 'PATCH', body: { body } });
}

export function deleteMessageRequest(id: string): Promise<Message> {
  return apiRequest<Message>(messageEndpoints.message(id), { method: 'DELETE' });
}

export function useNotes(conversationId: string) {
  return useQuery({
    queryKey: messageKeys.notes(conversationId),
    queryFn: ({ signal }) =>
      apiGet<{ notes: Note[] }>(messageEndpoints.notes(conversationId), { signal }),
    select: (list) => list.notes,
    retry: (count, error) => !isConversationGone(error) && count < 1,
  });
}

export function useAddNote(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost<Note>(messageEndpoints.notes(conversationId), { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.notes(conversationId) });
    },
  });
}
