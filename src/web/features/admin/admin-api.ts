import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LicenceQueue,
  type LicenceReviewInput,
  type LicenceReviewResult,
  licenceQueueQuerySchema,
} from '../../../shared/contracts/licences';
import { apiGet, apiPost } from '../../lib/api-client';

/** The queue's filter values, as the route's query contract lists them. */
export const queueStatuses = licenceQueueQuerySchema.shape.status.unwrap().options;
export type QueueStatus = (typeof queueStatuses)[number];

const licencesEndpoint = '/api/admin/licences';
const reviewPath = (agentId: string) => `${licencesEndpoint}/${encodeURIComponent(agentId)}/review`;

/** The records in one status, longest waiting first; read afresh each time the filter shows it. */
export function useLicenceQueue(status: QueueStatus) {
  return useQuery({
    queryKey: [licencesEndpoint, status],
    queryFn: ({ signal }) => apiGet<LicenceQueue>(licencesEndpoint, { query: { status }, signal }),
    staleTime: 0,
    select: (queue) => queue.items,
  });
}

/**
 * Decides some pairs of one record. A record with nothing left waiting leaves the pending list at
 * once; every list is then read again.
 */
export function useReviewLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, ...input }: { agentId: string } & LicenceReviewInput) =>
      apiPost<LicenceReviewResult>(reviewPath(agentId), input),
    onSuccess: (result, { agentId }) => {
      if (result.waiting.length === 0) {
        queryClient.setQueryData<LicenceQueue>([licencesEndpoint, 'pending'], (queue) =>
          queue ? { items: queue.items.filter((item) => item.agentId !== agentId) } : queue,
        );
      }
      void queryClient.invalidateQueries({ queryKey: [licencesEndpoint] });
    },
  });
}
