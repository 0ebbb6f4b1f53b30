import { type MutableRefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSession } from '../session/use-session';

/**
 * Signed-in people do not stay on the auth screen: consumers go to /home, agents to /agent,
 * once no auth request of this screen is pending (the screen navigates itself after one).
 */
export function useSignedInRedirect(isAuthRequestPendingRef: MutableRefObject<boolean>) {
  const navigate = useNavigate();
  const { isConsumer, isAgent } = useSession();
  useEffect(() => {
    if (isAuthRequestPendingRef.current) return;
    if (isConsumer) navigate(paths.home, { replace: true });
    else if (isAgent) navigate(paths.agentDashboard, { replace: true });
  }, [isConsumer, isAgent, navigate, isAuthRequestPendingRef]);
}
