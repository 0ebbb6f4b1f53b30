import { useEffect, useState } from 'react';

/** Whether the page is shown (not a hidden tab or a minimised window). */
export function useIsVisible(): boolean {
  const [isVisible, setIsVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}
