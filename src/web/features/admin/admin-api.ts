import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LicenceDecision,
  type LicenceQueue,
  type LicenceRejectionInput,
  licenceQueueQuerySchema,
} from '../../../shared/contracts/licences';
import { apiGet, apiPost } from '../../lib/api-client';

/** The queue's filter values, as the route's query contract lists them. */
export const queueStatuses = licenceQueueQuerySchema.shape.status.unwrap().options;
export type QueueStatus = (typeof queueStatuses)[number];

const licencesEndpoint = '/api/admin/licences';
const decisionPath = (agentId: string, decision: 'approve' | 'reject') =>
  `${licencesEndpoint}/${encodeURIComponent(agentId)}/${decision}`;

/** The records in one status, longest waiting first; read afresh each time the filter shows it. */
export function useLicenceQueue(status: QueueStatus) {
  return useQuery({
    queryKey: [licencesEndpoint, status],
    queryFn: () => apiGet<LicenceQueue>(licencesEndpoint, { query: { status } }),
    staleTime: 0,
    select: (queue) => queue.items,
  });
}

/** A decided record leaves the pending list at once; every list is then read again. */
function useDecision<Variables extends { agentId: string }>(
  post: (variables: Variables) => Promise<LicenceDecision>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (_decision, { agentId }) => {
      queryClient.setQueryData<LicenceQueue>([licencesEndpoint, 'pending'], (queue) =>
        queue ? { items: queue.items.filter((item) => item.agentId !== agentId) } : queue,
      );
      void queryClient.invalidateQueries({ queryKey: [licencesEndpoint] });
    },
  });
}

export function useApproveLicence() {
  return useDecision(({ agentId }: { agentId: string }) =>
    apiPost<LicenceDecision>(decisionPath(agentId, 'approve')),
  );
}

export function useRejectLicence() {
  return useDecision(({ agentId, reason }: { agentId: string } & LicenceRejectionInput) =>
    apiPost<LicenceDecision>(decisionPath(agentId, 'reject'), { reason }),
  );
}
