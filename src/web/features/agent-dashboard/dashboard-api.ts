import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentDashboard } from '../../../shared/contracts/agents';
import type { AgentStatus } from '../../../shared/contracts/auth';
import { apiGet, apiPut } from '../../lib/api-client';
import { fetchCurrentUser, sessionEndpoints } from '../session/session-api';

const agentEndpoints = {
  status: '/api/agent/status',
  dashboard: '/api/agent/dashboard',
} as const;

/** The authoritative current user (GET /api/user); 401 means signed out. */
export function useCurrentUser() {
  return useQuery({
    queryKey: [sessionEndpoints.currentUser],
    queryFn: fetchCurrentUser,
    retry: false,
  });
}

export function useAgentDashboard() {
  return useQuery({
    queryKey: [agentEndpoints.dashboard],
    queryFn: () => apiGet<AgentDashboard>(agentEndpoints.dashboard),
    staleTime: 0,
  });
}

export function useAgentStatus() {
  return useQuery({
    queryKey: [agentEndpoints.status],
    queryFn: () => apiGet<{ manualStatus: AgentStatus }>(agentEndpoints.status),
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
      void queryClient.invalidateQueries({ queryKey: [agentEndpoints.dashboard] });
    },
    onError: (error) => console.warn('Agent status update failed', error),
  });
}
