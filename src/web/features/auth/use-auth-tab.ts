import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type AuthTab = 'login' | 'register';

/** Register is the default; `?tab=login|register` and `?signup=true` are honoured. */
export function tabFromSearch(params: URLSearchParams): AuthTab {
  if (params.get('signup') === 'true') return 'register';
  return params.get('tab') === 'login' ? 'login' : 'register';
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
