import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadFlow, LeadFlowInput } from '../../../shared/contracts/lead-flow';
import { apiGet, apiPut } from '../../lib/api-client';
import { agentDashboardKey } from '../../lib/query-keys';

const leadFlowEndpoint = '/api/agent/lead-flow';
const statusEndpoint = '/api/agent/status';

/** The agent's lead flow (decision 0094), read afresh: the status control may have paused it. */
export function useLeadFlow() {
  return useQuery({
    queryKey: [leadFlowEndpoint],
    queryFn: ({ signal }) => apiGet<LeadFlow>(leadFlowEndpoint, { signal }),
    staleTime: 0,
  });
}

/** Saving may pause or resume: the status control and the dashboard read that too. */
export function useSaveLeadFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadFlowInput) => apiPut<LeadFlow>(leadFlowEndpoint, input),
    onSuccess: (answer) => {
      queryClient.setQueryData([leadFlowEndpoint], answer);
      void queryClient.invalidateQueries({ queryKey: [statusEndpoint] });
      void queryClient.invalidateQueries({ queryKey: agentDashboardKey });
    },
  });
}
