import type { Role } from '../../../shared/roles';
import { holdRequestsForSignOut } from '../../lib/api-client';
import { setSignedIn, settleBeforeSignOut } from '../../lib/session-signal';
import { markLogoutCompleted, markLogoutStarted } from './logout-flags';
import { postLogout, sessionEndpoints } from './session-api';
import { clearSession } from './session-store';

export class LogoutError extends Error {
  constructor(override readonly cause: unknown) {
    super('Logout failed');
    this.name = 'LogoutError';
  }
}

export interface LogoutOptions {
  role: Role | null;
  isManual?: boolean;
  isInactivity?: boolean;
}

/**
 * Ends the session on the server, then forgets the user. An agent's completed-logout flag is
 * written before the user is forgotten, so the sign-in screen the guard sends them to can say
 * 'Logged Out Successfully'.
 */
export async function logout({
  role,
  isManual = true,
  isInactivity = false,
}: LogoutOptions): Promise<void> {
  markLogoutStarted({ isManual, isInactivity });
  // The live channel closes now: a reconnect racing the logout would be refused (401) and logged.
  setSignedIn(false);
  // Reads that start from here wait for the outcome; those in flight are aborted while settling.
  const finish = holdRequestsForSignOut();
  let hasEnded = false;
  try {
    await settleBeforeSignOut();
    await postLogout();
    hasEnded = true;
  } catch (error) {
    throw new LogoutError(error);
  } finally {
    finish(hasEnded);
  }
  if (role === 'agent' || role === 'admin') markLogoutCompleted();
  clearSession();
}

/** The fallback: a browser navigation that ends the session on the server and lands on /. */
export function navigateToLogoutFallback(): void {
  window.location.assign(sessionEndpoints.logoutNavigation);
}
