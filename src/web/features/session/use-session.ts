import { useEffect, useSyncExternalStore } from 'react';
import { normalizeRole } from '../../../shared/roles';
import { getSessionState, loadSession, subscribeSession } from './session-store';

/** The current user with the flags the app uses (spec section 3). */
export function useSession() {
  const state = useSyncExternalStore(subscribeSession, getSessionState);
  useEffect(() => {
    void loadSession();
  }, []);
  const role = normalizeRole(state.user?.role);
  return {
    user: state.user,
    role,
    isLoading: state.status === 'loading',
    isError: state.status === 'error',
    isAuthenticated: state.user !== null,
    isAgent: role === 'agent',
    isConsumer: role === 'consumer',
    isAdmin: role === 'admin',
  };
}
