import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import type { Role } from '../../../shared/roles';
import { toast } from '../../components/ui/toast';
import { queryClient } from '../../lib/query-provider';
import { type LogoutOptions, logout } from './logout';
import { clearLogoutFlags } from './logout-flags';

/**
 * Logout, then the redirect: agents land on their sign-in screen, which shows the
 * 'Logged Out Successfully' notice; everyone else goes to the home page / (spec section 4).
 * Cached server data is dropped once the signed-in screen has gone, so nothing refetches it.
 */
export function useLogout(role: Role | null) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  const hasLoggedOutRef = useRef(false);

  useEffect(
    () => () => {
      if (hasLoggedOutRef.current) queryClient.clear();
    },
    [],
  );

  const run = useCallback(
    async (options: Omit<LogoutOptions, 'role'> = {}) => {
      setIsPending(true);
      try {
        await logout({ ...options, role });
      } finally {
        setIsPending(false);
      }
      hasLoggedOutRef.current = true;
      if (role === 'agent' || role === 'admin') {
        navigate(paths.agentAuth, { replace: true });
      } else {
        navigate(paths.consumerLanding, { replace: true });
        // The notice on the sign-in screen is for agent accounts; a consumer's flags end here.
        clearLogoutFlags();
      }
    },
    [navigate, role],
  );

  /** The logout button: a failure is shown as a notice rather than thrown. */
  const signOut = useCallback(() => {
    run({ isManual: true }).catch((error: unknown) => {
      console.warn('Logout failed', error);
      toast({ title: t('logoutFailed'), variant: 'destructive' });
    });
  }, [run, t]);

  return { logout: run, signOut, isPending };
}
