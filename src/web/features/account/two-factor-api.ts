import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../shared/contracts/two-factor';
import { apiGet, apiPost } from '../../lib/api-client';

export const twoFactorEndpoints = {
  status: '/api/auth/2fa',
  setup: '/api/auth/2fa/setup',
  enable: '/api/auth/2fa/enable',
  disable: '/api/auth/2fa/disable',
  recoveryCodes: '/api/auth/2fa/recovery-codes',
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

export const startTwoFactorSetup = () => apiPost<TwoFactorSetup>(twoFactorEndpoints.setup);
export const enableTwoFactor = (code: string) =>
  apiPost<RecoveryCodes>(twoFactorEndpoints.enable, { code });
export const newRecoveryCodes = (code: string) =>
  apiPost<RecoveryCodes>(twoFactorEndpoints.recoveryCodes, { code });
export const disableTwoFactor = (password: string, code: string) =>
  apiPost<{ message: string }>(twoFactorEndpoints.disable, { password, code });
