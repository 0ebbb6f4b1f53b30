import { useEffect, useState } from 'react';

/** Whether the browser says it is offline. */
export function useIsOffline(): boolean {
  const [isOffline, setIsOffline] = useState(() => navigator.onLine === false);
  useEffect(() => {
    const update = () => setIsOffline(navigator.onLine === false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOffline;
}
