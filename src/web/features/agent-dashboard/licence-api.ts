import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentLicence,
  EmailConfirmationStatus,
  LicenceData,
} from '../../../shared/contracts/licences';
import { ApiError, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { agentLicenceKey } from '../../lib/query-keys';

const licenceEndpoints = {
  licence: '/api/agent/licence',
  emailConfirmation: '/api/agent/email-confirmation',
} as const;

/** The licence record's query: saves, live review decisions and confirmations refresh it. */
export { agentLicenceKey };

/**
 * The agent's licence record with its review and what is missing before leads can arrive. Read
 * afresh at each visit: a reviewer or a confirmation link in another tab may have changed it.
 */
export function useAgentLicence() {
  return useQuery({
    queryKey: agentLicenceKey,
    queryFn: ({ signal }) => apiGet<AgentLicence>(licenceEndpoints.licence, { signal }),
    staleTime: 0,
  });
}

/** Saves the record; the cache takes the stored answer (status, review, what is missing). */
export function useSaveLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LicenceData) => apiPut<AgentLicence>(licenceEndpoints.licence, input),
    onSuccess: (licence) => queryClient.setQueryData(agentLicenceKey, licence),
  });
}

/** Mails a new confirmation link (at most once a minute: the server answers 429 before that). */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<EmailConfirmationStatus>(licenceEndpoints.emailConfirmation),
    onError: (error) => {
      // 409: the address was confirmed meanwhile (another tab); the record says so once re-read.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: agentLicenceKey });
      }
    },
  });
}
