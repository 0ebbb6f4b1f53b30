import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentDashboard } from '../../../shared/contracts/agents';
import type { AgentStatus } from '../../../shared/contracts/auth';
import { apiGet, apiPut } from '../../lib/api-client';
import { agentDashboardKey } from '../../lib/query-keys';
import { fetchCurrentUser, sessionEndpoints } from '../session';

const agentEndpoints = {
  status: '/api/agent/status',
  dashboard: '/api/agent/dashboard',
} as const;

/** The authoritative current user (GET /api/user); 401 means signed out. */
export function useCurrentUser() {
  return useQuery({
    queryKey: [sessionEndpoints.currentUser],
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
}

/**
 * Counts and activity. The browser's time-zone offset makes 'today' (Quotes sent today) the agent's own
 * day rather than the server's.
 */
export function useAgentDashboard() {
  const tzOffsetMinutes = new Date().getTimezoneOffset();
  return useQuery({
    queryKey: [...agentDashboardKey, tzOffsetMinutes],
    queryFn: ({ signal }) =>
      apiGet<AgentDashboard>(agentEndpoints.dashboard, { query: { tzOffsetMinutes }, signal }),
    staleTime: 0,
  });
}

export function useAgentStatus() {
  return useQuery({
    queryKey: [agentEndpoints.status],
    queryFn: ({ signal }) =>
      apiGet<{ manualStatus: AgentStatus }>(agentEndpoints.status, { signal }),
  });
}

/** The shown status changes only when the server answers OK; a failure is only logged. */
export function useSetAgentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (manualStatus: AgentStatus) =>
      apiPut<{ manualStatus: AgentStatus }>(agentEndpoints.status, { manualStatus }),
    onSuccess: (answer, requested) => {
      queryClient.setQueryData([agentEndpoints.status], {
        manualStatus: answer?.manualStatus ?? requested,
      });
      void queryClient.invalidateQueries({ queryKey: agentDashboardKey });
    },
    onError: (error) => console.warn('Agent status update failed', error),
  });
}
