import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../shared/contracts/auth';
import type {
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../shared/contracts/two-factor';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';

export const twoFactorEndpoints = {
  status: '/api/auth/2fa',
  setup: '/api/auth/2fa/setup',
  enable: '/api/auth/2fa/enable',
  disable: '/api/auth/2fa/disable',
  recoveryCodes: '/api/auth/2fa/recovery-codes',
  login: '/api/auth/login/2fa',
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

/** The code step of sign-in: a code from the app, or a recovery code. */
export function completeTwoFactorSignIn(
  pendingToken: string,
  answer: { code: string } | { recoveryCode: string },
) {
  return apiPost<PublicUser>(twoFactorEndpoints.login, { pendingToken, ...answer });
}

export function isTwoFactorChallenge(
  value: PublicUser | TwoFactorChallenge,
): value is TwoFactorChallenge {
  return 'twoFactorRequired' in value && value.twoFactorRequired === true;
}

/** The server's own words when it sent some, else the given fallback text. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
