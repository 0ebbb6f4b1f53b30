import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentAgency } from '../../../shared/contracts/agency';
import { apiGet, apiPut } from '../../lib/api-client';

const agencyEndpoint = '/api/agent/agency';

/** The agent's agency name and the provider customers see for them. */
export function useAgentAgency() {
  return useQuery({
    queryKey: [agencyEndpoint],
    queryFn: ({ signal }) => apiGet<AgentAgency>(agencyEndpoint, { signal }),
    staleTime: 0,
  });
}

export function useSaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agencyName: string) => apiPut<AgentAgency>(agencyEndpoint, { agencyName }),
    onSuccess: (agency) => queryClient.setQueryData([agencyEndpoint], agency),
  });
}
