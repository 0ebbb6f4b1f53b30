import { useCallback, useSyncExternalStore } from 'react';

/** Phones: below Tailwind's `sm` breakpoint (640 px), where the header keeps four items. */
export const phoneMediaQuery = '(max-width: 639px)';

/** Whether `query` matches now, kept current as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
