import { useQuery } from '@tanstack/react-query';
import type {
  Call,
  CallList,
  CallSignal,
  CallSignalInput,
  IceServer,
} from '../../../shared/contracts/calls';
import { apiGet, apiPost } from '../../lib/api-client';

const callBase = (id: string) => `/api/calls/${encodeURIComponent(id)}`;

export const callEndpoints = {
  calls: '/api/calls',
  call: callBase,
  iceServers: '/api/calls/ice-servers',
  ringing: '/api/calls/ringing',
  action: (id: string, action: CallAction) => `${callBase(id)}/${action}`,
  signal: (id: string) => `${callBase(id)}/signal`,
  signals: (id: string) => `${callBase(id)}/signals`,
} as const;

export type CallAction = 'accept' | 'decline' | 'hangup';

export const callKeys = {
  all: ['calls'] as const,
  list: (conversationId: string) => [...callKeys.all, conversationId] as const,
  /** One call read by id (the incoming-call banner); conversation ids are uuids, never 'one'. */
  one: (id: string) => [...callKeys.all, 'one', id] as const,
};

/** The calls of a conversation, oldest first: the active one and the notices in the history. */
export function useConversationCalls(conversationId: string) {
  return useQuery({
    queryKey: callKeys.list(conversationId),
    queryFn: ({ signal }) =>
      apiGet<CallList>(callEndpoints.calls, { query: { conversationId }, signal }),
    select: (list) => list.calls,
    staleTime: 0,
  });
}

export const fetchCall = (id: string, signal?: AbortSignal) =>
  apiGet<Call>(callEndpoints.call(id), { signal });

export const startCallRequest = (conversationId: string) =>
  apiPost<Call>(callEndpoints.calls, { conversationId });

export const callActionRequest = (id: string, action: CallAction) =>
  apiPost<Call>(callEndpoints.action(id, action));

export const fetchIceServers = () => apiGet<IceServer[]>(callEndpoints.iceServers);

/** Calls ringing for the signed-in user now (a screen opened mid-ring shows them). */
export const fetchRingingCalls = () => apiGet<CallList>(callEndpoints.ringing);

export const postCallSignal = (id: string, signal: CallSignalInput) =>
  apiPost<{ id: number }>(callEndpoints.signal(id), signal);

export const fetchCallSignals = (id: string, after: number) =>
  apiGet<{ signals: CallSignal[] }>(callEndpoints.signals(id), { query: { after } });

export const isActiveCall = (call: Call) => call.status === 'ringing' || call.status === 'accepted';
