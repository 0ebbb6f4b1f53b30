import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactLog } from '../../../shared/contracts/leads';
import { apiGet, apiRequest } from '../../lib/api-client';
import { useLiveEvents } from '../../lib/use-live-events';

export const accessEndpoints = {
  access: '/api/profiles/me/access',
  agent: (agentId: string) => `/api/profiles/me/access/${encodeURIComponent(agentId)}`,
} as const;

const accessKey = [accessEndpoints.access] as const;

/** 'Who can see my information': the contact log, kept current by the live channel. */
export function useContactLog() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accessKey });
  // Every consumer event (a lead delivered, answered or expired, an offer) changes the log.
  useLiveEvents({ onEvent: refresh, onResync: refresh });
  return useQuery({
    queryKey: accessKey,
    queryFn: ({ signal }) => apiGet<ContactLog>(accessEndpoints.access, { signal }),
    staleTime: 0,
  });
}

/** Takes back one agent's access (an id) or everyone's (no id); the cache takes the new log. */
export function useWithdrawAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string | undefined) =>
      apiRequest<ContactLog>(agentId ? accessEndpoints.agent(agentId) : accessEndpoints.access, {
        method: 'DELETE',
      }),
    onSuccess: (log) => queryClient.setQueryData(accessKey, log),
  });
}
