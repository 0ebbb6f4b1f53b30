import type { PublicUser } from '../../../shared/contracts/auth';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor';
import { apiPost } from '../../lib/api-client';

/**
 * What the sign-in forms need of two-factor sign-in, without the query library (decision 0002):
 * the sign-in screens import this, the account section imports `two-factor-api.ts`.
 *
 * The code step of sign-in: a code from the app, or a recovery code.
 */
export function completeTwoFactorSignIn(
  pendingToken: string,
  answer: { code: string } | { recoveryCode: string },
) {
  return apiPost<PublicUser>('/api/auth/login/2fa', { pendingToken, ...answer });
}

export function isTwoFactorChallenge(
  value: PublicUser | TwoFactorChallenge,
): value is TwoFactorChallenge {
  return 'twoFactorRequired' in value && value.twoFactorRequired === true;
}
