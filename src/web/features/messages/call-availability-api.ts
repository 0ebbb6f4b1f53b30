import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAvailability } from '../../../shared/contracts/auth';
import { ApiError, apiGet, apiPut } from '../../lib/api-client';

const callAvailabilityPath = '/api/user/call-availability';
const callAvailabilityKey = [callAvailabilityPath];

/** Read only when signed in; a failure reads 'Failed to fetch call availability'. */
export function useCallAvailability(isSignedIn: boolean) {
  return useQuery({
    queryKey: callAvailabilityKey,
    enabled: isSignedIn,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<CallAvailability>(callAvailabilityPath, { signal });
      } catch (error) {
        throw new Error('Failed to fetch call availability', { cause: error });
      }
    },
  });
}

/**
 * Optimistic toggle: the switch flips at once, the server's answer sets the final state, and a
 * failure puts the previous value back.
 */
export function useUpdateCallAvailability({
  onUpdated,
  onFailed,
}: {
  onUpdated: (callsEnabled: boolean) => void;
  onFailed: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (callsEnabled: boolean) => {
      try {
        return await apiPut<CallAvailability>(callAvailabilityPath, { callsEnabled });
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        throw new Error(`Failed to update call availability: ${status}`, { cause: error });
      }
    },
    onMutate: async (callsEnabled) => {
      await queryClient.cancelQueries({ queryKey: callAvailabilityKey });
      const previous = queryClient.getQueryData<CallAvailability>(callAvailabilityKey);
      queryClient.setQueryData<CallAvailability>(callAvailabilityKey, { callsEnabled });
      return { previous };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<CallAvailability>(callAvailabilityKey, answer);
      void queryClient.invalidateQueries({ queryKey: callAvailabilityKey });
      onUpdated(answer.callsEnabled);
    },
    onError: (error, _requested, context) => {
      console.warn(error.message);
      if (context?.previous) queryClient.setQueryData(callAvailabilityKey, context.previous);
      onFailed();
    },
  });
}
