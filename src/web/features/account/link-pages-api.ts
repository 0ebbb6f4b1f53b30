import type { Role } from '../../../shared/roles';
import { apiPost } from '../../lib/api-client';
import { postTokenOnce } from '../auth';

/** The account's link pages, without the query library (decision 0002: not data screens). */
export const accountLinkEndpoints = {
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  confirmEmailChange: '/api/auth/confirm-email-change',
  cancelEmailChange: '/api/auth/cancel-email-change',
  lostSecondFactor: '/api/auth/2fa/lost',
  cancelTwoFactorRemoval: '/api/auth/2fa/lost/cancel',
} as const;

export const requestPasswordReset = (email: string) =>
  apiPost<{ message: string }>(accountLinkEndpoints.forgotPassword, { email });

/** Posted once per submit (the token stays usable when the password breaks a rule). */
export const resetPassword = (token: string, password: string) =>
  apiPost<{ message: string; role: Role }>(accountLinkEndpoints.resetPassword, {
    token,
    password,
  });

export const confirmEmailChangeWithToken = (token: string) =>
  postTokenOnce<{ message: string; email: string }>(accountLinkEndpoints.confirmEmailChange, token);

/** Posted only from the page's button: opening the mailed link must not cancel (decision 0070). */
export const cancelEmailChange = (token: string) =>
  apiPost<{ message: string; role: Role }>(accountLinkEndpoints.cancelEmailChange, { token });
/** The reset link with a new password, and "I lost my second factor" (decision 0074). */
export const resetPasswordLostFactor = (token: string, password: string) =>
  apiPost<{ message: string; role: Role; removalDueAt: string }>(
    accountLinkEndpoints.lostSecondFactor,
    { token, password },
  );

export const cancelTwoFactorRemovalWithToken = (token: string) =>
  postTokenOnce<{ message: string }>(accountLinkEndpoints.cancelTwoFactorRemoval, token);
