import { type MutableRefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSession } from '../session';

/**
 * Signed-in people do not stay on the auth screen: consumers go to /home, agents to /agent and
 * admins to /admin, once no auth request of this screen is pending (the screen navigates itself
 * after one).
 */
export function useSignedInRedirect(isAuthRequestPendingRef: MutableRefObject<boolean>) {
  const navigate = useNavigate();
  const { isConsumer, isAgent, isAdmin } = useSession();
  useEffect(() => {
    if (isAuthRequestPendingRef.current) return;
    if (isConsumer) navigate(paths.home, { replace: true });
    else if (isAgent) navigate(paths.agentDashboard, { replace: true });
    else if (isAdmin) navigate(paths.admin, { replace: true });
  }, [isConsumer, isAgent, isAdmin, navigate, isAuthRequestPendingRef]);
}
