import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAgentPath } from '../../../shared/paths';

/** Applies the agent theme on any path starting with /agent and the consumer theme elsewhere. */
export function ThemeController() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.theme = isAgentPath(pathname) ? 'agent' : 'consumer';
  }, [pathname]);
  return null;
}
