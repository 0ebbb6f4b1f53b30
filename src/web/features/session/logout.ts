import { markLogoutCompleted, markLogoutStarted } from './logout-flags';
import { postLogout, sessionEndpoints } from './session-api';
import { clearSession } from './session-store';

export class LogoutError extends Error {
  constructor(override readonly cause: unknown) {
    super('Logout failed');
    this.name = 'LogoutError';
  }
}

/**
 * Ends the session on the server, then forgets the user and every cached answer. The flags stay in
 * local storage so the auth screen can say 'Logged Out Successfully' after the redirect.
 */
export async function logout({ isManual = true, isInactivity = false } = {}): Promise<void> {
  markLogoutStarted({ isManual, isInactivity });
  try {
    await postLogout();
  } catch (error) {
    throw new LogoutError(error);
  }
  clearSession();
  // Every screen that can log out has already loaded the query cache module; this costs nothing.
  const { queryClient } = await import('../../lib/query-provider');
  queryClient.clear();
  markLogoutCompleted();
}

/** The fallback: a browser navigation that ends the session on the server and lands on /. */
export function navigateToLogoutFallback(): void {
  window.location.assign(sessionEndpoints.logoutNavigation);
}
