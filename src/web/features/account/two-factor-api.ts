import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../shared/contracts/two-factor';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';

export const twoFactorEndpoints = {
  status: '/api/auth/2fa',
  setup: '/api/auth/2fa/setup',
  enable: '/api/auth/2fa/enable',
  disable: '/api/auth/2fa/disable',
  recoveryCodes: '/api/auth/2fa/recovery-codes',
  lost: '/api/auth/2fa/lost',
} as const;

const statusKey = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiGet<TwoFactorStatus>(twoFactorEndpoints.status, { signal }),
  });
}

export function useRefreshTwoFactorStatus() {
  const queryClient = useQueryClient();
  // Everything on the screen: an administrator's review queue opens once two-factor is on.
  return () => queryClient.invalidateQueries();
}

/** Every change asks for the current password (decision 0074). */
export const startTwoFactorSetup = (currentPassword: string) =>
  apiPost<TwoFactorSetup>(twoFactorEndpoints.setup, { currentPassword });
export const enableTwoFactor = (currentPassword: string, code: string) =>
  apiPost<RecoveryCodes>(twoFactorEndpoints.enable, { currentPassword, code });
export const newRecoveryCodes = (currentPassword: string, code: string) =>
  apiPost<RecoveryCodes>(twoFactorEndpoints.recoveryCodes, { currentPassword, code });
export const disableTwoFactor = (currentPassword: string, code: string) =>
  apiPost<{ message: string }>(twoFactorEndpoints.disable, { currentPassword, code });
/** The signed-in owner cancels a lost-factor wait. */
export const cancelTwoFactorRemoval = () =>
  apiRequest<{ message: string }>(twoFactorEndpoints.lost, { method: 'DELETE' });
