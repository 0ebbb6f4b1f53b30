import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type AuthTab = 'login' | 'register';

/**
 * Login is the default, so every "Login" link opens sign-in; sign-up links ask for Register with
 * `?tab=register` or the top bar's `?signup=true` (decision 0086).
 */
export function tabFromSearch(params: URLSearchParams): AuthTab {
  if (params.get('signup') === 'true') return 'register';
  return params.get('tab') === 'register' ? 'register' : 'login';
}

export function useAuthTab() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearch(params);
  const setTab = useCallback(
    (next: AuthTab) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('signup');
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [tab, setTab] as const;
}
