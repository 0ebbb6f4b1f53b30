/** Public entry of the session feature: what other features use. */

export { clearLogoutFlags, hasCompletedLogout } from './logout-flags';
export { fetchCurrentUser, sessionEndpoints } from './session-api';
export { SessionInactivity } from './session-inactivity';
export { clearSession, loadSession, setSessionUser } from './session-store';
export { useLogout } from './use-logout';
export { useSession } from './use-session';
