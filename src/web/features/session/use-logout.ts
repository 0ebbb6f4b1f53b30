import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import type { Role } from '../../../shared/roles';
import { logout } from './logout';
import { clearLogoutFlags } from './logout-flags';

/**
 * Logout, then the redirect: agents land on their sign-in screen, which shows the
 * 'Logged Out Successfully' notice; everyone else goes to the home page / (spec section 4).
 */
export function useLogout(role: Role | null) {
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  const run = useCallback(
    async (options: { isManual?: boolean; isInactivity?: boolean } = {}) => {
      setIsPending(true);
      try {
        await logout(options);
      } finally {
        setIsPending(false);
      }
      if (role === 'agent' || role === 'admin') {
        navigate(paths.agentAuth, { replace: true });
      } else {
        // The notice is worded for agent accounts; a consumer's flags end here.
        clearLogoutFlags();
        navigate(paths.consumerLanding, { replace: true });
      }
    },
    [navigate, role],
  );
  return { logout: run, isPending };
}
