import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

let hasInteracted = false;
function listenForInteraction() {
  const mark = () => {
    hasInteracted = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
  window.addEventListener('keydown', mark, { capture: true, once: true });
}

/**
 * After following a link (not on the first load, nor a redirect before the person did anything)
 * the focus goes to the new page's h1: a screen reader announces the page it arrived on, and Tab
 * continues from the top of the content instead of from <body> or the link left behind. A change
 * of query or hash alone (tabs, the skip link, in-page links) is not a new page. The focusing
 * itself loads with the first navigation, outside the public pages' first download.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousRef = useRef(pathname);

  useEffect(listenForInteraction, []);

  useEffect(() => {
    if (previousRef.current === pathname) return;
    previousRef.current = pathname;
    if (!hasInteracted) return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const trigger = document.activeElement;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    import('./focus-page-heading').then(
      ({ focusPageHeading }) => {
        if (!isCancelled) stop = focusPageHeading(trigger);
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [pathname, navigationType]);

  return null;
}
