import type { SessionRefreshResponse } from '../../../shared/contracts/agents';
import type { PublicUser, RoleCheckResponse } from '../../../shared/contracts/auth';
import { apiGet, apiPost } from '../../lib/api-client';

export const sessionEndpoints = {
  roleCheck: '/api/user/role-check',
  currentUser: '/api/user',
  logout: '/api/auth/logout',
  /** The browser-navigation fallback: ends the session and redirects to /. */
  logoutNavigation: '/api/logout',
  refresh: '/api/auth/refresh',
} as const;

export const fetchRoleCheck = () =>
  apiGet<RoleCheckResponse>(sessionEndpoints.roleCheck, { retries: 0 });

export const fetchCurrentUser = (signal?: AbortSignal) =>
  apiGet<PublicUser>(sessionEndpoints.currentUser, { retries: 0, signal });

export const postLogout = () =>
  apiPost<{ message: string }>(sessionEndpoints.logout, undefined, { isSignOut: true });

export const postSessionRefresh = () => apiPost<SessionRefreshResponse>(sessionEndpoints.refresh);
